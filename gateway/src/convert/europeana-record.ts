import { RECORD_ID } from '../edm/ids';
import { toLangMap } from '../edm/lang-map';
import { RECORD_KEYS } from '../edm/record-keys';
import type { EdmRecord } from '../edm/types';
import { AGGREGATION_STRINGS, checkRecordShape, PROXY_ARRAYS, PROXY_STRINGS } from './record-shape';

/** A Record API response (`{ object: … }`) or a bare record object (`{ about, proxies, … }`). */
export function isEuropeanaRecord(value: Record<string, unknown>): boolean {
  const object = value.object as Record<string, unknown> | undefined;
  if (object && typeof object === 'object') {
    // Recognised by its parts too, so that one without its id is told so (not "unrecognised").
    return typeof object.about === 'string' || Array.isArray(object.proxies);
  }
  return (
    Array.isArray(value.proxies) && (typeof value.about === 'string' || 'aggregations' in value)
  );
}

/**
 * The EDM object of a Europeana record document, ready to store. Current documents are kept as
 * they are (record.json is then a projection of exactly what was imported); legacy v2 documents
 * (2012-era: nulls everywhere, proxy fields as plain arrays, providers as strings) are brought
 * to the current shape. Throws when the record has no usable id, or a part the store and the APIs
 * rely on is not in its Record API shape (`record-shape.ts`).
 */
export function normaliseEuropeanaRecord(document: Record<string, unknown>): EdmRecord {
  const source = (
    document.object && typeof document.object === 'object' ? document.object : document
  ) as Record<string, unknown>;
  if (source.about === undefined) {
    throw new Error(
      'the record has no "about": its id, /{datasetId}/{localId}, is needed to store it',
    );
  }
  const about = typeof source.about === 'string' ? source.about : '';
  if (!RECORD_ID.test(about))
    throw new Error(`record id ${JSON.stringify(source.about)} is not /{datasetId}/{localId}`);
  if (!Array.isArray(source.proxies) || !source.proxies.length)
    throw new Error(`${about}: the record has no proxies`);
  // A null says nothing a missing field does not, in any shape: dropped before the checks.
  const record = isLegacy(source)
    ? upgradeLegacy(stripNulls(source) as Record<string, unknown>, about)
    : (stripNulls(source) as unknown as EdmRecord);
  try {
    checkRecordShape(record as unknown as Record<string, unknown>);
  } catch (error) {
    throw new Error(`${about}: ${(error as Error).message}`);
  }
  return record;
}

/** Legacy documents have null values and proxies whose fields are arrays instead of maps. */
function isLegacy(source: Record<string, unknown>): boolean {
  if (Object.values(source).some((v) => v === null)) return true;
  const proxy = (source.proxies as Array<Record<string, unknown>>)[0] ?? {};
  return Object.entries(proxy).some(([k, v]) => Array.isArray(v) && !PROXY_ARRAYS.has(k));
}

function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null).map(stripNulls);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = stripNulls(v);
    return out;
  }
  return value;
}

function upgradeLegacy(source: Record<string, unknown>, id: string): EdmRecord {
  const proxies = (source.proxies as Array<Record<string, unknown>>).map((proxy, i) => {
    const europeana = proxy.europeanaProxy === true;
    const out: Record<string, unknown> = {
      about: europeana
        ? `/proxy/europeana${id}`
        : i === 0
          ? `/proxy/provider${id}`
          : `/proxy/provider${id}/${i}`,
    };
    for (const [key, value] of Object.entries(proxy)) {
      if (key === 'about' || key === 'id' || key === 'europeanaProxy') continue;
      if (PROXY_STRINGS.has(key)) out[key] = value;
      else if (PROXY_ARRAYS.has(key)) out[key] = Array.isArray(value) ? value : [value];
      else {
        const map = toLangMap(value);
        if (map) out[key] = map;
      }
    }
    out.proxyFor ??= `/item${id}`;
    out.europeanaProxy = europeana;
    return out;
  });
  const aggregations = ((source.aggregations as Array<Record<string, unknown>>) ?? []).map(
    (aggregation) => {
      const out: Record<string, unknown> = { about: `/aggregation/provider${id}` };
      for (const [key, value] of Object.entries(aggregation)) {
        if (key === 'about' || key === 'id' || key === 'aggregates' || key === 'edmUnstored')
          continue;
        if (AGGREGATION_STRINGS.has(key)) out[key] = Array.isArray(value) ? value[0] : value;
        else if (key === 'hasView') out[key] = Array.isArray(value) ? value : [value];
        else if (key === 'webResources') out[key] = value;
        else if (key === 'edmPreviewNoDistribute') out[key] = value === true;
        else {
          const map = toLangMap(value);
          if (map) out[key] = map;
        }
      }
      out.aggregatedCHO ??= `/item${id}`;
      return out;
    },
  );
  const record: Record<string, unknown> = {};
  for (const key of RECORD_KEYS) {
    if (key === 'proxies') record.proxies = proxies;
    else if (key === 'aggregations') record.aggregations = aggregations;
    else if (source[key] !== undefined) record[key] = source[key];
  }
  if (typeof record.type !== 'string') {
    // Legacy documents may leave `type` empty; the proxies or the record's own entry among
    // `relatedItems` carry it.
    const related = (source.relatedItems as Array<Record<string, unknown>> | undefined)?.find(
      (r) => r.id === id,
    );
    const type = [...proxies.map((p) => p.edmType), related?.type].find(
      (t) => typeof t === 'string',
    );
    record.type = type ?? 'IMAGE';
  }
  if (!Array.isArray(record.title)) {
    const title = proxies.flatMap((p) =>
      Object.values((p.dcTitle as Record<string, string[]>) ?? {}).flat(),
    );
    if (title.length) record.title = [...new Set(title)];
  }
  record.providedCHOs = [{ about: `/item${id}` }];
  return record as unknown as EdmRecord;
}

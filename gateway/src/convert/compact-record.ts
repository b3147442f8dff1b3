import { RECORD_ID } from '../edm/ids';
import { isUri, toLangMap, toStrings } from '../edm/lang-map';
import type { EdmRecord, IndexHints, ItemAnnotationInput, LangMap } from '../edm/types';
import { buildEdmRecord, type MediaInput } from './edm-builder';
import type { EntityLookup } from './entity-lookup';
import { jsonExcerpt } from '../util/json-excerpt';
import { isHexColour } from '../util/value-shapes';

/** A compact seed record (gateway/seed/README.md). */
export type CompactRecord = Record<string, unknown> & { id: string };

const TYPES = new Set(['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D']);

/** Compact names of language-map fields → EDM provider proxy properties. */
const PROXY_FIELDS: Record<string, string> = {
  title: 'dcTitle',
  alternative: 'dctermsAlternative',
  description: 'dcDescription',
  creator: 'dcCreator',
  contributor: 'dcContributor',
  date: 'dcDate',
  created: 'dctermsCreated',
  issued: 'dctermsIssued',
  dcType: 'dcType',
  type_: 'dcType',
  subject: 'dcSubject',
  spatial: 'dctermsSpatial',
  temporal: 'dctermsTemporal',
  coverage: 'dcCoverage',
  medium: 'dctermsMedium',
  format: 'dcFormat',
  extent: 'dctermsExtent',
  publisher: 'dcPublisher',
  source: 'dcSource',
  provenance: 'dctermsProvenance',
  isPartOf: 'dctermsIsPartOf',
  relation: 'dcRelation',
  rightsHolder: 'dcRights',
};
const EDM_PROPERTY = /^(dc|dcterms|edm)[A-Z]\w*$/;

export function isCompactRecord(value: Record<string, unknown>): boolean {
  return (
    typeof value.id === 'string' &&
    RECORD_ID.test(value.id) &&
    !('proxies' in value) &&
    !('source_id' in value)
  );
}

export interface ConvertedCompact {
  record: EdmRecord;
  hints: IndexHints;
  annotations: ItemAnnotationInput[];
}

/** Converts a compact record to the Record API object plus hints and annotations; throws when invalid. */
export function compactToEdm(source: CompactRecord, lookup: EntityLookup): ConvertedCompact {
  const id = source.id;
  if (typeof id !== 'string' || !RECORD_ID.test(id))
    throw new Error(`invalid id ${JSON.stringify(id)} (expected /{digits}/{word})`);
  const type = String(source.type ?? '').toUpperCase();
  if (!TYPES.has(type)) throw new Error(`${id}: type must be one of ${[...TYPES].join(', ')}`);
  const proxy: Record<string, LangMap | string | string[] | undefined> = {};
  for (const [key, value] of Object.entries(source)) {
    const property = PROXY_FIELDS[key] ?? (EDM_PROPERTY.test(key) ? key : undefined);
    if (!property) continue;
    const map = toLangMap(value);
    if (map) proxy[property] = map;
  }
  if (!proxy.dcTitle) throw new Error(`${id}: title is required`);
  const identifiers = toStrings(source.identifier);
  if (identifiers.length) proxy.dcIdentifier = { def: identifiers };
  const languages = toStrings(source.language);
  if (languages.length) proxy.dcLanguage = { def: languages };
  const location = toStrings(source.currentLocation);
  if (location.length) proxy.edmCurrentLocation = { def: location };

  const rights = typeof source.rights === 'string' ? source.rights : undefined;
  if (!rights || !isUri(rights)) throw new Error(`${id}: rights must be a rights statement URI`);
  const media = mediaOf(source, id);
  const years = yearsOf(source);
  const datasetId = RECORD_ID.exec(id)![1]!;
  const dataProvider = toStrings(source.dataProvider);
  const provider = toStrings(source.provider);
  if (!dataProvider.length) throw new Error(`${id}: dataProvider is required`);
  const record = buildEdmRecord(
    {
      id,
      type,
      proxy,
      europeanaProxy: { year: years.length ? { def: years } : undefined },
      dataProvider: { def: dataProvider },
      provider: { def: provider.length ? provider : dataProvider },
      rights,
      isShownAt: typeof source.isShownAt === 'string' ? source.isShownAt : undefined,
      media,
      country: typeof source.country === 'string' ? source.country : undefined,
      language: languages,
      datasetName:
        typeof source.datasetName === 'string' ? source.datasetName : `${datasetId}_seed`,
      ugc: source.ugc === true,
      timestampCreated:
        typeof source.timestampCreated === 'string' ? source.timestampCreated : undefined,
      timestampUpdate:
        typeof source.timestampUpdate === 'string' ? source.timestampUpdate : undefined,
    },
    lookup,
  );
  const hints: IndexHints = {};
  const themes = toStrings(source.themes).map((t) => t.toLowerCase());
  if (themes.length) hints.themes = themes;
  if (typeof source.contentTier === 'number') hints.contentTier = source.contentTier;
  if (typeof source.metadataTier === 'string') hints.metadataTier = source.metadataTier;
  return { record, hints, annotations: annotationsOf(source) };
}

function mediaOf(source: CompactRecord, id: string): MediaInput[] {
  if (source.media === undefined) return [];
  if (!Array.isArray(source.media)) throw new Error(`${id}: media must be an array`);
  return source.media.map((m, i) => {
    const entry = m as Record<string, unknown>;
    if (!entry || typeof entry.url !== 'string' || !entry.url)
      throw new Error(`${id}: media[${i}] needs a url`);
    const num = (v: unknown): number | undefined =>
      typeof v === 'number' && v > 0 ? v : undefined;
    const medium: MediaInput = {
      url: entry.url,
      mimeType: typeof entry.mimeType === 'string' ? entry.mimeType : undefined,
      width: num(entry.width),
      height: num(entry.height),
      byteSize: num(entry.byteSize),
      durationMs: num(entry.durationMs),
      rights: typeof entry.rights === 'string' ? entry.rights : undefined,
      description: toLangMap(entry.description),
      attribution: typeof entry.attribution === 'string' ? entry.attribution : undefined,
    };
    if (entry.colours !== undefined)
      medium.colours = coloursOf(entry.colours, `${id}: media[${i}]`);
    return medium;
  });
}

/**
 * A medium's `colours` (its main colours, as Europeana's media processing finds them): a list of
 * `#RRGGBB` codes, kept upper-case and once each. Throws on anything else.
 */
function coloursOf(value: unknown, where: string): string[] {
  if (!Array.isArray(value))
    throw new Error(
      `${where}.colours: expected a list of #RRGGBB colour codes, got ${jsonExcerpt(value, 40)}`,
    );
  const bad = value.findIndex((c) => !isHexColour(c));
  if (bad >= 0)
    throw new Error(
      `${where}.colours[${bad}]: expected a #RRGGBB colour code, got ${jsonExcerpt(value[bad], 40)}`,
    );
  return [...new Set((value as string[]).map((c) => c.toUpperCase()))];
}

function yearsOf(source: CompactRecord): string[] {
  const start = typeof source.yearStart === 'number' ? source.yearStart : undefined;
  const end = typeof source.yearEnd === 'number' ? source.yearEnd : start;
  if (start === undefined || end === undefined) return [];
  const out: string[] = [];
  for (let y = start; y <= Math.min(end, start + 200); y++) out.push(String(y));
  return out;
}

function annotationsOf(source: CompactRecord): ItemAnnotationInput[] {
  const out: ItemAnnotationInput[] = [];
  for (const tag of Array.isArray(source.tags) ? source.tags : []) {
    if (tag && typeof tag === 'object') {
      for (const [language, value] of Object.entries(tag as Record<string, unknown>)) {
        if (typeof value === 'string' && value.trim())
          out.push({ motivation: 'tagging', language, value: value.trim() });
      }
    } else if (typeof tag === 'string' && tag.trim())
      out.push({ motivation: 'tagging', value: tag.trim() });
  }
  const transcription = source.transcription as { language?: unknown; value?: unknown } | undefined;
  if (transcription && typeof transcription.value === 'string' && transcription.value.trim()) {
    out.push({
      motivation: 'transcribing',
      value: transcription.value,
      ...(typeof transcription.language === 'string' ? { language: transcription.language } : {}),
    });
  }
  return out;
}

import { parseEdmRdfRecords } from '../../convert/edm-rdf';
import {
  openRecordCorpus,
  RECORD_SAMPLES,
  type RecordCorpus,
} from '../../test-support/record-corpus';
import { isLangMap, isUri } from '../lang-map';
import { LANDING_PAGE_BASE } from '../ids';
import type { EdmRecord, LangMap } from '../types';
import { recordGraph } from './record-graph';
import { toRdfXml } from './rdf-xml';

/**
 * Record → `.rdf` → the importer's RDF reader (`parseEdmRdfRecords`) must give back the record's
 * proxies, provider aggregation, web resources, Europeana aggregation and contextual entities, for
 * every seeded record and every real Europeana sample. The importer is an independent reader of
 * EDM (it was written for provider data), so this fails when the RDF drops, renames or
 * mis-tags a field. Where the importer legitimately gives a field another shape, the expected
 * side is adjusted below, each adjustment saying why; nothing else is.
 */

type Part = Record<string, unknown>;

/** Record API keys whose values are text even when they look like URIs (never `rdf:resource`). */
const TEXT_KEYS = new Set([
  'dcTitle',
  'dcIdentifier',
  'dcLanguage',
  'dctermsAlternative',
  'prefLabel',
  'altLabel',
  'hiddenLabel',
  'note',
  'notation',
]);

/**
 * A language map as RDF carries it back: values trimmed (XML readers keep the text, the
 * importer trims it) and blank ones gone; a URI in a language is a resource, and a resource has
 * no language, so it comes back under `def` (Europeana's export does the same); each value once
 * per language (RDF statements are a set).
 */
function asRdfCarriesIt(key: string, map: LangMap): LangMap | undefined {
  const out: LangMap = {};
  for (const [lang, values] of Object.entries(map)) {
    for (const raw of values) {
      const value = raw.trim();
      if (!value) continue;
      const target = !TEXT_KEYS.has(key) && isUri(value) ? 'def' : lang;
      const list = (out[target] ??= []);
      if (!list.includes(value)) list.push(value);
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function fields(part: Part): Part {
  const out: Part = {};
  for (const [key, value] of Object.entries(part)) {
    if (isLangMap(value)) {
      const map = asRdfCarriesIt(key, value);
      if (map) out[key] = map;
    } else out[key] = value;
  }
  return out;
}

const omit = (part: Part | undefined, ...keys: string[]): Part =>
  Object.fromEntries(Object.entries(part ?? {}).filter(([key]) => !keys.includes(key)));

/** What the import of the record's RDF must give, in the parts compared. */
function expected(record: EdmRecord): Part {
  const id = record.about;
  const aggregation = record.aggregations[0]!;
  // The importer names the aggregation's media in this order and lists exactly those.
  const named = [
    aggregation.edmIsShownBy,
    aggregation.edmIsShownAt,
    aggregation.edmObject,
    ...(aggregation.hasView ?? []),
  ].filter((url): url is string => typeof url === 'string');
  const resources = [...new Set(named)].map((url) => {
    const stored = aggregation.webResources?.find((r) => r.about === url) ?? { about: url };
    // Attribution snippets are display text api2 derives, not EDM: the export has none.
    const resource = omit(fields(stored), 'textAttributionSnippet', 'htmlAttributionSnippet');
    return resource;
  });
  const providerType = record.proxies.find((p) => !p.europeanaProxy)?.edmType ?? record.type;
  const proxies = [
    ...record.proxies.filter((p) => !p.europeanaProxy),
    ...record.proxies.filter((p) => p.europeanaProxy),
  ].map((proxy) => {
    const out = fields(proxy);
    // The provider proxy states the record's type when the stored one leaves it to the record.
    if (!proxy.europeanaProxy) out.edmType = proxy.edmType ?? providerType;
    // Every proxy is in its aggregation, also where an old record leaves that unsaid.
    out.proxyIn ??= [`/aggregation/${proxy.europeanaProxy ? 'europeana' : 'provider'}${id}`];
    return out;
  });
  // A record without a Europeana proxy gets the bare one every EDM record has.
  if (!record.proxies.some((p) => p.europeanaProxy)) {
    proxies.push({ about: `/proxy/europeana${id}`, proxyFor: `/item${id}`, europeanaProxy: true });
  }
  // A record's RDF is one document, and the importer keeps every entity of a document of one
  // record, so all the record's entities come back: a Europeana record may carry some that no
  // statement of the record names.
  const contextual = (list: keyof EdmRecord): Part[] =>
    ((record[list] as Part[] | undefined) ?? []).map((entity) => fields(entity));
  return {
    type: String(providerType).toUpperCase(),
    proxies,
    // edm:ugc only takes "true" (Europeana leaves "false" out); edmPreviewNoDistribute is not EDM.
    aggregation: {
      ...omit(fields(aggregation), 'webResources', 'edmPreviewNoDistribute'),
      ...(aggregation.edmUgc === 'false' ? { edmUgc: undefined } : {}),
      aggregatedCHO: `/item${id}`,
    },
    webResources: resources,
    // Europeana's aggregation always names its CHO; a landing page is the importer's default.
    europeanaAggregation: record.europeanaAggregation && {
      edmLandingPage: LANDING_PAGE_BASE + id,
      ...fields(omit(record.europeanaAggregation, 'changeLog')),
      aggregatedCHO: `/item${id}`,
    },
    agents: contextual('agents'),
    concepts: contextual('concepts'),
    places: contextual('places'),
    timespans: contextual('timespans'),
    organizations: contextual('organizations'),
  };
}

/** The parts of an imported record that are compared. */
function compared(record: EdmRecord): Part {
  const aggregation = record.aggregations[0]!;
  return {
    type: record.type,
    proxies: record.proxies,
    aggregation: omit(aggregation, 'webResources'),
    webResources: aggregation.webResources ?? [],
    // The record-level facts Europeana's export keeps on its aggregation come back as
    // aggregation fields (the importer has no rule for them); they are checked apart.
    europeanaAggregation:
      record.europeanaAggregation &&
      omit(
        record.europeanaAggregation,
        'edmDatasetName',
        'edmCompleteness',
        'dctermsCreated',
        'dctermsModified',
      ),
    agents: record.agents ?? [],
    concepts: record.concepts ?? [],
    places: record.places ?? [],
    timespans: record.timespans ?? [],
    organizations: record.organizations ?? [],
  };
}

function importRdf(record: EdmRecord, edit = (xml: string) => xml): EdmRecord {
  const results = parseEdmRdfRecords(edit(toRdfXml(recordGraph(record))));
  expect(results).toHaveLength(1);
  const result = results[0]!;
  if (!('record' in result)) throw new Error(JSON.stringify(result));
  return result.record;
}

describe('record → .rdf → importer', () => {
  let corpus: RecordCorpus;
  beforeAll(async () => {
    corpus = await openRecordCorpus();
  });
  afterAll(() => corpus.close());

  it('covers the seed and the four Europeana samples', () => {
    expect(RECORD_SAMPLES).toHaveLength(4);
    expect(corpus.records.length).toBeGreaterThanOrEqual(446 + 4);
  });

  it('gives back every record', () => {
    const mismatches: string[] = [];
    for (const record of corpus.records) {
      const imported = importRdf(record);
      expect(imported.about).toBe(record.about);
      mismatches.push(...differences(expected(record), compared(imported), record.about));
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('fails when the RDF loses a statement, a language or a link target', () => {
    const record = corpus.records.find((r) => r.about === '/1001/MH670')!;
    const check = (edit: (xml: string) => string) =>
      differences(expected(record), compared(importRdf(record, edit)), record.about);
    expect(check((xml) => xml)).toEqual([]);
    expect(check((xml) => xml.replace(/<dc:creator [^>]*\/>/, ''))).not.toEqual([]);
    expect(check((xml) => xml.replace('xml:lang="nl"', 'xml:lang="de"'))).not.toEqual([]);
    expect(
      check((xml) =>
        xml.replace(/(<dcterms:spatial rdf:resource=")[^"]*/, '$1http://example.org/x'),
      ),
    ).not.toEqual([]);
  });

  it("keeps the record's dataset, completeness and timestamps on Europeana's aggregation", () => {
    const withAggregation = corpus.records.filter((r) => r.europeanaAggregation);
    expect(withAggregation.length).toBeGreaterThan(400);
    for (const record of withAggregation) {
      const europeana = importRdf(record).europeanaAggregation!;
      expect(europeana.edmDatasetName).toEqual({ def: [record.europeanaCollectionName![0]] });
      if (record.europeanaCompleteness !== undefined)
        expect(europeana.edmCompleteness).toEqual({ def: [String(record.europeanaCompleteness)] });
      expect(europeana.dctermsCreated).toEqual({ def: [record.timestamp_created] });
      expect(europeana.dctermsModified).toEqual({ def: [record.timestamp_update] });
    }
  });
});

/** Where two JSON values differ, as short `path: want … got …` lines (undefined keys are absent). */
function differences(want: unknown, got: unknown, path: string): string[] {
  const short = (v: unknown) => JSON.stringify(v)?.slice(0, 160);
  if (Array.isArray(want) && Array.isArray(got)) {
    if (want.length !== got.length)
      return [`${path}: ${want.length} values, got ${got.length}: ${short(got)}`];
    return want.flatMap((w, i) => differences(w, got[i], `${path}[${i}]`));
  }
  if (want && got && typeof want === 'object' && typeof got === 'object') {
    const keys = new Set([...Object.keys(want), ...Object.keys(got)]);
    return [...keys].flatMap((k) =>
      differences((want as Part)[k], (got as Part)[k], `${path}.${k}`),
    );
  }
  return want === got ? [] : [`${path}: want ${short(want)} got ${short(got)}`];
}

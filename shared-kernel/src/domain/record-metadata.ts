import type { Aggregation, Proxy, RecordObject } from './item';
import type { LanguageMap } from './language-map';
import {
  recordEntities,
  resolveEntities,
  type RecordEntity,
  type ResolvedLanguageMap,
} from './record-entities';
import {
  asLanguageMap,
  capLanguageMap,
  mergeLanguageMaps,
  untaggedPart,
} from './record-language-map';
import { collapseYearMap } from './year-runs';

/**
 * The fields the item page shows, in its order (contract §2, "What the portal displays"). The
 * timestamps are added from the record's own `timestamp_created` / `timestamp_update`, and
 * `keywords` come from tagging annotations.
 */
export const ITEM_DISPLAY_FIELDS = [
  'dcTitle',
  'dctermsAlternative',
  'dcDescription',
  'dcContributor',
  'dcCreator',
  'dcPublisher',
  'dcSubject',
  'dcType',
  'dcDate',
  'dctermsMedium',
  'edmDataProvider',
  'edmProvider',
  'edmIntermediateProvider',
  'edmRights',
  'edmUgc',
  'dcRights',
  'dctermsCreated',
  'dctermsIssued',
  'dctermsTemporal',
  'dcCoverage',
  'dctermsSpatial',
  'edmCurrentLocation',
  'dctermsProvenance',
  'dcSource',
  'dcIdentifier',
  'dctermsExtent',
  'dcDuration',
  'dcFormat',
  'dcLanguage',
  'dctermsIsPartOf',
  'dcRelation',
  'dctermsReferences',
  'dctermsHasPart',
  'dctermsHasVersion',
  'dctermsIsFormatOf',
  'dctermsIsReferencedBy',
  'dctermsIsReplacedBy',
  'dctermsIsRequiredBy',
  'edmHasMet',
  'edmIncorporates',
  'edmIsDerivativeOf',
  'edmIsRelatedTo',
  'edmIsRepresentationOf',
  'edmIsSimilarTo',
  'edmIsSuccessorOf',
  'edmRealizes',
  'wasPresentAt',
  'year',
  'edmCountry',
  'edmLanguage',
  'edmIsShownBy',
  'edmObject',
  'europeanaCollectionName',
  'timestampCreated',
  'timestampUpdate',
  'dctermsTOC',
  'keywords',
] as const;

export type ItemDisplayField = (typeof ITEM_DISPLAY_FIELDS)[number];

/** Spec: each field of the item page shows at most 10 values. */
export const MAX_FIELD_VALUES = 10;

/** Record properties shown under another name (the proxy's `edmWasPresentAt`, say). */
const FIELD_ALIASES: Record<string, ItemDisplayField> = {
  edmWasPresentAt: 'wasPresentAt',
};

const DISPLAYED = new Set<string>(ITEM_DISPLAY_FIELDS);

/**
 * What the aggregations contribute: facts about the digital object and its providers. Their
 * other properties describe the aggregation itself (the Europeana aggregation's `dcCreator` is
 * "Europeana"), not the cultural object.
 */
const AGGREGATION_FIELDS = new Set<string>([
  'edmDataProvider',
  'edmProvider',
  'edmIntermediateProvider',
  'edmRights',
  'edmUgc',
  'dcRights',
  'edmIsShownBy',
  'edmObject',
  'edmCountry',
  'edmLanguage',
]);

export interface RecordProxies {
  /** The data as the provider sent it (`/proxy/provider/...`). */
  provider?: Proxy;
  /** An aggregator's enrichment (`/proxy/aggregator/...`), in newer records. */
  aggregator?: Proxy;
  /** Europeana's enrichments and translations (`europeanaProxy: true`). */
  europeana?: Proxy;
}

/** The record's proxies by role; legacy records have a single proxy without `europeanaProxy`. */
export function recordProxies(record: RecordObject): RecordProxies {
  const proxies = Array.isArray(record.proxies) ? record.proxies.filter(Boolean) : [];
  const about = (proxy: Proxy) => (typeof proxy.about === 'string' ? proxy.about : '');
  const europeana = proxies.find(
    (proxy) => proxy.europeanaProxy === true || about(proxy).startsWith('/proxy/europeana/'),
  );
  const aggregator = proxies.find((proxy) => about(proxy).startsWith('/proxy/aggregator/'));
  const provider =
    proxies.find((proxy) => about(proxy).startsWith('/proxy/provider/')) ??
    proxies.find((proxy) => proxy !== europeana && proxy !== aggregator);
  return { provider, aggregator, europeana };
}

/** The provider's aggregation: rights, data provider, media (`aggregations[0]`). */
export function providerAggregation(record: RecordObject): Aggregation | undefined {
  return Array.isArray(record.aggregations) ? (record.aggregations[0] ?? undefined) : undefined;
}

export interface MergeOptions {
  /**
   * A translation was asked for (`profile=translate`): keep the Europeana proxy's language-tagged
   * values, which then hold the translations. Otherwise only its untagged enrichments count.
   */
  translating?: boolean;
}

export type RecordMetadata = Partial<Record<ItemDisplayField, LanguageMap>>;

/**
 * The record's displayed fields merged the way the portal merges them (contract §2): provider
 * aggregation, then the Europeana aggregation, the provider proxy, the aggregator proxy and the
 * Europeana proxy, language by language without duplicates, each capped to 10 values per
 * language. Legacy plain values become untagged (`def`) values.
 */
export function mergeRecordMetadata(
  record: RecordObject,
  options: MergeOptions = {},
): RecordMetadata {
  const proxies = recordProxies(record);
  const sources: Array<Record<string, unknown> | undefined> = [
    providerAggregation(record),
    record.europeanaAggregation,
    proxies.provider,
    proxies.aggregator,
    proxies.europeana,
  ];
  const merged: RecordMetadata = {};
  sources.forEach((source, index) => {
    if (!source || typeof source !== 'object') return;
    const isAggregation = index < 2;
    const isEuropeanaProxy = index === sources.length - 1;
    for (const [key, value] of Object.entries(source)) {
      const field = FIELD_ALIASES[key] ?? key;
      if (!DISPLAYED.has(field)) continue;
      if (isAggregation && !AGGREGATION_FIELDS.has(field)) continue;
      let map = asLanguageMap(value);
      if (isEuropeanaProxy && !options.translating) map = untaggedPart(map);
      if (!map) continue;
      const name = field as ItemDisplayField;
      merged[name] = mergeLanguageMaps(merged[name], map);
    }
  });
  const collection = asLanguageMap(record.europeanaCollectionName);
  if (collection) {
    merged.europeanaCollectionName = mergeLanguageMaps(merged.europeanaCollectionName, collection);
  }
  // First publication and last update are the record's own timestamps (ISO 8601).
  const created = asLanguageMap(record.timestamp_created);
  const updated = asLanguageMap(record.timestamp_update);
  if (created) merged.timestampCreated = created;
  if (updated) merged.timestampUpdate = updated;
  if (merged.year) merged.year = collapseYearMap(merged.year);
  for (const [field, map] of Object.entries(merged) as Array<[ItemDisplayField, LanguageMap]>) {
    merged[field] = capLanguageMap(map, MAX_FIELD_VALUES);
  }
  return merged;
}

export type ResolvedMetadata = Partial<Record<ItemDisplayField, ResolvedLanguageMap>>;

/** Merged metadata whose untagged entity URIs are replaced by the record's entities. */
export function resolveRecordMetadata(
  metadata: RecordMetadata,
  entities: ReadonlyMap<string, RecordEntity>,
): ResolvedMetadata {
  const resolved: ResolvedMetadata = {};
  for (const [field, map] of Object.entries(metadata) as Array<[ItemDisplayField, LanguageMap]>) {
    resolved[field] = resolveEntities(map, entities);
  }
  return resolved;
}

/** Merge and resolve in one step: what the item page displays of a record. */
export function recordDisplayMetadata(
  record: RecordObject,
  options: MergeOptions = {},
): ResolvedMetadata {
  return resolveRecordMetadata(mergeRecordMetadata(record, options), recordEntities(record));
}

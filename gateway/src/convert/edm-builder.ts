import { withCompleteness } from '../edm/completeness';
import { CLASS_OF_ENTITY_TYPE } from '../edm/entity-to-contextual';
import { ENTITY_URI, ENTITY_TYPE_OF_KIND, LANDING_PAGE_BASE, type EntityKind } from '../edm/ids';
import { uriValues } from '../edm/lang-map';
import { canonicalMediaUrl } from '../edm/local-media';
import {
  CONTEXTUAL_CLASSES,
  type ContextualClass,
  type EdmAggregation,
  type EdmContextualEntity,
  type EdmEuropeanaAggregation,
  type EdmRecord,
  type EdmWebResource,
  type LangMap,
} from '../edm/types';
import type { EntityLookup } from './entity-lookup';

export interface MediaInput {
  url: string;
  mimeType?: string;
  width?: number;
  height?: number;
  byteSize?: number;
  /** Playing time of sound and video, in milliseconds (`ebucoreDuration`, a string in EDM JSON). */
  durationMs?: number;
  rights?: string;
  description?: LangMap;
  attribution?: string;
  /** The image's main colours, upper-case `#RRGGBB` (`edmComponentColor`, the COLOURPALETTE facet). */
  colours?: string[];
}

/** What a source record says, in EDM terms; `buildEdmRecord` assembles the Record API object. */
export interface EdmParts {
  id: string;
  type: string;
  /** Provider proxy properties (dcTitle, dcCreator, …): language maps, or strings for edmCurrentLocation etc. */
  proxy: Record<string, LangMap | string | string[] | undefined>;
  /** Europeana proxy properties (normalised years, enrichment links). */
  europeanaProxy?: Record<string, LangMap | undefined>;
  dataProvider: LangMap;
  provider: LangMap;
  rights: string;
  isShownAt?: string;
  /** media[0] is edmIsShownBy, the rest hasView. */
  media: MediaInput[];
  /** Thumbnail source when there is no media object (edmObject). */
  object?: string;
  country?: string;
  language?: string[];
  datasetName: string;
  ugc?: boolean;
  /** Entities to embed when the store does not have them (minimal labels from the source). */
  fallbackEntities?: ReadonlyMap<string, EdmContextualEntity>;
  /** Extra entity URIs to embed besides those found in proxy fields. */
  extraEntities?: readonly string[];
  timestampCreated?: string;
  timestampUpdate?: string;
  europeanaCompleteness?: number;
}

const PROXY_FIELD_ORDER = [
  'dcTitle',
  'dctermsAlternative',
  'dcDescription',
  'dcCreator',
  'dcContributor',
  'dcDate',
  'dctermsCreated',
  'dctermsIssued',
  'dctermsTemporal',
  'dcType',
  'dcFormat',
  'dctermsMedium',
  'dctermsExtent',
  'dcSubject',
  'dctermsSpatial',
  'dcCoverage',
  'edmCurrentLocation',
  'dcIdentifier',
  'dcLanguage',
  'dcPublisher',
  'dcSource',
  'dcRights',
  'dctermsProvenance',
  'dctermsIsPartOf',
  'dcRelation',
];

/** Assembles the Record API `object` (two proxies, aggregation, europeanaAggregation, entities). */
export function buildEdmRecord(parts: EdmParts, lookup: EntityLookup): EdmRecord {
  const localId = parts.id;
  const media = parts.media.map((m) => ({ ...m, url: canonicalMediaUrl(m.url) }));
  const object = parts.object ? canonicalMediaUrl(parts.object) : media[0]?.url;
  const providerProxy: Record<string, unknown> = { about: `/proxy/provider${localId}` };
  // Known properties in PROXY_FIELD_ORDER, then the others in the source's order.
  for (const key of PROXY_FIELD_ORDER) {
    if (key in parts.proxy) setProxyField(providerProxy, key, parts.proxy[key]);
  }
  for (const key of Object.keys(parts.proxy)) {
    if (!PROXY_FIELD_SET.has(key)) setProxyField(providerProxy, key, parts.proxy[key]);
  }
  providerProxy.proxyIn = [`/aggregation/provider${localId}`];
  providerProxy.proxyFor = `/item${localId}`;
  providerProxy.edmType = parts.type;
  providerProxy.europeanaProxy = false;
  const europeanaProxy: Record<string, unknown> = {
    about: `/proxy/europeana${localId}`,
    proxyIn: [`/aggregation/europeana${localId}`],
    proxyFor: `/item${localId}`,
    edmType: parts.type,
  };
  for (const [key, value] of Object.entries(parts.europeanaProxy ?? {})) {
    if (value && Object.keys(value).length) europeanaProxy[key] = value;
  }
  europeanaProxy.europeanaProxy = true;

  const webResources: EdmWebResource[] = media.map(webResource);
  if (parts.isShownAt) webResources.push({ about: parts.isShownAt });
  if (object && !media.some((m) => m.url === object)) webResources.push({ about: object });

  // The optional keys are set in place, in the order the text has always had (no spread of
  // one-key objects: that was a dozen short-lived objects per record).
  const aggregation: EdmAggregation = {
    about: `/aggregation/provider${localId}`,
    edmDataProvider: parts.dataProvider,
    edmProvider: parts.provider,
    edmRights: { def: [parts.rights] },
  };
  if (media[0]) aggregation.edmIsShownBy = media[0].url;
  if (parts.isShownAt) aggregation.edmIsShownAt = parts.isShownAt;
  if (object) aggregation.edmObject = object;
  if (media.length > 1) aggregation.hasView = media.slice(1).map((m) => m.url);
  aggregation.aggregatedCHO = `/item${localId}`;
  aggregation.edmUgc = parts.ugc ? 'true' : 'false';
  aggregation.webResources = webResources;
  const europeanaAggregation: EdmEuropeanaAggregation = {
    about: `/aggregation/europeana${localId}`,
    aggregatedCHO: `/item${localId}`,
    edmLandingPage: LANDING_PAGE_BASE + localId,
  };
  if (object) europeanaAggregation.edmPreview = object;
  if (parts.country) europeanaAggregation.edmCountry = { def: [parts.country] };
  if (parts.language?.length) europeanaAggregation.edmLanguage = { def: parts.language };
  europeanaAggregation.edmRights = { def: [parts.rights] };
  const title = Object.values((parts.proxy.dcTitle as LangMap | undefined) ?? {}).flat();
  const years = yearList(parts);
  const record: EdmRecord = { about: localId, type: parts.type } as EdmRecord;
  if (title.length) record.title = [...new Set(title)];
  if (years.length) record.year = years;
  if (parts.language?.length) record.language = parts.language;
  if (parts.country) record.country = [parts.country];
  record.provider = Object.values(parts.provider).flat();
  record.europeanaCollectionName = [parts.datasetName];
  record.edmDatasetName = [parts.datasetName];
  if (parts.europeanaCompleteness !== undefined)
    record.europeanaCompleteness = parts.europeanaCompleteness;
  if (parts.timestampCreated) record.timestamp_created = parts.timestampCreated;
  if (parts.timestampUpdate) record.timestamp_update = parts.timestampUpdate;
  record.proxies = [
    providerProxy as EdmRecord['proxies'][number],
    europeanaProxy as EdmRecord['proxies'][number],
  ];
  record.aggregations = [aggregation];
  record.europeanaAggregation = europeanaAggregation;
  record.providedCHOs = [{ about: `/item${localId}` }];
  embedEntities(record, parts, lookup);
  return withCompleteness(record);
}

const PROXY_FIELD_SET: ReadonlySet<string> = new Set(PROXY_FIELD_ORDER);

/** Sets a provider proxy property unless it is missing (undefined, null) or an empty object. */
function setProxyField(proxy: Record<string, unknown>, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'object') {
    for (const _ in value) {
      proxy[key] = value;
      return;
    }
    return;
  }
  proxy[key] = value;
}

function yearList(parts: EdmParts): string[] {
  return Object.values(parts.europeanaProxy?.year ?? {}).flat();
}

function webResource(m: MediaInput): EdmWebResource {
  const resource: EdmWebResource = { about: m.url };
  if (m.mimeType) resource.ebucoreHasMimeType = m.mimeType;
  if (m.byteSize) resource.ebucoreFileByteSize = m.byteSize;
  if (m.width) resource.ebucoreWidth = m.width;
  if (m.height) resource.ebucoreHeight = m.height;
  if (m.durationMs) resource.ebucoreDuration = String(Math.round(m.durationMs));
  if (m.width && m.height)
    resource.ebucoreOrientation = m.width >= m.height ? 'landscape' : 'portrait';
  if (m.colours?.length) resource.edmComponentColor = m.colours;
  if (m.description) resource.dcDescription = m.description;
  if (m.rights) resource.webResourceEdmRights = { def: [m.rights] };
  if (m.attribution) resource.textAttributionSnippet = m.attribution;
  return resource;
}

/**
 * Embeds every contextual entity the record links to (proxy `def` URIs, data provider,
 * extras), taking the stored Entity API document when there is one and the source's minimal
 * description otherwise. Broader concepts and places of embedded entities are not chased.
 */
function embedEntities(record: EdmRecord, parts: EdmParts, lookup: EntityLookup): void {
  const uris = new Set<string>();
  for (const value of Object.values(parts.proxy)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const uri of uriValues(value)) uris.add(uri);
    } else if (typeof value === 'string' && ENTITY_URI.test(value)) uris.add(value);
  }
  for (const uri of uriValues(parts.dataProvider)) uris.add(uri);
  for (const uri of uriValues(parts.provider)) uris.add(uri);
  for (const uri of parts.extraEntities ?? []) uris.add(uri);
  const buckets = new Map<ContextualClass, EdmContextualEntity[]>();
  for (const uri of uris) {
    const stored = lookup(uri);
    let cls: ContextualClass | undefined;
    let entity: EdmContextualEntity | undefined;
    if (stored) {
      cls = stored.cls;
      entity = stored.entity;
    } else {
      entity = parts.fallbackEntities?.get(uri);
      const kind = ENTITY_URI.exec(uri)?.[1] as EntityKind | undefined;
      cls = kind ? CLASS_OF_ENTITY_TYPE[ENTITY_TYPE_OF_KIND[kind]] : undefined;
    }
    if (!cls || !entity) continue;
    const list = buckets.get(cls) ?? [];
    list.push(entity);
    buckets.set(cls, list);
  }
  for (const cls of CONTEXTUAL_CLASSES) {
    const list = buckets.get(cls);
    if (list?.length) record[cls] = list;
  }
}

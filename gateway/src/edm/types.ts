/**
 * The EDM shapes of the Record API `object` (see shared/api/europeana-api-contract.md §2). Records
 * imported from Europeana keep whatever keys they carry, hence the index signatures; the named
 * keys are the ones the gateway reads or writes.
 */

/** `{ "en": ["…"], "def": ["…"] }` — language code to values; `def` = untagged or entity URIs. */
export type LangMap = Record<string, string[]>;

export interface EdmProxy {
  about: string;
  europeanaProxy: boolean;
  proxyFor?: string;
  proxyIn?: string[];
  lineage?: string[];
  edmType?: string;
  [field: string]: unknown;
}

export interface EdmWebResource {
  about: string;
  ebucoreHasMimeType?: string;
  ebucoreWidth?: number;
  ebucoreHeight?: number;
  ebucoreFileByteSize?: number;
  /** Milliseconds, as a string (the Record API's type). */
  ebucoreDuration?: string;
  webResourceEdmRights?: LangMap;
  [field: string]: unknown;
}

export interface EdmAggregation {
  about: string;
  edmDataProvider?: LangMap;
  edmProvider?: LangMap;
  edmIntermediateProvider?: LangMap;
  edmRights?: LangMap;
  dcRights?: LangMap;
  edmIsShownBy?: string;
  edmIsShownAt?: string;
  edmObject?: string;
  hasView?: string[];
  aggregatedCHO?: string;
  edmUgc?: string;
  edmPreviewNoDistribute?: boolean;
  webResources?: EdmWebResource[];
  [field: string]: unknown;
}

export interface EdmEuropeanaAggregation {
  about: string;
  aggregatedCHO?: string;
  edmPreview?: string;
  edmLandingPage?: string;
  edmCountry?: LangMap;
  edmLanguage?: LangMap;
  edmRights?: LangMap;
  dqvHasQualityAnnotation?: string[];
  [field: string]: unknown;
}

/** Agents, concepts, places, timespans and organizations embedded in a record. */
export interface EdmContextualEntity {
  about: string;
  prefLabel?: LangMap;
  altLabel?: LangMap;
  hiddenLabel?: LangMap;
  note?: LangMap;
  latitude?: number;
  longitude?: number;
  begin?: LangMap;
  end?: LangMap;
  broader?: string[];
  isPartOf?: LangMap;
  [field: string]: unknown;
}

export interface EdmQualityAnnotation {
  about: string;
  body: string;
  created?: string;
  target?: string[];
}

export interface EdmRecord {
  about: string;
  type: string;
  title?: string[];
  year?: string[];
  language?: string[];
  country?: string[];
  provider?: string[];
  europeanaCollectionName?: string[];
  edmDatasetName?: string[];
  europeanaCompleteness?: number;
  timestamp_created?: string;
  timestamp_created_epoch?: number;
  timestamp_update?: string;
  timestamp_update_epoch?: number;
  proxies: EdmProxy[];
  aggregations: EdmAggregation[];
  europeanaAggregation?: EdmEuropeanaAggregation;
  providedCHOs?: Array<{ about: string }>;
  agents?: EdmContextualEntity[];
  concepts?: EdmContextualEntity[];
  places?: EdmContextualEntity[];
  timespans?: EdmContextualEntity[];
  organizations?: EdmContextualEntity[];
  services?: Array<{ about: string; [field: string]: unknown }>;
  licenses?: Array<{ about: string; [field: string]: unknown }>;
  qualityAnnotations?: EdmQualityAnnotation[];
  [field: string]: unknown;
}

export const CONTEXTUAL_CLASSES = [
  'agents',
  'concepts',
  'places',
  'timespans',
  'organizations',
] as const;
export type ContextualClass = (typeof CONTEXTUAL_CLASSES)[number];

/** Facts for indexing that the EDM object does not carry (kept in `items.hints_json`). */
export interface IndexHints {
  /** Thematic collections (`collection` facet / `theme` parameter). */
  themes?: string[];
  contentTier?: number;
  metadataTier?: string;
}

/** Tags and transcriptions attached to an item (Annotation API data). */
export interface ItemAnnotationInput {
  motivation: 'tagging' | 'transcribing';
  language?: string;
  value: string;
}

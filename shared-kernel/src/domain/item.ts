import type { LanguageMap } from './language-map';

export type EdmType = 'IMAGE' | 'TEXT' | 'SOUND' | 'VIDEO' | '3D';

/** Record ids look like `/{datasetId}/{localId}` (spec §3; the portal's regex). */
export const RECORD_ID_PATTERN = /^\/\d+\/\w+$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID_PATTERN.test(value);
}

/** An item as the Search API returns it (the fields the portal reads). */
export interface SearchItem {
  id: string;
  type?: EdmType;
  title?: string[];
  dcTitleLangAware?: LanguageMap;
  dcDescriptionLangAware?: LanguageMap;
  dcCreatorLangAware?: LanguageMap;
  dcCreator?: string[];
  dataProvider?: string[];
  provider?: string[];
  rights?: string[];
  edmPreview?: string[];
  edmIsShownBy?: string[];
  year?: string[];
  country?: string[];
  link?: string;
  guid?: string;
  score?: number;
  [field: string]: unknown;
}

/** The card view of an item: the kept fields of spec §3, texts cut to 256 characters. */
export interface ItemSummary {
  id: string;
  type?: EdmType;
  title?: LanguageMap;
  description?: LanguageMap;
  creator?: LanguageMap;
  dataProvider?: string;
  rights?: string;
  preview?: string;
}

export interface WebResource {
  about: string;
  ebucoreHasMimeType?: string;
  ebucoreWidth?: number;
  ebucoreHeight?: number;
  ebucoreDuration?: string;
  webResourceEdmRights?: LanguageMap;
  isNextInSequence?: string | string[];
  rdfType?: string | string[];
  svcsHasService?: string[];
  dctermsIsReferencedBy?: string[];
  textAttributionSnippet?: string;
  htmlAttributionSnippet?: string;
  [field: string]: unknown;
}

export interface Proxy {
  about: string;
  europeanaProxy?: boolean;
  [field: string]: unknown;
}

export interface Aggregation {
  about: string;
  edmIsShownBy?: string;
  edmIsShownAt?: string;
  edmObject?: string;
  edmRights?: LanguageMap;
  edmDataProvider?: LanguageMap;
  edmProvider?: LanguageMap;
  hasView?: string[];
  webResources?: WebResource[];
  [field: string]: unknown;
}

export interface ContextualEntity {
  about: string;
  prefLabel?: LanguageMap;
  [field: string]: unknown;
}

/** The `object` of a Record API response (contract §2). */
export interface RecordObject {
  about: string;
  type: EdmType;
  title?: string[];
  proxies: Proxy[];
  aggregations: Aggregation[];
  europeanaAggregation?: Record<string, unknown> & {
    edmPreview?: string;
    edmCountry?: LanguageMap;
  };
  agents?: ContextualEntity[];
  concepts?: ContextualEntity[];
  places?: ContextualEntity[];
  timespans?: ContextualEntity[];
  organizations?: ContextualEntity[];
  services?: Array<{ about: string; dctermsConformsTo?: string[] }>;
  timestamp_created?: string;
  timestamp_update?: string;
  [field: string]: unknown;
}

import { capitaliseCountry } from '../edm/countries';
import type { FtsColumn } from '../edm/derive';

/** How a query field is answered. */
export type FieldSpec =
  | { kind: 'text'; columns: readonly FtsColumn[] }
  | { kind: 'facet'; field: string; normalize: (value: string) => string }
  | {
      kind: 'column';
      column: 'timestamp_created' | 'timestamp_update' | 'completeness';
      dates: boolean;
    }
  | { kind: 'id' };

const ALL_TEXT: readonly FtsColumn[] = [
  'title',
  'who',
  'subject',
  'what',
  'place',
  'time',
  'description',
  'other',
];

const TEXT_FIELDS: Record<string, readonly FtsColumn[]> = {
  text: ALL_TEXT,
  title: ['title'],
  who: ['who'],
  what: ['what', 'subject'],
  where: ['place'],
  when: ['time'],
  subject: ['subject'],
  description: ['description'],
  proxy_dc_title: ['title'],
  proxy_dcterms_alternative: ['title'],
  proxy_dc_creator: ['who'],
  proxy_dc_contributor: ['who'],
  proxy_dc_description: ['description'],
  proxy_dc_subject: ['subject'],
  proxy_dcterms_spatial: ['place'],
  proxy_dc_coverage: ['place'],
  proxy_dc_date: ['time'],
  proxy_dcterms_created: ['time'],
  proxy_dcterms_temporal: ['time'],
  proxy_dc_identifier: ['other'],
  proxy_dc_publisher: ['other'],
  proxy_dc_source: ['other'],
  fulltext: ['other'],
};

const same = (v: string): string => v;
const upper = (v: string): string => v.toUpperCase();
const lower = (v: string): string => v.toLowerCase();
/** Greyscale is the other side of colour: IMAGE_GREYSCALE:true selects IMAGE_COLOUR:false. */
const greyscaleAsColour = (v: string): string =>
  ({ true: 'false', false: 'true' })[v.toLowerCase()] ?? v.toLowerCase();
/** Names that filter but are no facet of their own (api2 has no IMAGE_GREYSCALE facet). */
const FILTER_ONLY = new Set(['IMAGE_GREYSCALE']);
const colour = (v: string): string => (v.startsWith('#') ? v : `#${v}`).toUpperCase();
/** api2 rewrites https:// to http:// inside field values (entity and rights URIs are http). */
const uri = (v: string): string => v.replace(/^https:\/\//i, 'http://');

/** Facet fields by query name (Search API names plus the Solr names the portal may send). */
const FACET_FIELDS: Record<string, [field: string, normalize: (value: string) => string]> = {
  TYPE: ['TYPE', upper],
  COUNTRY: ['COUNTRY', capitaliseCountry],
  LANGUAGE: ['LANGUAGE', lower],
  PROVIDER: ['PROVIDER', same],
  DATA_PROVIDER: ['DATA_PROVIDER', same],
  provider_aggregation_edm_dataProvider: ['DATA_PROVIDER', same],
  provider_aggregation_edm_provider: ['PROVIDER', same],
  CREATOR: ['CREATOR', same],
  RIGHTS: ['RIGHTS', uri],
  provider_aggregation_edm_rights: ['RIGHTS', uri],
  REUSABILITY: ['REUSABILITY', lower],
  contentTier: ['contentTier', same],
  metadataTier: ['metadataTier', upper],
  collection: ['collection', lower],
  MIME_TYPE: ['MIME_TYPE', lower],
  IMAGE_SIZE: ['IMAGE_SIZE', lower],
  IMAGE_ASPECTRATIO: ['IMAGE_ASPECTRATIO', lower],
  IMAGE_COLOUR: ['IMAGE_COLOUR', lower],
  IMAGE_COLOR: ['IMAGE_COLOUR', lower],
  IMAGE_GREYSCALE: ['IMAGE_COLOUR', greyscaleAsColour],
  SOUND_HQ: ['SOUND_HQ', lower],
  SOUND_DURATION: ['SOUND_DURATION', lower],
  VIDEO_HD: ['VIDEO_HD', lower],
  VIDEO_DURATION: ['VIDEO_DURATION', lower],
  COLOURPALETTE: ['COLOURPALETTE', colour],
  YEAR: ['YEAR', same],
  UGC: ['UGC', lower],
  MEDIA: ['MEDIA', lower],
  has_media: ['MEDIA', lower],
  THUMBNAIL: ['THUMBNAIL', lower],
  has_thumbnails: ['THUMBNAIL', lower],
  TEXT_FULLTEXT: ['TEXT_FULLTEXT', lower],
  is_fulltext: ['TEXT_FULLTEXT', lower],
  LANDINGPAGE: ['LANDINGPAGE', lower],
  has_landingpage: ['LANDINGPAGE', lower],
  edm_agent: ['edm_agent', uri],
  skos_concept: ['skos_concept', uri],
  edm_place: ['edm_place', uri],
  edm_timespan: ['edm_timespan', uri],
  foaf_organization: ['foaf_organization', uri],
};

/** `proxy_dc_type`, `proxy_dc_type.en`, … (values of all languages, or of one). */
const PROXY_FACET =
  /^(proxy_dc_format|proxy_dc_type|proxy_dcterms_issued|proxy_dcterms_medium)(\.[a-z]{2,3}|\.def)?$/;

export function fieldSpec(name: string | undefined): FieldSpec | undefined {
  if (name === undefined) return { kind: 'text', columns: ALL_TEXT };
  const text = TEXT_FIELDS[name];
  if (text) return { kind: 'text', columns: text };
  const facet = FACET_FIELDS[name];
  if (facet) return { kind: 'facet', field: facet[0], normalize: facet[1] };
  if (PROXY_FACET.test(name))
    return { kind: 'facet', field: name.replace(/\.def$/, ''), normalize: same };
  if (name === 'europeana_id') return { kind: 'id' };
  if (name === 'timestamp_created' || name === 'timestamp_update')
    return { kind: 'column', column: name, dates: true };
  if (name === 'timestamp') return { kind: 'column', column: 'timestamp_update', dates: true };
  if (name === 'COMPLETENESS' || name === 'europeana_completeness') {
    return { kind: 'column', column: 'completeness', dates: false };
  }
  return undefined;
}

/** The facet fields a `facet=` parameter may name (the same names as queries). */
export function facetFieldName(name: string): string | undefined {
  if (FILTER_ONLY.has(name)) return undefined;
  const spec = fieldSpec(name);
  return spec?.kind === 'facet' ? spec.field : undefined;
}

export const TEXT_COLUMNS = ALL_TEXT;

/**
 * The facets of the search sidebar (spec §3 "Facets"), in the order they are shown. Each says how
 * its values become filters: a `qf` entry per value (quoted or not: some fields do not accept
 * phrases), or the separate `reusability` parameter.
 */
export type FacetKind = 'checkbox' | 'radio' | 'colour' | 'type' | 'date-range';

export interface FacetDefinition {
  /** The facet's name in the Search API, which is also its `qf` field. */
  name: string;
  kind: FacetKind;
  param: 'qf' | 'reusability';
  /** Values are written as phrases (`COUNTRY:"United Kingdom"`). */
  quoted: boolean;
  /** Long lists get a box to narrow the values down. */
  searchable: boolean;
  /** `main` facets are shown open; `more` ones under "more filters". */
  group: 'main' | 'more';
  /** Values offered whatever the counts (the thematic collections). */
  staticValues?: readonly string[];
  /** False for the date range, which needs no values from the API. */
  counted: boolean;
}

/** The thematic collections (`collection:<theme>`), as the Search API knows them. */
export const COLLECTION_THEMES = [
  'archaeology',
  'art',
  'fashion',
  'industrial',
  'manuscript',
  'map',
  'migration',
  'music',
  'nature',
  'newspaper',
  'photography',
  'sport',
  'ww1',
] as const;

export const EDM_TYPES = ['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D'] as const;
export const REUSABILITY_VALUES = ['open', 'permission', 'restricted', 'uncategorized'] as const;
export const IMAGE_SIZES = ['small', 'medium', 'large', 'extra_large'] as const;
export const IMAGE_ASPECT_RATIOS = ['landscape', 'portrait'] as const;
export const CONTENT_TIERS = ['0', '1', '2', '3', '4'] as const;

const facet = (
  name: string,
  options: Partial<Omit<FacetDefinition, 'name'>> = {},
): FacetDefinition => ({
  name,
  kind: 'checkbox',
  param: 'qf',
  quoted: true,
  searchable: false,
  group: 'main',
  counted: true,
  ...options,
});

export const COLLECTION_FACET = facet('collection', {
  kind: 'radio',
  quoted: false,
  staticValues: COLLECTION_THEMES,
});

export const SEARCH_FACETS: readonly FacetDefinition[] = [
  COLLECTION_FACET,
  facet('TYPE', { kind: 'type' }),
  facet('REUSABILITY', { param: 'reusability', quoted: false }),
  facet('COUNTRY', { searchable: true }),
  facet('LANGUAGE', { searchable: true }),
  facet('PROVIDER', { searchable: true }),
  facet('DATA_PROVIDER', { searchable: true }),
  facet('CREATOR', { searchable: true }),
  facet('RIGHTS'),
  facet('COLOURPALETTE', { kind: 'colour', quoted: false, group: 'more' }),
  facet('IMAGE_SIZE', { quoted: false, group: 'more' }),
  facet('IMAGE_ASPECTRATIO', { group: 'more' }),
  facet('MIME_TYPE', { quoted: false, searchable: true, group: 'more' }),
  facet('contentTier', { group: 'more' }),
  facet('proxy_dcterms_issued', {
    kind: 'date-range',
    quoted: false,
    group: 'more',
    counted: false,
  }),
  facet('proxy_dc_format.en', { searchable: true, group: 'more' }),
  facet('proxy_dc_type.en', { searchable: true, group: 'more' }),
  facet('proxy_dcterms_medium.en', { searchable: true, group: 'more' }),
];

const BY_NAME = new Map(SEARCH_FACETS.map((definition) => [definition.name, definition]));

export function facetDefinition(name: string): FacetDefinition | undefined {
  return BY_NAME.get(name);
}

/** The facets to ask the Search API for (`facet=` values). */
export function countedFacetNames(options: { collectionFacet?: boolean } = {}): string[] {
  return SEARCH_FACETS.filter(
    (definition) =>
      definition.counted && (options.collectionFacet !== false || definition !== COLLECTION_FACET),
  ).map((definition) => definition.name);
}

/** Colour palette values are hex colours (`#1E90FF`). */
export function isHexColour(value: string): boolean {
  return /^#?[0-9a-f]{6}$/i.test(value);
}

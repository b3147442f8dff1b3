/** `facet=DEFAULT` (or no facet with the facets profile): api2's enum + technical facets. */
export const DEFAULT_FACETS = [
  'UGC',
  'LANGUAGE',
  'TYPE',
  'YEAR',
  'PROVIDER',
  'DATA_PROVIDER',
  'COUNTRY',
  'RIGHTS',
  'REUSABILITY',
  'MIME_TYPE',
  'IMAGE_SIZE',
  'IMAGE_ASPECTRATIO',
  'IMAGE_COLOUR',
  'COLOURPALETTE',
  'VIDEO_DURATION',
  'VIDEO_HD',
  'SOUND_HQ',
  'SOUND_DURATION',
];

export const FACET_DEFAULT_LIMIT = 50;

/** Expands DEFAULT, keeps the requested order, drops duplicates. */
export function resolveFacetNames(requested: readonly string[]): string[] {
  const names = requested.length ? requested : ['DEFAULT'];
  const out: string[] = [];
  for (const name of names) {
    for (const n of name === 'DEFAULT' ? DEFAULT_FACETS : [name]) if (!out.includes(n)) out.push(n);
  }
  return out;
}

import { hash53 } from '../../edm/hash';
import { ApiError } from '../../http/api-error';
import { invalidTokenError, type BearerState } from '../../http/api-key';
import { facetFieldName } from '../../query/fields';
import type { FacetRequest } from '../../search/engine';
import type { SortField, SortKey } from '../../search/sort';
import { decodeCursor } from './cursor';
import { FACET_DEFAULT_LIMIT, resolveFacetNames } from './facet-names';
import { queryTranslationParam, type QueryTranslation } from './query-translation';
import { checkQueryLength } from './search-query';

export type ParamValue = string | string[] | undefined;
export type RawParams = Record<string, ParamValue>;

export type Profile = 'minimal' | 'standard' | 'rich';

export interface SearchParams {
  query: string;
  qf: string[];
  reusability: string[];
  media?: boolean;
  thumbnail?: boolean;
  textFulltext?: boolean;
  landingpage?: boolean;
  colourpalette: string[];
  theme?: string;
  sort: SortKey[];
  rows: number;
  /** 0-based offset of the first result. */
  offset: number;
  cursor?: { offset: number; seed?: number };
  profiles: Set<string>;
  view: Profile;
  /** profile=facets alone: the standard view plus a few rich fields (api2 quirk). */
  facetsQuirk: boolean;
  withFacets: boolean;
  facets: FacetRequest[];
  lang: string[];
  translate: boolean;
  /**
   * profile=translate with `q.source` and `q.target`: the query's words that name an entity in the
   * source language are ORed with its target-language label (`query/translate.ts`).
   */
  queryTranslation?: QueryTranslation;
  /** profile=debug: items also carry their tiers (`contentTier`, `metadataTier`). */
  debug: boolean;
  /**
   * profile=hits: where the query's words occur in the items' full text, at most `selectors` per
   * item (`hit.selectors`, default 1), in the fields of `hit.fl` (default `fulltext.*`).
   */
  hits?: { selectors: number; fields: string[] };
}

export const ROW_LIMIT = 100;
/** The most highlights given per item (`hit.selectors` above it gives this many). */
export const MAX_HIT_SELECTORS = 100;
export const PAGE_LIMIT = 1000;
export const THEMES = [
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
];
const REUSABILITY = new Set(['open', 'restricted', 'permission', 'uncategorized']);
const SORT_FIELDS = new Set<SortField>([
  'score',
  'timestamp_created',
  'timestamp_update',
  'europeana_id',
  'random',
  'COMPLETENESS',
  'is_fulltext',
  'has_thumbnails',
  'has_media',
]);
const KNOWN_PROFILES = new Set([
  'minimal',
  'standard',
  'rich',
  'facets',
  'portal',
  'params',
  'hits',
  'translate',
  'debug',
  'spelling',
  'breadcrumbs',
]);

/** Every value of a parameter: repeated keys and comma lists flattened, blanks dropped. */
export function listParam(value: ParamValue, splitCommas = true): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => (splitCommas ? v.split(',') : [v]))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function single(value: ParamValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function integerParam(raw: RawParams, name: string, fallback: number, min: number): number {
  const text = single(raw[name]);
  if (text === undefined || text.trim() === '') return fallback;
  if (!/^-?\d+$/.test(text.trim()))
    throw new ApiError(
      400,
      `Invalid ${name} parameter`,
      `${name} must be an integer, got '${text}'`,
      '400-SA',
    );
  const n = Number(text);
  if (n < min)
    throw new ApiError(
      400,
      `Invalid ${name} parameter`,
      `${name} must be at least ${min}`,
      '400-SA',
    );
  return n;
}

function booleanParam(raw: RawParams, name: string): boolean | undefined {
  const text = single(raw[name])?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new ApiError(400, `Invalid ${name} parameter`, `${name} must be true or false`, '400-SA');
}

/** Validates and normalises Search API parameters (contract §1); throws ApiError on bad input. */
/**
 * `bearer`: the request's Bearer token as the router checked it (on the main thread, which holds
 * the identity server's key; the search thread only gets the parsed parameters); `true` and
 * `false` mean `valid` and `absent`.
 */
export function parseSearchParams(raw: RawParams, bearer: BearerState | boolean): SearchParams {
  const bearerState: BearerState = bearer === true ? 'valid' : bearer === false ? 'absent' : bearer;
  const query = single(raw.query)?.trim() ?? '';
  if (!query)
    throw new ApiError(
      400,
      'Invalid query parameter',
      'The query parameter is required and cannot be empty.',
      '400-SE',
    );

  const rows = Math.min(integerParam(raw, 'rows', 12, 0), ROW_LIMIT);
  const start = integerParam(raw, 'start', 1, 1);
  const cursorText = single(raw.cursor);
  let cursor: SearchParams['cursor'];
  if (cursorText !== undefined) {
    if (start > 1) {
      throw new ApiError(
        400,
        'Invalid parameter',
        'Cursor-based pagination cannot be combined with start greater than 1.',
        '400-SD',
      );
    }
    cursor = cursorText === '*' ? { offset: 0 } : decodeCursor(cursorText);
  } else if (start - 1 + rows > PAGE_LIMIT) {
    throw new ApiError(
      400,
      'Invalid parameter',
      'It is not possible to paginate beyond the first 1000 search results. Please use cursor-based pagination instead',
      '400-SL',
    );
  }

  const profiles = new Set(
    listParam(raw.profile)
      .flatMap((p) => p.split(/\s+/))
      .filter((p) => KNOWN_PROFILES.has(p)),
  );
  // profile=translate needs a user's access token (403 without one, 401 for one the identity
  // server did not issue or that expired). There is no machine translation offline: the items'
  // stored language maps are filtered and ordered to `lang` (the first code is the target),
  // exactly what `lang` alone does, and `q.source`/`q.target` translate the query with the
  // entities' labels as a dictionary (queryTranslationParam; see store/STORE.md, Translation).
  const translate = profiles.has('translate');
  if (translate && bearerState === 'absent') {
    throw new ApiError(
      403,
      'Forbidden',
      'The translate profile requires an authenticated user (Authorization: Bearer).',
      '403',
    );
  }
  // A token that is not a valid access token of the gateway's identity server (http/api-key.ts).
  if (translate && bearerState === 'invalid') throw invalidTokenError();

  const view: Profile = profiles.has('rich')
    ? 'rich'
    : profiles.has('minimal') && !profiles.has('standard') && !profiles.has('portal')
      ? 'minimal'
      : 'standard';
  const facetsQuirk =
    view === 'standard' &&
    !profiles.has('standard') &&
    !profiles.has('portal') &&
    profiles.size > 0;
  const withFacets = profiles.has('facets') || profiles.has('portal');

  const reusability = listParam(raw.reusability).map((r) => r.toLowerCase());
  for (const r of reusability) {
    if (!REUSABILITY.has(r))
      throw new ApiError(
        400,
        'Invalid reusability parameter',
        `Unknown reusability '${r}'`,
        '400-SA',
      );
  }
  const colourpalette = listParam(raw.colourpalette).map((c) => {
    if (!/^#?[0-9a-f]{6}$/i.test(c))
      throw new ApiError(
        400,
        'Invalid colourpalette parameter',
        `'${c}' is not a hex colour`,
        '400-SA',
      );
    return (c.startsWith('#') ? c : `#${c}`).toUpperCase();
  });
  const theme = single(raw.theme)?.trim();
  if (theme !== undefined && theme !== '') {
    if (!/^[a-z0-9]+$/i.test(theme))
      throw new ApiError(
        400,
        'Invalid theme parameter',
        `The theme '${theme}' contains invalid characters.`,
        '400-SU',
      );
    if (!THEMES.includes(theme.toLowerCase()))
      throw new ApiError(
        400,
        'Invalid theme parameter',
        `Unknown theme '${theme}'. Known themes: ${THEMES.join(', ')}.`,
        '400-ST',
      );
  }
  validateBoostAndHits(raw);

  const filters = {
    query,
    qf: listParam(raw.qf, false),
    reusability,
    media: booleanParam(raw, 'media'),
    thumbnail: booleanParam(raw, 'thumbnail'),
    textFulltext: booleanParam(raw, 'text_fulltext'),
    landingpage: booleanParam(raw, 'landingpage'),
    colourpalette,
    ...(theme ? { theme: theme.toLowerCase() } : {}),
  };
  // The length only: the query is parsed and checked on the search thread (search-query.ts).
  checkQueryLength(filters);
  return {
    ...filters,
    sort: parseSort(raw.sort, cursor?.seed),
    rows,
    offset: cursor ? cursor.offset : start - 1,
    ...(cursor ? { cursor } : {}),
    profiles,
    view,
    facetsQuirk,
    withFacets,
    facets: withFacets ? facetRequests(raw) : [],
    lang: listParam(raw.lang).map((l) => l.toLowerCase()),
    translate,
    ...queryTranslationParam(raw, translate),
    debug: profiles.has('debug'),
    ...(profiles.has('hits')
      ? {
          hits: {
            // Any positive number is accepted, as api2 does; more than 100 per item are not given.
            selectors: Math.min(
              MAX_HIT_SELECTORS,
              Number(single(raw['hit.selectors'])?.trim() || 1),
            ),
            fields: listParam(raw['hit.fl']).length ? listParam(raw['hit.fl']) : ['fulltext.*'],
          },
        }
      : {}),
  };
}

/**
 * `field`, `field+asc`, `field desc` (a `+` in a query string arrives as a space), comma lists;
 * `random_<seed>` fixes the random order, a bare `random` draws a seed (kept in the cursor).
 */
function parseSort(value: ParamValue, cursorSeed?: number): SortKey[] {
  return listParam(value).map((entry) => {
    const [name = '', direction, ...extra] = entry.split(/[+\s]+/);
    if (extra.length) {
      throw new ApiError(
        400,
        'Invalid sort parameter',
        `'${entry}': expected a field and at most one direction (asc or desc)`,
        '400-SA',
      );
    }
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') {
      throw new ApiError(
        400,
        'Invalid sort parameter',
        `Unknown sort direction '${direction}'`,
        '400-SA',
      );
    }
    const random = /^random(?:_(\d+))?$/.exec(name);
    if (random) {
      const seed =
        random[1] !== undefined
          ? seedOf(random[1])
          : (cursorSeed ?? Math.floor(Math.random() * 1e9));
      return { field: 'random', desc: direction === 'desc', seed };
    }
    if (!SORT_FIELDS.has(name as SortField)) {
      throw new ApiError(400, 'Invalid sort parameter', `Cannot sort on '${name}'`, '400-SA');
    }
    const desc = direction ? direction === 'desc' : name === 'score';
    return { field: name as SortField, desc };
  });
}

/**
 * The number of a `random_<digits>` seed. Up to 15 digits it is the number itself (exact in a
 * double); longer runs, which Solr accepts too, are hashed to 53 bits: still one order per seed,
 * and it survives the cursor's JSON.
 */
function seedOf(digits: string): number {
  return digits.length <= 15 ? Number(digits) : hash53(digits);
}

function facetRequests(raw: RawParams): FacetRequest[] {
  const names = resolveFacetNames(listParam(raw.facet));
  const out: FacetRequest[] = [];
  for (const name of names) {
    const field = facetFieldName(name) ?? (name === 'REUSABILITY' ? 'REUSABILITY' : undefined);
    if (!field)
      throw new ApiError(400, 'Invalid facet parameter', `Unknown facet '${name}'`, '400-SA');
    const limit = integerParam(raw, `f.${name}.facet.limit`, FACET_DEFAULT_LIMIT, 0);
    const offset = integerParam(raw, `f.${name}.facet.offset`, 0, 0);
    out.push({ name, field, limit: Math.min(limit, 10_000), offset });
  }
  for (const name of listParam(raw['facet.range'])) {
    const field = facetFieldName(name)!;
    const number = (p: string): number => Number(single(raw[`f.${name}.facet.range.${p}`]));
    const range = { start: number('start'), end: number('end'), gap: number('gap') };
    if (
      range.gap <= 0 ||
      range.end <= range.start ||
      (range.end - range.start) / range.gap > 1000
    ) {
      throw new ApiError(
        400,
        'Invalid facet range',
        `facet.range ${name}: gap must be positive and give at most 1000 buckets`,
        '400-SR',
      );
    }
    out.push({ name, field, limit: 1000, offset: 0, range });
  }
  return out;
}

function validateBoostAndHits(raw: RawParams): void {
  const boost = single(raw.boost);
  if (
    boost !== undefined &&
    boost.trim() !== '' &&
    !/^\{!edismax\b[^}]*\}\s*\S/.test(boost.trim())
  ) {
    throw new ApiError(
      400,
      'Invalid boost parameter',
      'boost must be of the form {!edismax ...}<query>',
      '400-SB',
    );
  }
  const selectors = single(raw['hit.selectors'])?.trim();
  if (selectors !== undefined && selectors !== '') {
    // api2's messages.
    if (!/^[+-]?\d+$/.test(selectors))
      throw new ApiError(
        400,
        'Invalid hit.selectors parameter',
        'Parameter hit.selectors must be an integer',
        '400-SH',
      );
    if (Number(selectors) < 1)
      throw new ApiError(
        400,
        'Invalid hit.selectors parameter',
        'Parameter hit.selectors must be greater than 0',
        '400-SH',
      );
  }
  for (const name of listParam(raw['facet.range'])) {
    const ok = ['start', 'end', 'gap'].every((p) =>
      /^-?\d+$/.test(single(raw[`f.${name}.facet.range.${p}`]) ?? ''),
    );
    if (!ok || !facetFieldName(name)) {
      throw new ApiError(
        400,
        'Invalid facet range',
        `facet.range ${name} needs numeric f.${name}.facet.range.start/end/gap`,
        '400-SR',
      );
    }
  }
}

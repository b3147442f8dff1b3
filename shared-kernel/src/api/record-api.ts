import { isApiError } from './api-error';
import type { HttpClient } from './http-client';
import { jsonObject } from './payload-shape';
import type { QueryParams } from './query-string';
import type { RecordObject } from '../domain/item';
import type { SearchResponse } from '../domain/search';
import { isRecordId } from '../domain/item';

export interface SearchParams extends QueryParams {
  query: string;
  qf?: string[];
  rows?: number;
  start?: number;
  profile?: string;
  facet?: string | string[];
  sort?: string;
  reusability?: string;
  lang?: string;
  /** Query translation (with the `translate` profile): the query's language and English. */
  'q.source'?: string;
  'q.target'?: string;
  /** With the `hits` profile: highlights per item (default 1) and the fields (`fulltext.*`). */
  'hit.selectors'?: number;
  'hit.fl'?: string;
}

/** Multilingual search translates queries into this language (contract §1). */
export const QUERY_TRANSLATION_TARGET = 'en';

/** The parameters with `profile` added to their profile list (once). */
export function withProfile(params: SearchParams, profile: string): SearchParams {
  const profiles = (params.profile ?? '').split(',').filter(Boolean);
  if (!profiles.includes(profile)) profiles.push(profile);
  return { ...params, profile: profiles.join(',') };
}

/**
 * Search parameters for a multilingual search from `locale` (spec §7 "Translation adds profile
 * translate, lang, q.source, q.target=en"). An English search needs no translation.
 */
export function withQueryTranslation(params: SearchParams, locale: string): SearchParams {
  if (locale === QUERY_TRANSLATION_TARGET) return params;
  return {
    ...withProfile(params, 'translate'),
    lang: locale,
    'q.source': locale,
    'q.target': QUERY_TRANSLATION_TARGET,
  };
}

/** The Search API refused to page beyond the first 1000 results (`400-SL`). */
export function isPaginationLimitError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.statusCode === 400 &&
    (error.apiCode === '400-SL' || /paginate beyond the first/i.test(error.message))
  );
}

/** The query could not be parsed (`400-SA`: unbalanced brackets, an unknown field...). */
export function isInvalidQueryError(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 400 && error.apiCode === '400-SA';
}

/**
 * Translation was refused (403: no signed-in user token) or its quota is used up (502 `502-TS`):
 * the portal then searches again without translating.
 */
export function isTranslationUnavailableError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.statusCode === 403 || (error.statusCode === 502 && error.apiCode === '502-TS'))
  );
}

/**
 * What the search page and the record page read without checking (see payload-shape); exported
 * for calls made on the raw client (the full-text search, a translated record).
 */
export const SEARCH_RESPONSE_SHAPE = jsonObject({ arrays: ['items', 'facets', 'hits'] });
export const RECORD_RESPONSE_SHAPE = jsonObject({ objects: ['object'] });

export interface RecordResponse {
  success: boolean;
  object: RecordObject;
}

/** Record API (search and records), contract §1 and §2. */
export function createRecordApi(client: HttpClient) {
  return {
    client,
    search(params: SearchParams): Promise<SearchResponse> {
      return client.get<SearchResponse>('/search.json', { params, expect: SEARCH_RESPONSE_SHAPE });
    },
    /** One record by its id (`/{datasetId}/{localId}`). */
    getRecord(id: string, params: QueryParams = {}): Promise<RecordResponse> {
      if (!isRecordId(id)) throw new RangeError(`Invalid record identifier: ${id}`);
      return client.get<RecordResponse>(`${id}.json`, {
        params,
        errorScope: 'item',
        expect: RECORD_RESPONSE_SHAPE,
      });
    },
    /** Several records by id, through a `europeana_id` query (contract §1 "Portal helpers"). */
    searchByIds(ids: string[], params: Omit<SearchParams, 'query'> = {}): Promise<SearchResponse> {
      const query = `europeana_id:(${ids.map((id) => `"${id}"`).join(' OR ')})`;
      return client.get<SearchResponse>('/search.json', {
        params: { rows: ids.length, ...params, query },
        expect: SEARCH_RESPONSE_SHAPE,
      });
    },
  };
}

export type RecordApi = ReturnType<typeof createRecordApi>;

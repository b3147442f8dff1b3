import type { HttpClient } from './http-client';
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
}

export interface RecordResponse {
  success: boolean;
  object: RecordObject;
}

/** Record API (search and records), contract §1 and §2. */
export function createRecordApi(client: HttpClient) {
  return {
    client,
    search(params: SearchParams): Promise<SearchResponse> {
      return client.get<SearchResponse>('/search.json', { params });
    },
    /** One record by its id (`/{datasetId}/{localId}`). */
    getRecord(id: string, params: QueryParams = {}): Promise<RecordResponse> {
      if (!isRecordId(id)) throw new RangeError(`Invalid record identifier: ${id}`);
      return client.get<RecordResponse>(`${id}.json`, { params, errorScope: 'item' });
    },
    /** Several records by id, through a `europeana_id` query (contract §1 "Portal helpers"). */
    searchByIds(ids: string[], params: Omit<SearchParams, 'query'> = {}): Promise<SearchResponse> {
      const query = `europeana_id:(${ids.map((id) => `"${id}"`).join(' OR ')})`;
      return client.get<SearchResponse>('/search.json', {
        params: { rows: ids.length, ...params, query },
      });
    },
  };
}

export type RecordApi = ReturnType<typeof createRecordApi>;

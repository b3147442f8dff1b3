import type { HttpClient } from './http-client';
import { jsonObject } from './payload-shape';
import type { QueryParams } from './query-string';
import type { Entity, EntityPathType } from '../domain/entity';

export interface EntityPage {
  type?: string;
  total?: number;
  items?: Entity[];
  partOf?: { total?: number };
}

/** Entity pages are read without checking (see payload-shape). */
const ENTITY_SHAPE = jsonObject();
const PAGE_SHAPE = jsonObject({ arrays: ['items'] });

export const SUGGEST_ENTITY_TYPES = 'agent,concept,timespan,organization,place';

/** Entity API (contract §3). */
export function createEntityApi(client: HttpClient) {
  return {
    client,
    /** One entity; slugs such as `94-architecture` are stripped to the number. */
    get(type: EntityPathType, id: string | number, params: QueryParams = {}): Promise<Entity> {
      const number = String(id).split('-')[0];
      return client.get<Entity>(`/${type}/${number}.json`, {
        params,
        errorScope: 'entity',
        expect: ENTITY_SHAPE,
      });
    },
    suggest(
      text: string,
      params: { type?: string; language?: string; rows?: number } = {},
    ): Promise<EntityPage> {
      return client.get<EntityPage>('/suggest', {
        params: { text, type: SUGGEST_ENTITY_TYPES, scope: 'europeana', ...params },
        expect: PAGE_SHAPE,
      });
    },
    search(params: QueryParams): Promise<EntityPage> {
      return client.get<EntityPage>('/search', {
        params: { scope: 'europeana', ...params },
        expect: PAGE_SHAPE,
      });
    },
    /** Several entities by URI; `fl` (a field list) keeps the answer to what the page shows. */
    retrieve(ids: string[], params: { fl?: string } = {}): Promise<EntityPage> {
      return client.post<EntityPage>('/retrieve', { body: ids, params, expect: PAGE_SHAPE });
    },
  };
}

export type EntityApi = ReturnType<typeof createEntityApi>;

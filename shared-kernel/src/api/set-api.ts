import type { HttpClient } from './http-client';
import { ApiError } from './api-error';
import { jsonObject } from './payload-shape';
import { isRecordId, type SearchItem } from '../domain/item';
import type { EntityLanguageMap } from '../domain/language-map';
import {
  setIdOf,
  type SetResultPage,
  type SetType,
  type SetVisibility,
  type UserSet,
} from '../domain/set';

/** `meta` (no items), `items` (item URIs), `items.meta` (items as Search API items). */
export type SetProfile = 'meta' | 'items' | 'items.meta';

/** What a new or updated set says about itself (contract §4, "Set JSON"). */
export interface SetBody {
  type: SetType;
  title: EntityLanguageMap;
  description?: EntityLanguageMap;
  visibility: Exclude<SetVisibility, 'published'>;
}

export interface SetPageParams {
  /** 1-based. */
  page?: number;
  /** Default 100 (spec §9, "set item page size"). */
  pageSize?: number;
  profile?: SetProfile;
}

/** A request to publish a gallery (decision 0026): when its creator made it. */
export interface PublicationRequest {
  type?: 'PublicationRequest';
  set?: string;
  /** ISO date-time. */
  requested: string;
}

/** A gallery in the editors' queue, with its request. */
export type RequestedGallery = UserSet & { publicationRequest?: PublicationRequest };

/** A user keeps at most 1000 sets (the gateway's limit): ten pages of 100. */
const GALLERY_PAGES = 10;

/** Spec §9: set items are read 100 at a time. */
export const SET_ITEMS_PAGE_SIZE = 100;

/** The likes folder the portal creates on a user's first like (contract §4). */
export const LIKES_FOLDER: SetBody = {
  type: 'BookmarkFolder',
  title: { en: 'LIKES' },
  visibility: 'private',
};

const SET_SHAPE = jsonObject({ arrays: ['items'] });
const REQUEST_SHAPE = jsonObject();
const PAGE_SHAPE = jsonObject({ arrays: ['items'] });

function checkedSetId(id: string): string {
  if (!/^\d+$/.test(id)) throw new RangeError(`Invalid set identifier: ${id}`);
  return id;
}

function checkedRecordIds(itemIds: readonly string[]): string[] {
  for (const id of itemIds) {
    if (!isRecordId(id)) throw new RangeError(`Invalid record identifier: ${id}`);
  }
  return [...itemIds];
}

/** Spec §8: a 400 whose message says the page is out of range is an empty page, not an error. */
function isPageOutOfRange(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return false;
  return [error.message, error.detail].some(
    (text) => text !== undefined && /page\s*:\s*value out of range/i.test(text),
  );
}

/**
 * User Sets API (contract §4): likes folders and galleries. Every write needs the signed-in
 * user's token, which the clients add to each request (api-clients.ts).
 */
export function createSetApi(client: HttpClient) {
  const get = (id: string, params: SetPageParams = {}): Promise<UserSet> =>
    client.get<UserSet>(`/${checkedSetId(id)}`, {
      params: { profile: 'meta', ...params },
      expect: SET_SHAPE,
      errorScope: 'gallery',
    });

  return {
    client,
    /** `GET /search`: sets matching a query (`creator:{id} type:BookmarkFolder`). */
    search(
      query: string,
      params: SetPageParams & { qf?: string[] } = {},
    ): Promise<SetResultPage<string | UserSet>> {
      return client.get(`/search`, { params: { query, ...params }, expect: PAGE_SHAPE });
    },
    get,
    /** A set's items, one page of them; a page past the end is empty (spec §8). */
    async getItems(id: string, params: SetPageParams = {}): Promise<Array<string | SearchItem>> {
      try {
        const set = await get(id, {
          page: 1,
          pageSize: SET_ITEMS_PAGE_SIZE,
          profile: 'items.meta',
          ...params,
        });
        return set.items ?? [];
      } catch (error) {
        if (isPageOutOfRange(error)) return [];
        throw error;
      }
    },
    /** `POST /`: a new set; answers it with its id. */
    create(body: SetBody): Promise<UserSet> {
      return client.post<UserSet>('/', { body, expect: SET_SHAPE });
    },
    update(id: string, body: SetBody): Promise<UserSet> {
      return client.put<UserSet>(`/${checkedSetId(id)}`, { body, expect: SET_SHAPE });
    },
    delete(id: string): Promise<void> {
      return client.delete<void>(`/${checkedSetId(id)}`);
    },
    /** `PUT /{id}/publish`: an editor or publisher (usersets role) publishes a gallery. */
    publish(id: string): Promise<UserSet> {
      return client.put<UserSet>(`/${checkedSetId(id)}/publish`, { expect: SET_SHAPE });
    },
    /** `PUT /{id}/unpublish`: back to public (spec §4: depublish). */
    unpublish(id: string): Promise<UserSet> {
      return client.put<UserSet>(`/${checkedSetId(id)}/unpublish`, { expect: SET_SHAPE });
    },
    /**
     * The request to publish a gallery (decision 0026), for its creator or an editor: when it
     * was made, or null when there is none.
     */
    async publicationRequestOf(id: string): Promise<PublicationRequest | null> {
      // No request is a 204, which the client answers with undefined.
      const request = await client.get<PublicationRequest | undefined>(
        `/${checkedSetId(id)}/publication-request`,
        { expect: REQUEST_SHAPE },
      );
      return request ?? null;
    },
    /** The creator asks for a public gallery to be published (asking again changes nothing). */
    requestPublication(id: string): Promise<PublicationRequest> {
      return client.put<PublicationRequest>(`/${checkedSetId(id)}/publication-request`, {
        expect: REQUEST_SHAPE,
      });
    },
    /** The creator withdraws the request, or an editor declines it. */
    endPublicationRequest(id: string): Promise<void> {
      return client.delete<void>(`/${checkedSetId(id)}/publication-request`);
    },
    /** Editors: one page of the galleries waiting to be published, the oldest request first. */
    async publicationRequests(
      page: number,
      pageSize: number,
    ): Promise<{ total: number; galleries: RequestedGallery[] }> {
      const result = await client.get<SetResultPage<string | RequestedGallery>>(
        '/publication-requests',
        { params: { page, pageSize }, expect: PAGE_SHAPE },
      );
      const galleries = (result.items ?? []).filter(
        (set): set is RequestedGallery => typeof set !== 'string',
      );
      return { total: result.partOf?.total ?? galleries.length, galleries };
    },
    /** `PUT /{id}/items`: adds record ids (`/123/abc`), at `position` when given. */
    insertItems(
      id: string,
      itemIds: readonly string[],
      position?: number | 'pin',
    ): Promise<UserSet> {
      return client.put<UserSet>(`/${checkedSetId(id)}/items`, {
        body: checkedRecordIds(itemIds),
        params: position === undefined ? {} : { position: String(position) },
        expect: SET_SHAPE,
      });
    },
    /** `DELETE /{id}/items`: removes record ids. */
    deleteItems(id: string, itemIds: readonly string[]): Promise<UserSet> {
      return client.delete<UserSet>(`/${checkedSetId(id)}/items`, {
        body: checkedRecordIds(itemIds),
        expect: SET_SHAPE,
      });
    },
    /**
     * A user's galleries (`Collection` sets), newest change first, with their item counts and
     * thumbnails; with `containing`, only those that hold that record. Read 100 at a time, up
     * to the thousand sets a user may keep.
     */
    async galleriesOf(userId: string, options: { containing?: string } = {}): Promise<UserSet[]> {
      const qf = ['type:Collection', ...(options.containing ? [`item:${options.containing}`] : [])];
      const galleries: UserSet[] = [];
      for (let page = 1; page <= GALLERY_PAGES; page += 1) {
        const result = await client.get<SetResultPage<string | UserSet>>('/search', {
          params: { query: `creator:${userId}`, qf, profile: 'items.meta', page, pageSize: 100 },
          expect: PAGE_SHAPE,
        });
        const items = result.items ?? [];
        galleries.push(...items.filter((set): set is UserSet => typeof set !== 'string'));
        if (!items.length || galleries.length >= (result.partOf?.total ?? 0)) break;
      }
      return galleries;
    },
    /**
     * One page of the galleries published in a language (the galleries list, spec §2.2), the
     * latest published first, with their item counts and thumbnails. `total` is undefined when
     * the page is past the last one (spec §8).
     */
    async publishedGalleries(
      lang: string,
      page: number,
      pageSize: number,
    ): Promise<{ total?: number; galleries: UserSet[] }> {
      let result: SetResultPage<string | UserSet>;
      try {
        result = await client.get<SetResultPage<string | UserSet>>('/search', {
          params: {
            query: 'visibility:published',
            qf: ['type:Collection', `lang:${lang}`],
            sort: 'issued desc',
            profile: 'meta',
            page,
            pageSize,
          },
          expect: PAGE_SHAPE,
        });
      } catch (error) {
        if (isPageOutOfRange(error)) return { galleries: [] };
        throw error;
      }
      const galleries = (result.items ?? []).filter(
        (set): set is UserSet => typeof set !== 'string',
      );
      return { total: result.partOf?.total ?? galleries.length, galleries };
    },
    /** The id of a user's likes folder (spec §7, "likes folder"), or null when there is none. */
    async likesIdOf(userId: string): Promise<string | null> {
      const page = await client.get<SetResultPage<string | UserSet>>('/search', {
        params: { query: `creator:${userId} type:BookmarkFolder`, profile: 'items', pageSize: 1 },
        expect: PAGE_SHAPE,
      });
      const first = page.items?.[0];
      if (!first) return null;
      return setIdOf(typeof first === 'string' ? first : first.id);
    },
  };
}

export type SetApi = ReturnType<typeof createSetApi>;

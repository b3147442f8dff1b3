import { createThumbnailApi, type SearchItem } from '@portal/shared-kernel';

/** A set as the fake Set API keeps it: `creator` is the identity server's `sub`. */
export interface FakeSet {
  id: number;
  type?: 'Collection' | 'BookmarkFolder';
  title: Record<string, string>;
  description?: Record<string, string>;
  visibility: 'private' | 'public' | 'published';
  creator: string;
  nickname?: string;
  items: SearchItem[];
  thumbnail?: string;
  /** When a published gallery was published (ISO). */
  issued?: string;
}

export interface FakeCall {
  method: string;
  url: URL;
  body?: unknown;
  /** The `sub` of the Bearer token sent (`Bearer jwt-{sub}`), if any. */
  user?: string;
}

export interface FakeSetApiOptions {
  /** An answer status to give instead of the API's, for a method and path (`/10001/items`). */
  fail?: (method: string, path: string) => number | undefined;
  /** `sub`s with the usersets editor role: they publish and unpublish any gallery. */
  publishers?: string[];
  /** Galleries already submitted for publication, and when. */
  requests?: Array<[setId: number, requested: string]>;
}

/**
 * The User Sets API of the gateway in small, over a fetch of the shape HttpClient reads (jsdom
 * has no Response): who may read and write (decision 0024), pages of items, out-of-range pages.
 */
export function fakeSetApi(sets: FakeSet[], options: FakeSetApiOptions = {}) {
  const calls: FakeCall[] = [];
  /** Requests to publish a gallery: set id → when (decision 0026). */
  const requests = new Map<number, string>(options.requests ?? []);
  const answer = (status: number, json?: unknown) => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => (json === undefined ? '' : JSON.stringify(json)),
  });
  const setJson = (set: FakeSet, items?: SearchItem[]) => ({
    id: `http://data.europeana.eu/set/${set.id}`,
    type: set.type ?? 'Collection',
    title: set.title,
    ...(set.description ? { description: set.description } : {}),
    visibility: set.visibility,
    creator: { id: `http://data.europeana.eu/user/${set.creator}`, nickname: set.nickname },
    total: set.items.length,
    ...(set.issued ? { issued: set.issued } : {}),
    ...(set.thumbnail ? { isShownBy: { thumbnail: set.thumbnail } } : {}),
    ...(items ? { items } : {}),
  });

  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://portal.local');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const user = headers.Authorization?.replace(/^Bearer jwt-/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body, user });
    const path = url.pathname.replace(/^.*\/set(?=\/)/, '');
    const forced = options.fail?.(method, path);
    if (forced) return answer(forced, { success: false, error: `Failed with ${forced}` });

    if (path === '/search') {
      const query = url.searchParams.get('query') ?? '';
      const creator = /creator:(\S+)/.exec(query)?.[1];
      const visibility = /visibility:(\S+)/.exec(query)?.[1];
      const lang = url.searchParams
        .getAll('qf')
        .map((qf) => /^lang:(\w+)$/.exec(qf)?.[1])
        .find(Boolean);
      const found = sets.filter(
        (set) =>
          (creator === undefined || set.creator === creator) &&
          (visibility === undefined || set.visibility === visibility) &&
          (lang === undefined || lang in set.title || lang in (set.description ?? {})) &&
          (set.type ?? 'Collection') === 'Collection' &&
          (set.visibility !== 'private' || set.creator === user),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      if (page > 1 && (page - 1) * pageSize >= found.length) {
        return answer(400, { success: false, message: 'page : value out of range' });
      }
      return answer(200, {
        type: 'ResultPage',
        partOf: { type: 'ResultList', total: found.length },
        items: found.slice((page - 1) * pageSize, page * pageSize).map((set) => setJson(set)),
      });
    }
    if (method === 'POST') {
      if (!user) return answer(401, { error: 'No token' });
      const input = body as Omit<FakeSet, 'id' | 'creator' | 'items'>;
      const created: FakeSet = { ...input, id: 10001 + sets.length, creator: user, items: [] };
      sets.push(created);
      return answer(201, setJson(created));
    }
    const publisher = user !== undefined && (options.publishers ?? []).includes(user);
    if (path === '/publication-requests') {
      if (!publisher) return answer(user ? 403 : 401, { error: 'Not a publisher' });
      const waiting = [...requests.entries()].flatMap(([setId, requested]) => {
        const set = sets.find((candidate) => candidate.id === setId);
        return set ? [{ ...setJson(set), publicationRequest: { requested } }] : [];
      });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      return answer(200, {
        type: 'ResultPage',
        partOf: { type: 'ResultList', total: waiting.length },
        items: waiting.slice((page - 1) * size, page * size),
      });
    }
    const [, id, rest] =
      /^\/(\d+)(\/items|\/publish|\/unpublish|\/publication-request)?$/.exec(path) ?? [];
    const set = sets.find((candidate) => candidate.id === Number(id));
    if (!set) return answer(404, { error: `No user set with identifier ${id}` });
    if (rest === '/publication-request') {
      if (!user || (set.creator !== user && !publisher)) {
        return answer(user ? 403 : 401, { error: 'Not the creator' });
      }
      const requested = requests.get(set.id);
      if (method === 'PUT' && set.creator === user) {
        if (!requested) requests.set(set.id, '2026-11-28T10:00:00.000Z');
        return answer(requested ? 200 : 201, { requested: requests.get(set.id) });
      }
      if (!requested) return method === 'GET' ? answer(204) : answer(404, { error: 'None' });
      if (method === 'DELETE') {
        requests.delete(set.id);
        return answer(204);
      }
      return answer(200, { type: 'PublicationRequest', requested });
    }
    if (rest === '/publish' || rest === '/unpublish') {
      // The role, not ownership, lets a user publish (decision 0024).
      if (!user || !options.publishers?.includes(user)) {
        return answer(user ? 403 : 401, { error: 'Not a publisher' });
      }
      set.visibility = rest === '/publish' ? 'published' : 'public';
      requests.delete(set.id);
      return answer(200, setJson(set));
    }
    if (set.visibility === 'private' && set.creator !== user) {
      return answer(user ? 403 : 401, { error: `Set ${set.id} is private` });
    }
    if (method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      if (page > Math.max(1, Math.ceil(set.items.length / size))) {
        return answer(400, { error: 'Invalid request', message: 'page : value out of range' });
      }
      return answer(200, setJson(set, set.items.slice((page - 1) * size, page * size)));
    }
    if (set.creator !== user) return answer(user ? 403 : 401, { error: 'Not the creator' });
    if (method === 'DELETE' && rest) {
      const ids = body as string[];
      set.items = set.items.filter((item) => !ids.includes(item.id));
      return answer(200, setJson(set));
    }
    if (method === 'DELETE') {
      sets.splice(sets.indexOf(set), 1);
      return answer(204);
    }
    const update = body as Pick<FakeSet, 'title' | 'description' | 'visibility'>;
    set.title = update.title;
    set.description = update.description;
    // The gateway keeps a published gallery published when it is sent as public.
    set.visibility =
      set.visibility === 'published' && update.visibility === 'public'
        ? 'published'
        : update.visibility;
    if (set.visibility !== 'public') requests.delete(set.id);
    return answer(200, setJson(set));
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, sets, requests };
}

/**
 * A set's picture as the gateway names it (`isShownBy.thumbnail`): a v2 thumbnail URL on its
 * own host, for the media URL of the set's first item.
 */
export function gatewayThumbnail(mediaUrl: string): string {
  return `http://gateway.local/thumbnail/v2/url.json?uri=${encodeURIComponent(mediaUrl)}&type=IMAGE`;
}

/** The portal's Thumbnail API path of a media URL, as the portal shows a set's picture. */
export function portalThumbnail(mediaUrl: string, size: 'small' | 'large' = 'small'): string {
  return createThumbnailApi('/api/thumbnail/v3').media(mediaUrl, size);
}

/** Items as the Set API's `items.meta` profile gives them (minimal Search API items). */
export function fakeItems(count: number): SearchItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `/1/item_${index + 1}`,
    type: 'IMAGE',
    title: [`Item ${index + 1}`],
  }));
}

import type { EntityLanguageMap, SetVisibility } from '@portal/shared-kernel';

export interface FakeGallery {
  id: number;
  title: EntityLanguageMap;
  visibility: SetVisibility;
  items: string[];
}

export interface SeenSetRequest {
  method: string;
  /** The path below the Set API's root: `/search`, `/8/items`. */
  path: string;
  params: URLSearchParams;
  body?: unknown;
}

const SET_URI = 'http://data.europeana.eu/set/';

/**
 * A Set API holding one user's galleries, over a fetch of the shape HttpClient reads (jsdom has
 * no Response). `fail` makes reads, inserts, removals or creations answer 503; `hold()` keeps
 * writes waiting until released, to see the dialog while a request runs.
 */
export function galleriesServer(initial: Array<Omit<FakeGallery, 'items'> & { items?: string[] }>) {
  const galleries: FakeGallery[] = initial.map((gallery) => ({ items: [], ...gallery }));
  const fail = { read: false, insert: false, remove: false, create: false };
  const seen: SeenSetRequest[] = [];
  let gate: Promise<void> | null = null;

  const json = (gallery: FakeGallery) => ({
    id: `${SET_URI}${gallery.id}`,
    type: 'Collection',
    title: gallery.title,
    visibility: gallery.visibility,
    total: gallery.items.length,
  });

  const answer = async (method: string, path: string, params: URLSearchParams, body: unknown) => {
    if (method === 'GET' && path === '/search') {
      if (fail.read) return { status: 503, body: { error: 'Service Unavailable' } };
      const item = params.getAll('qf').find((qf) => qf.startsWith('item:'));
      const found = galleries.filter((g) => !item || g.items.includes(item.slice(5)));
      return { status: 200, body: { type: 'ResultPage', items: found.map(json) } };
    }
    if (gate) await gate;
    if (method === 'POST' && path === '/') {
      if (fail.create) return { status: 503, body: { error: 'Service Unavailable' } };
      const created: FakeGallery = {
        ...(body as Omit<FakeGallery, 'id' | 'items'>),
        // Set numbers start at 10001 (decision 0024).
        id: Math.max(10000, ...galleries.map((g) => g.id)) + 1,
        items: [],
      };
      galleries.unshift(created);
      return { status: 201, body: json(created) };
    }
    const gallery = galleries.find((g) => path === `/${g.id}/items`);
    const adding = method === 'PUT';
    if (!gallery) return { status: 404, body: { error: 'Not Found' } };
    if (adding ? fail.insert : fail.remove) return { status: 503, body: { error: 'Unavailable' } };
    const ids = body as string[];
    gallery.items = adding
      ? [...gallery.items, ...ids]
      : gallery.items.filter((id) => !ids.includes(id));
    return { status: 200, body: json(gallery) };
  };

  const fetch = (async (url: string, init: RequestInit = {}) => {
    const address = new URL(url, 'http://portal.test');
    const path = address.pathname.replace(/^.*?\/set(?=\/)/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    seen.push({ method, path, params: address.searchParams, body });
    const { status, body: reply } = await answer(method, path, address.searchParams, body);
    return { ok: status < 300, status, text: async () => JSON.stringify(reply) };
  }) as unknown as typeof globalThis.fetch;

  return {
    fetch,
    galleries,
    fail,
    seen,
    /** Keeps writes waiting; the function returned lets them go. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

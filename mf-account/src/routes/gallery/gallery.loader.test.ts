/** @jest-environment node */
import { createI18n } from '@portal/shared-kernel';
import en from '../../locales/en.json';
import { loaderArgs } from '../../testing/loader-args';
import {
  fakeItems,
  fakeSetApi,
  gatewayThumbnail,
  portalThumbnail,
  type FakeSet,
  type FakeSetApiOptions,
} from '../../testing/set-api-fake';
import { head } from './gallery.head';
import { GALLERY_PAGE_SIZE, loader, type GalleryData } from './gallery.loader';

const windmills: FakeSet = {
  id: 10001,
  title: { en: 'Windmills of Europe', de: 'Windmühlen Europas' },
  description: { en: 'Mills, wind and water.' },
  visibility: 'public',
  creator: 'ada',
  nickname: 'ada_l',
  items: fakeItems(30),
  thumbnail: gatewayThumbnail('https://example.org/mill.jpg'),
};

interface RunOptions extends FakeSetApiOptions {
  sets?: FakeSet[];
  /** The server has no user token; the browser sends the signed-in user's. */
  isServer?: boolean;
  user?: string;
}

function run(path: string, options: RunOptions = {}) {
  const api = fakeSetApi(options.sets ?? [structuredClone(windmills)], options);
  const args = loaderArgs(path, { ...options, fetch: api.fetch });
  return { result: loader(args), calls: api.calls };
}

/** The Response a loader threw: a redirect or a route error. */
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected the loader to throw')),
    (error: unknown) => error as Response,
  );

async function ready(promise: Promise<GalleryData>) {
  const data = await promise;
  if (data.status !== 'ready') throw new Error(`expected a gallery, got ${data.status}`);
  return data;
}

describe('gallery page loader', () => {
  it('reads the first 24 items with their descriptions, without a token on the server', async () => {
    const { result, calls } = run('/en/galleries/10001-windmills-of-europe');
    const data = await ready(result);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/set/10001');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      profile: 'items.meta',
      page: '1',
      pageSize: String(GALLERY_PAGE_SIZE),
    });
    expect(calls[0]!.user).toBeUndefined();
    expect(data.gallery).toMatchObject({
      id: '10001',
      title: { text: 'Windmills of Europe', lang: 'en' },
      description: { text: 'Mills, wind and water.', lang: 'en' },
      visibility: 'public',
      creatorId: 'http://data.europeana.eu/user/ada',
      creatorName: 'ada_l',
      total: 30,
      thumbnail: portalThumbnail('https://example.org/mill.jpg', 'large'),
    });
    expect(data.gallery.items.map((item) => item.id)).toEqual(fakeItems(24).map((item) => item.id));
    expect([data.page, data.totalPages]).toEqual([1, 2]);
  });

  it('reads the page the query names', async () => {
    const { result, calls } = run('/en/galleries/10001-windmills-of-europe?page=2');
    const data = await ready(result);
    expect(calls[0]!.url.searchParams.get('page')).toBe('2');
    expect(data.gallery.items.map((item) => item.id)).toEqual([
      '/1/item_25',
      '/1/item_26',
      '/1/item_27',
      '/1/item_28',
      '/1/item_29',
      '/1/item_30',
    ]);
    expect(data.page).toBe(2);
  });

  it.each([
    ['/en/galleries/10001', '/en/galleries/10001-windmills-of-europe'],
    ['/en/galleries/10001-windmills', '/en/galleries/10001-windmills-of-europe'],
    ['/en/galleries/10001-', '/en/galleries/10001-windmills-of-europe'],
    ['/de/galleries/10001-windmuhlen-europas', '/de/galleries/10001-windmills-of-europe'],
    ['/fr/galleries/010001-windmills-of-europe', '/fr/galleries/10001-windmills-of-europe'],
  ])('redirects %p to the slug of its English title, in every language: %p', async (from, to) => {
    const response = await thrown(run(`${from}?page=2`).result);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`${to}?page=2`);
  });

  it('encodes a slug in another script in the redirect', async () => {
    const set: FakeSet = { ...windmills, title: { bg: 'Вятърни мелници' } };
    const response = await thrown(run('/bg/galleries/10001', { sets: [set] }).result);
    expect(response.headers.get('Location')).toBe(
      `/bg/galleries/10001-${encodeURIComponent('вятърни-мелници')}`,
    );
    const there = await ready(run(`/bg/galleries/10001-вятърни-мелници`, { sets: [set] }).result);
    expect(there.gallery.title).toEqual({ text: 'Вятърни мелници', lang: 'bg' });
  });

  it('gives a gallery whose title makes no slug the path of its number', async () => {
    const set: FakeSet = { ...windmills, title: { en: '✨✨' } };
    const response = await thrown(run('/en/galleries/10001-x', { sets: [set] }).result);
    expect(response.headers.get('Location')).toBe('/en/galleries/10001');
    expect((await ready(run('/en/galleries/10001', { sets: [set] }).result)).gallery.title).toEqual(
      {
        text: '✨✨',
        lang: 'en',
      },
    );
  });

  it.each(['/en/galleries/windmills', '/en/galleries/1234567890123456', '/en/galleries/1/2'])(
    'answers %p with "gallery not found", without calling the API',
    async (path) => {
      const { result, calls } = run(path);
      const response = await thrown(result);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'galleryNotFound' });
      expect(calls).toHaveLength(0);
    },
  );

  it('answers a gallery the Set API does not know with "gallery not found" and its message', async () => {
    const response = await thrown(run('/en/galleries/10099').result);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'galleryNotFound',
      message: 'No user set with identifier 10099',
    });
  });

  it('answers a likes folder with "gallery not found": it is no gallery', async () => {
    const likes: FakeSet = { ...windmills, type: 'BookmarkFolder', title: { en: 'LIKES' } };
    const response = await thrown(run('/en/galleries/10001-likes', { sets: [likes] }).result);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'galleryNotFound' });
  });

  it('hands a private gallery to the browser as restricted: the server has no token', async () => {
    const secret: FakeSet = { ...windmills, visibility: 'private' };
    const data = await run('/en/galleries/10001-windmills-of-europe', { sets: [secret] }).result;
    expect(data).toEqual({ status: 'restricted', id: '10001', forbidden: false });
  });

  it('reads a private gallery in the browser with the token of its creator', async () => {
    const secret: FakeSet = { ...windmills, visibility: 'private' };
    const { result, calls } = run('/en/galleries/10001-windmills-of-europe', {
      sets: [secret],
      isServer: false,
      user: 'ada',
    });
    expect((await ready(result)).gallery.visibility).toBe('private');
    expect(calls[0]!.user).toBe('ada');
  });

  it('says when the API refused another signed-in user a private gallery', async () => {
    const secret: FakeSet = { ...windmills, visibility: 'private' };
    const options = { sets: [secret], isServer: false, user: 'grace' };
    const data = await run('/en/galleries/10001-windmills-of-europe', options).result;
    expect(data).toEqual({ status: 'restricted', id: '10001', forbidden: true });
  });

  it.each(['0', '-1', 'abc', '1.5', ''])(
    'sends page=%p to page 1 with the rest of the query, without calling the API',
    async (page) => {
      const { result, calls } = run(
        `/en/galleries/10001-windmills-of-europe?view=grid&page=${page}`,
      );
      const response = await thrown(result);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(
        '/en/galleries/10001-windmills-of-europe?view=grid&page=1',
      );
      expect(calls).toHaveLength(0);
    },
  );

  it('sends a page named twice to page 1', async () => {
    const response = await thrown(
      run('/en/galleries/10001-windmills-of-europe?page=2&page=3').result,
    );
    expect(response.headers.get('Location')).toBe('/en/galleries/10001-windmills-of-europe?page=1');
  });

  it('sends a page past the last one to page 1', async () => {
    const { result, calls } = run('/en/galleries/10001-windmills-of-europe?page=3');
    const response = await thrown(result);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/galleries/10001-windmills-of-europe?page=1');
    expect(calls).toHaveLength(1);
  });

  it('gives an empty gallery one page', async () => {
    const empty: FakeSet = { ...windmills, items: [] };
    const data = await ready(
      run('/en/galleries/10001-windmills-of-europe', { sets: [empty] }).result,
    );
    expect([data.gallery.total, data.page, data.totalPages]).toEqual([0, 1, 1]);
  });
});

describe('gallery page head', () => {
  const t = createI18n('en', { en: { account: en } }).t;
  const headOf = (data: GalleryData) => head({ data, t, params: {}, locale: 'en' });

  it('names the gallery, describes it and shows its first item', async () => {
    const data = await ready(run('/en/galleries/10001-windmills-of-europe').result);
    expect(headOf(data)).toEqual({
      title: 'Windmills of Europe',
      description: 'Mills, wind and water.',
      ogImage: `http://portal.local${portalThumbnail('https://example.org/mill.jpg', 'large')}`,
      ogImageAlt: 'Windmills of Europe',
    });
  });

  it('keeps a private gallery out of search engines', async () => {
    const secret: FakeSet = { ...windmills, visibility: 'private' };
    const options = { sets: [secret], isServer: false, user: 'ada' };
    const data = await ready(run('/en/galleries/10001-windmills-of-europe', options).result);
    expect(headOf(data).noindex).toBe(true);
    expect(headOf({ status: 'restricted', id: '10001', forbidden: false })).toEqual({
      title: 'Private gallery',
      noindex: true,
    });
  });
});

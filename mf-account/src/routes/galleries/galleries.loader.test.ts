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
} from '../../testing/set-api-fake';
import { head } from './galleries.head';
import { GALLERIES_PAGE_SIZE, loader } from './galleries.loader';

function published(id: number, title: Record<string, string>): FakeSet {
  return {
    id,
    title,
    visibility: 'published',
    creator: 'europeana-editors',
    nickname: 'Europeana',
    items: fakeItems(15),
    thumbnail: gatewayThumbnail(`https://example.org/${id}.jpg`),
  };
}

const many = Array.from({ length: 30 }, (_, i) =>
  published(8950 + i, { en: `Gallery ${i}`, fr: `Galerie ${i}` }),
);

function run(path: string, sets: FakeSet[] = many) {
  const api = fakeSetApi(sets);
  return { result: loader(loaderArgs(path, { fetch: api.fetch })), calls: api.calls };
}

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('expected the loader to throw')),
    (error: unknown) => error as Response,
  );

describe('galleries list loader', () => {
  it("reads one page of the galleries published in the page's language", async () => {
    const { result, calls } = run('/fr/galleries?page=2');
    const data = await result;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/set/search');
    expect(calls[0]!.url.searchParams.get('query')).toBe('visibility:published');
    expect(calls[0]!.url.searchParams.getAll('qf')).toEqual(['type:Collection', 'lang:fr']);
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe(String(GALLERIES_PAGE_SIZE));
    expect(data).toMatchObject({ total: 30, page: 2, totalPages: 2 });
    expect(data.galleries.map((g) => g.title?.fr)).toEqual(many.slice(24).map((g) => g.title.fr));
  });

  it('leaves out galleries in other languages, and is an empty list without any', async () => {
    const sets = [published(8950, { de: 'Nur Deutsch' }), published(8951, { en: 'English' })];
    const data = await run('/en/galleries', sets).result;
    expect(data.galleries.map((g) => g.title)).toEqual([{ en: 'English' }]);
    const none = await run('/pl/galleries', sets).result;
    expect(none).toMatchObject({ galleries: [], total: 0, page: 1, totalPages: 1 });
  });

  it.each(['0', '-1', 'two', '1.5', '1&page=2'])(
    'redirects page=%p to page 1, keeping the rest of the query',
    async (page) => {
      const response = await thrown(run(`/en/galleries?page=${page}&x=y`).result);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toMatch(/^\/en\/galleries\?page=1/);
      expect(response.headers.get('Location')).toContain('x=y');
    },
  );

  it('answers a page past the last one with "page not found"', async () => {
    const response = await thrown(run('/en/galleries?page=3').result);
    expect(response.status).toBe(404);
    expect(await thrown(run('/pl/galleries?page=2').result)).toHaveProperty('status', 404);
  });

  it('titles the page and takes the latest gallery with a picture for link previews', async () => {
    const { t } = createI18n('en', { en: { account: en } });
    const data = await run('/en/galleries').result;
    expect(head({ data, t, params: {}, locale: 'en' })).toEqual({
      title: 'Galleries',
      description: en.galleries.description,
      ogImage: `http://portal.local${portalThumbnail('https://example.org/8950.jpg', 'large')}`,
      ogImageAlt: 'Galleries',
    });
  });
});

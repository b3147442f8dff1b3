/** @jest-environment node */
import { ApiError } from './api-error';
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';
import { createSetApi, LIKES_FOLDER } from './set-api';

function api(answer?: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(answer);
  const client = new HttpClient({ baseUrl: 'http://gw/set', apiKey: 'k', fetch: fake.fetch });
  return { sets: createSetApi(client), seen: fake.seen };
}

describe('Set API client', () => {
  it('finds the likes folder of a user by creator and type, as a set id', async () => {
    const { sets, seen } = api(() => ({
      body: { type: 'ResultPage', items: ['http://data.europeana.eu/set/42'] },
    }));
    await expect(sets.likesIdOf('u-1')).resolves.toBe('42');
    expect(seen[0]?.url).toBe(
      'http://gw/set/search?query=creator%3Au-1+type%3ABookmarkFolder&profile=items&pageSize=1&wskey=k',
    );
  });

  it('answers null when the user has no likes folder', async () => {
    const { sets } = api(() => ({ body: { type: 'ResultPage', partOf: { total: 0 } } }));
    await expect(sets.likesIdOf('u-1')).resolves.toBeNull();
  });

  it("lists a user's galleries, or those holding one record, leaving out bare set URIs", async () => {
    const { sets, seen } = api(() => ({
      body: {
        type: 'ResultPage',
        items: [{ id: 'http://data.europeana.eu/set/8', type: 'Collection', total: 2 }, 'x'],
      },
    }));
    await expect(sets.galleriesOf('u-1', { containing: '/1/a' })).resolves.toEqual([
      { id: 'http://data.europeana.eu/set/8', type: 'Collection', total: 2 },
    ]);
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/set/search');
    expect(url.searchParams.get('query')).toBe('creator:u-1');
    expect(url.searchParams.getAll('qf')).toEqual(['type:Collection', 'item:/1/a']);
    expect(url.searchParams.get('pageSize')).toBe('100');
  });

  it("reads all of a user's galleries, page after page", async () => {
    const gallery = (n: number) => ({
      id: `http://data.europeana.eu/set/${n}`,
      type: 'Collection',
    });
    const { sets, seen } = api((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const numbers = page === 1 ? [...Array(100).keys()] : [100, 101, 102];
      return { body: { partOf: { total: 103 }, items: numbers.map(gallery) } };
    });
    const galleries = await sets.galleriesOf('u-1');
    expect(galleries).toHaveLength(103);
    expect(galleries[102]).toEqual(gallery(102));
    expect(seen.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('lists one page of the galleries published in a language, latest first', async () => {
    const { sets, seen } = api(() => ({
      body: {
        type: 'ResultPage',
        partOf: { total: 30 },
        items: [{ id: 'http://data.europeana.eu/set/8972', type: 'Collection', total: 20 }],
      },
    }));
    await expect(sets.publishedGalleries('fr', 2, 24)).resolves.toEqual({
      total: 30,
      galleries: [{ id: 'http://data.europeana.eu/set/8972', type: 'Collection', total: 20 }],
    });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('query')).toBe('visibility:published');
    expect(url.searchParams.getAll('qf')).toEqual(['type:Collection', 'lang:fr']);
    expect(url.searchParams.get('sort')).toBe('issued desc');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('24');
  });

  it('answers a page of published galleries past the last with none and no total', async () => {
    const { sets } = api(() => ({
      status: 400,
      body: { success: false, error: 'Invalid request', message: 'page : value out of range' },
    }));
    await expect(sets.publishedGalleries('en', 9, 24)).resolves.toEqual({ galleries: [] });
  });

  it('creates the likes folder with the body the contract gives', async () => {
    const { sets, seen } = api(() => ({
      status: 201,
      body: { id: 'http://data.europeana.eu/set/7' },
    }));
    await sets.create(LIKES_FOLDER);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('http://gw/set/?wskey=k');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      type: 'BookmarkFolder',
      title: { en: 'LIKES' },
      visibility: 'private',
    });
  });

  it('inserts and deletes items with a JSON array body', async () => {
    const { sets, seen } = api(() => ({ body: { id: 'http://data.europeana.eu/set/7' } }));
    await sets.insertItems('7', ['/1/a'], 'pin');
    await sets.deleteItems('7', ['/1/a', '/2/b']);
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', 'http://gw/set/7/items?position=pin&wskey=k', '["/1/a"]'],
      ['DELETE', 'http://gw/set/7/items?wskey=k', '["/1/a","/2/b"]'],
    ]);
  });

  it('reads items 100 at a time with item descriptions', async () => {
    const { sets, seen } = api(() => ({ body: { id: 'x', items: [{ id: '/1/a' }] } }));
    await expect(sets.getItems('7')).resolves.toEqual([{ id: '/1/a' }]);
    expect(seen[0]?.url).toBe('http://gw/set/7?profile=items.meta&page=1&pageSize=100&wskey=k');
  });

  it('treats a page out of range as no items, and other errors as errors', async () => {
    const outOfRange = api(() => ({
      status: 400,
      body: { success: false, error: 'Invalid request', message: 'page : value out of range' },
    }));
    await expect(outOfRange.sets.getItems('7', { page: 9 })).resolves.toEqual([]);
    const missing = api(() => ({ status: 404, body: { error: 'No set' } }));
    await expect(missing.sets.getItems('7')).rejects.toBeInstanceOf(ApiError);
  });

  it('publishes and unpublishes a gallery with their own calls', async () => {
    const { sets, seen } = api(() => ({ body: { id: 'http://data.europeana.eu/set/7' } }));
    await sets.publish('7');
    await sets.unpublish('7');
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['PUT', 'http://gw/set/7/publish?wskey=k'],
      ['PUT', 'http://gw/set/7/unpublish?wskey=k'],
    ]);
    expect(() => sets.publish('7/items')).toThrow(RangeError);
  });

  it('asks, reads and ends a request to publish a gallery; none is null', async () => {
    const requested = { type: 'PublicationRequest', requested: '2026-11-28T10:00:00.000Z' };
    const { sets, seen } = api((request) =>
      request.method === 'GET' && request.url.includes('/8/')
        ? { status: 204 }
        : request.method === 'DELETE'
          ? { status: 204 }
          : { body: requested },
    );
    await expect(sets.requestPublication('7')).resolves.toEqual(requested);
    await expect(sets.publicationRequestOf('7')).resolves.toEqual(requested);
    await expect(sets.publicationRequestOf('8')).resolves.toBeNull();
    await sets.endPublicationRequest('7');
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT http://gw/set/7/publication-request?wskey=k',
      'GET http://gw/set/7/publication-request?wskey=k',
      'GET http://gw/set/8/publication-request?wskey=k',
      'DELETE http://gw/set/7/publication-request?wskey=k',
    ]);
  });

  it("reads a page of the editors' queue", async () => {
    const { sets, seen } = api(() => ({
      body: {
        type: 'ResultPage',
        partOf: { total: 1 },
        items: [{ id: 'http://data.europeana.eu/set/7', type: 'Collection' }],
      },
    }));
    await expect(sets.publicationRequests(1, 24)).resolves.toEqual({
      total: 1,
      galleries: [{ id: 'http://data.europeana.eu/set/7', type: 'Collection' }],
    });
    expect(seen[0]?.url).toBe('http://gw/set/publication-requests?page=1&pageSize=24&wskey=k');
  });

  it('refuses malformed set and record ids before calling', async () => {
    const { sets, seen } = api();
    expect(() => sets.get('../x')).toThrow(RangeError);
    expect(() => sets.insertItems('7', ['not-a-record'])).toThrow(RangeError);
    expect(() => sets.deleteItems('1/2', ['/1/a'])).toThrow(RangeError);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 for a set that is not an object', async () => {
    const { sets } = api(() => ({ body: ['x'] }));
    await expect(sets.get('7')).rejects.toMatchObject({ statusCode: 502 });
  });
});

import { ALICE, PUBLISHER, startSetGateway, type SetGateway } from './set-test-gateway';

describe('User Sets API: sets and their items over HTTP', () => {
  let gw: SetGateway;

  beforeAll(async () => {
    gw = await startSetGateway();
  });

  afterAll(async () => {
    await gw.close();
  });

  it('creates a set (201, ETag, Location) and reads it back with and without .json/.jsonld', async () => {
    const created = await gw.call('POST', '/set/', {
      user: ALICE,
      body: {
        type: 'Collection',
        title: { en: 'Dutch portraits', nl: 'Nederlandse portretten' },
        description: { en: 'Faces of the Golden Age' },
        visibility: 'public',
      },
    });
    expect(created.status).toBe(201);
    const etag = created.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{27}"$/);
    expect(created.body).toMatchObject({
      '@context': 'http://www.europeana.eu/schemas/context/collection.jsonld',
      id: expect.stringMatching(/^http:\/\/data\.europeana\.eu\/set\/\d+$/),
      type: 'Collection',
      title: { en: 'Dutch portraits', nl: 'Nederlandse portretten' },
      description: { en: 'Faces of the Golden Age' },
      visibility: 'public',
      creator: { id: `http://data.europeana.eu/user/${ALICE.sub}`, nickname: 'alice' },
      total: 0,
    });
    expect(created.body.items).toBeUndefined();
    expect(created.body.created).toBe(created.body.modified);
    expect(new Date(created.body.created).toISOString()).toBe(created.body.created);
    const id = String(created.body.id).split('/').pop();
    expect(created.headers.get('location')).toBe(`http://gateway.test/set/${id}`);

    for (const suffix of ['', '.json', '.jsonld']) {
      const read = await gw.call('GET', `/set/${id}${suffix}`);
      expect([suffix, read.status]).toEqual([suffix, 200]);
      expect(read.body).toEqual(created.body);
      expect(read.headers.get('etag')).toBe(etag);
      expect(read.headers.get('content-type')).toContain(
        suffix === '.jsonld' ? 'application/ld+json' : 'application/json',
      );
    }
  });

  it('adds items one at a time and in bulk, at positions, without duplicates', async () => {
    const id = await gw.createSet(ALICE);
    const items = async () =>
      (await gw.call('GET', `/set/${id}?profile=items&pageSize=100`)).body.items as string[];
    const uri = (letter: string) => `http://data.europeana.eu/item/100/painting_${letter}`;

    const one = await gw.call('PUT', `/set/${id}/100/painting_a`, { user: ALICE });
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(1);
    const bulk = await gw.call('PUT', `/set/${id}/items`, {
      user: ALICE,
      body: ['/100/painting_b', '/100/painting_c', '/100/painting_b'],
    });
    expect(bulk.status).toBe(200);
    expect(await items()).toEqual([uri('a'), uri('b'), uri('c')]);

    // An item already there stays where it is without a position ...
    const again = await gw.call('PUT', `/set/${id}/100/painting_a`, { user: ALICE });
    expect(again.headers.get('etag')).toBe(bulk.headers.get('etag'));
    expect(await items()).toEqual([uri('a'), uri('b'), uri('c')]);
    // ... and moves with one.
    await gw.call('PUT', `/set/${id}/100/painting_a?position=2`, { user: ALICE });
    expect(await items()).toEqual([uri('b'), uri('c'), uri('a')]);
    await gw.call('PUT', `/set/${id}/items?position=1`, {
      user: ALICE,
      body: ['/100/painting_d', 'http://data.europeana.eu/item/100/painting_e'],
    });
    expect(await items()).toEqual([uri('b'), uri('d'), uri('e'), uri('c'), uri('a')]);
    // A position past the end is the end.
    await gw.call('PUT', `/set/${id}/100/painting_f?position=99`, { user: ALICE });
    expect((await items()).at(-1)).toBe(uri('f'));

    // Pinned items come first, the last pinned first; positions count among the unpinned.
    await gw.call('PUT', `/set/${id}/100/painting_c?position=pin`, { user: ALICE });
    const pinned = await gw.call('PUT', `/set/${id}/100/painting_a?position=pin`, {
      user: ALICE,
    });
    expect(pinned.body.pinned).toBe(2);
    await gw.call('PUT', `/set/${id}/200/sculpture_a?position=0`, { user: ALICE });
    expect(await items()).toEqual([
      uri('a'),
      uri('c'),
      'http://data.europeana.eu/item/200/sculpture_a',
      uri('b'),
      uri('d'),
      uri('e'),
      uri('f'),
    ]);

    expect((await gw.call('GET', `/set/${id}/100/painting_d`)).status).toBe(204);
    expect((await gw.call('GET', `/set/${id}/100/painting_x`)).status).toBe(404);
    const removed = await gw.call('DELETE', `/set/${id}/100/painting_d`, { user: ALICE });
    expect(removed.status).toBe(200);
    expect(removed.body.total).toBe(6);
    expect((await gw.call('GET', `/set/${id}/100/painting_d`)).status).toBe(404);
    const bulkRemoved = await gw.call('DELETE', `/set/${id}/items`, {
      user: ALICE,
      body: ['/100/painting_a', '/200/sculpture_a', '/999/not_there'],
    });
    expect(bulkRemoved.status).toBe(200);
    expect(bulkRemoved.body.total).toBe(4);
    expect(bulkRemoved.body.pinned).toBe(1);
  });

  it('pages items with page and pageSize, in three profiles', async () => {
    const id = await gw.createSet(ALICE);
    const ids = ['a', 'b', 'c', 'd', 'e'].map((l) => `/100/painting_${l}`);
    await gw.call('PUT', `/set/${id}/items`, { user: ALICE, body: [...ids, '/555/gone'] });

    const meta = await gw.call('GET', `/set/${id}`);
    expect(meta.body.items).toBeUndefined();
    expect(meta.body.total).toBe(6);
    expect(meta.body.isShownBy).toEqual({
      id: 'https://images.example.org/100/painting_a.jpg',
      source: 'http://data.europeana.eu/item/100/painting_a',
      thumbnail: expect.stringMatching(/^http:\/\/gateway\.test\/thumbnail\/v2\/url\.json\?uri=/),
    });
    const page2 = await gw.call('GET', `/set/${id}?profile=items&page=2&pageSize=2`);
    expect(page2.body.items).toEqual([
      'http://data.europeana.eu/item/100/painting_c',
      'http://data.europeana.eu/item/100/painting_d',
    ]);
    const last = await gw.call('GET', `/set/${id}?profile=items&page=3&pageSize=2`);
    expect(last.body.items).toEqual([
      'http://data.europeana.eu/item/100/painting_e',
      'http://data.europeana.eu/item/555/gone',
    ]);
    // Search API items from the store; an item the store no longer has is skipped.
    const described = await gw.call('GET', `/set/${id}?profile=items.meta&page=3&pageSize=2`);
    expect(described.body.items).toHaveLength(1);
    expect(described.body.items[0]).toMatchObject({
      id: '/100/painting_e',
      type: 'IMAGE',
      title: ['Portrait study e'],
      guid: 'http://portal.test/item/100/painting_e',
    });
    expect(described.body.items[0].edmPreview[0]).toMatch(/^http:\/\/gateway\.test\/thumbnail\//);
    // Old profile names.
    const standard = await gw.call('GET', `/set/${id}?profile=standard&pageSize=1`);
    expect(standard.body.items).toEqual(['http://data.europeana.eu/item/100/painting_a']);

    const outOfRange = await gw.call('GET', `/set/${id}?profile=items&page=4&pageSize=2`);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toContain('page : value out of range');
    expect(outOfRange.body).toMatchObject({ type: 'ErrorResponse', success: false, status: 400 });
    // The first page of an empty set is no error.
    const empty = await gw.createSet(ALICE);
    expect((await gw.call('GET', `/set/${empty}?profile=items`)).body.items).toEqual([]);
    expect((await gw.call('GET', `/set/${empty}?profile=items&page=2`)).status).toBe(400);

    expect((await gw.call('GET', `/set/${id}?pageSize=100`)).status).toBe(200);
    for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=x', 'profile=rich']) {
      const res = await gw.call('GET', `/set/${id}?${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
    }
  });

  it('updates a set in full: items kept unless given, type fixed, If-Match checked', async () => {
    const id = await gw.createSet(ALICE, { description: { en: 'old' } });
    await gw.call('PUT', `/set/${id}/items`, { user: ALICE, body: ['/100/painting_a'] });
    const before = await gw.call('GET', `/set/${id}`);
    const etag = before.headers.get('etag')!;

    const stale = await gw.call('PUT', `/set/${id}`, {
      user: ALICE,
      headers: { 'if-match': '"not-the-current-one"' },
      body: { type: 'Collection', title: { en: 'New' }, visibility: 'private' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ type: 'ErrorResponse', status: 412 });

    const updated = await gw.call('PUT', `/set/${id}`, {
      user: ALICE,
      headers: { 'if-match': etag },
      // What the portal got back, sent back with changes: server fields are ignored.
      body: { ...before.body, title: { de: 'Neu' }, description: undefined, visibility: 'private' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ title: { de: 'Neu' }, visibility: 'private', total: 1 });
    expect(updated.body.description).toBeUndefined();
    expect(updated.headers.get('etag')).not.toBe(etag);
    expect(Date.parse(updated.body.modified)).toBeGreaterThan(Date.parse(before.body.modified));
    expect(updated.body.created).toBe(before.body.created);

    const replaced = await gw.call('PUT', `/set/${id}?profile=items`, {
      user: ALICE,
      body: { title: { en: 'x' }, items: ['/200/sculpture_a', '/200/sculpture_b'] },
    });
    expect(replaced.body.items).toEqual([
      'http://data.europeana.eu/item/200/sculpture_a',
      'http://data.europeana.eu/item/200/sculpture_b',
    ]);
    const retyped = await gw.call('PUT', `/set/${id}`, {
      user: ALICE,
      body: { type: 'BookmarkFolder', title: { en: 'x' } },
    });
    expect(retyped.status).toBe(400);
  });

  it('keeps one BookmarkFolder per user and refuses published in a body', async () => {
    const likes = await gw.call('POST', '/set', {
      user: ALICE,
      body: { type: 'BookmarkFolder', title: { en: 'LIKES' }, visibility: 'private' },
    });
    expect(likes.status).toBe(201);
    const second = await gw.call('POST', '/set', {
      user: ALICE,
      body: { type: 'BookmarkFolder', title: { en: 'LIKES' } },
    });
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('BookmarkFolder');
    const published = await gw.call('POST', '/set', {
      user: ALICE,
      body: { title: { en: 'x' }, visibility: 'published' },
    });
    expect(published.status).toBe(400);
  });

  it('publishes with issued and unpublishes back to public', async () => {
    const id = await gw.createSet(ALICE, { visibility: 'private' });
    const issued = '2025-03-01T10:00:00.000Z';
    const published = await gw.call('PUT', `/set/${id}/publish?issued=${issued}`, {
      user: PUBLISHER,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ visibility: 'published', issued });
    // Edited by its creator through the gallery form ("public"), it stays published.
    const edited = await gw.call('PUT', `/set/${id}`, {
      user: ALICE,
      body: { title: { en: 'Renamed' }, visibility: 'public' },
    });
    expect(edited.body).toMatchObject({ visibility: 'published', issued });
    const unpublished = await gw.call('PUT', `/set/${id}/unpublish`, { user: PUBLISHER });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.visibility).toBe('public');
    expect(unpublished.body.issued).toBeUndefined();
    expect((await gw.call('PUT', `/set/${id}/unpublish`, { user: PUBLISHER })).status).toBe(400);
    expect(
      (await gw.call('PUT', `/set/${id}/publish?issued=yesterday`, { user: PUBLISHER })).status,
    ).toBe(400);
    const now = await gw.call('PUT', `/set/${id}/publish`, { user: PUBLISHER });
    expect(Math.abs(Date.parse(now.body.issued) - Date.now())).toBeLessThan(60_000);
    // Making it private depublishes it.
    const hidden = await gw.call('PUT', `/set/${id}`, {
      user: ALICE,
      body: { title: { en: 'Renamed' }, visibility: 'private' },
    });
    expect(hidden.body.visibility).toBe('private');
    expect(hidden.body.issued).toBeUndefined();
  });

  it('deletes a set (204), after which it is gone (404)', async () => {
    const id = await gw.createSet(ALICE);
    await gw.call('PUT', `/set/${id}/items`, { user: ALICE, body: ['/100/painting_a'] });
    expect((await gw.call('DELETE', `/set/${id}`, { user: ALICE })).status).toBe(204);
    const gone = await gw.call('GET', `/set/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ type: 'ErrorResponse', code: '404_set_not_found' });
    expect((await gw.call('DELETE', `/set/${id}`, { user: ALICE })).status).toBe(404);
    expect((await gw.call('PUT', `/set/${id}/100/painting_a`, { user: ALICE })).status).toBe(404);
    // Numbers are never reused.
    expect(await gw.createSet(ALICE)).toBeGreaterThan(id);
  });

  it('searches the items of a set', async () => {
    const id = await gw.createSet(ALICE);
    await gw.call('PUT', `/set/${id}/items`, {
      user: ALICE,
      body: ['/100/painting_a', '/100/painting_b'],
    });
    const hit = await gw.call(
      'GET',
      `/set/${id}/search?query=*&qf=item:/100/painting_b&page=1&pageSize=5&profile=items`,
    );
    expect(hit.status).toBe(200);
    expect(hit.body).toMatchObject({
      type: 'ResultPage',
      total: 1,
      partOf: { type: 'ResultList', total: 1 },
      items: ['http://data.europeana.eu/item/100/painting_b'],
    });
    const miss = await gw.call('GET', `/set/${id}/search?query=*&qf=item:/100/painting_c`);
    expect(miss.body).toMatchObject({ total: 0, partOf: { total: 0 }, items: [] });
    const all = await gw.call('GET', `/set/${id}/search?query=*:*&pageSize=1`);
    expect(all.body.items).toEqual(['http://data.europeana.eu/item/100/painting_a']);
    expect(all.body.next).toContain('page=2');
    const described = await gw.call('GET', `/set/${id}/search?query=*&profile=items.meta`);
    expect(described.body.items.map((i: { id: string }) => i.id)).toEqual([
      '/100/painting_a',
      '/100/painting_b',
    ]);
    expect((await gw.call('GET', `/set/${id}/search?query=portrait`)).status).toBe(400);
    expect((await gw.call('GET', `/set/${id}/search`)).status).toBe(400);
  });

  it('answers other methods with 405 and leaves /set/{id}/recommend to the Recommendation API', async () => {
    const id = await gw.createSet(ALICE);
    for (const [method, path, allow] of [
      ['GET', '/set/', 'POST'],
      ['PATCH', `/set/${id}`, 'GET, PUT, DELETE'],
      ['POST', '/set/search', 'GET'],
      ['GET', `/set/${id}/publish`, 'PUT'],
      ['POST', `/set/${id}/items`, 'PUT, DELETE'],
      ['POST', `/set/${id}/100/painting_a`, 'GET, PUT, DELETE'],
    ] as const) {
      const res = await gw.call(method, path, { user: ALICE });
      expect([method, path, res.status, res.headers.get('allow')]).toEqual([
        method,
        path,
        405,
        allow,
      ]);
      expect(res.body.type).toBe('ErrorResponse');
    }
    const preflight = await gw.call('OPTIONS', `/set/${id}`);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PUT, DELETE');

    for (const path of [`/set/${id}/recommend`, `/set/${id}/recommend.json`]) {
      const res = await gw.call('GET', path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body).toMatchObject({ success: true, items: [] });
    }
    expect((await gw.call('GET', `/set/${id}/unknown`)).status).toBe(404);
  });
});

import { ALICE, BOB, PUBLISHER, startSetGateway, type SetGateway } from './set-test-gateway';

describe('User Sets API search (GET /set/search)', () => {
  let gw: SetGateway;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    gw = await startSetGateway();
    ids.likes = await gw.createSet(ALICE, {
      type: 'BookmarkFolder',
      title: { en: 'LIKES' },
      visibility: 'private',
    });
    ids.sculpture = await gw.createSet(ALICE, {
      title: { en: 'Sculptures by women', fr: 'Sculptures de femmes' },
      description: { en: 'Camille Claudel and her time' },
    });
    ids.hidden = await gw.createSet(ALICE, { title: { en: 'Drafts' }, visibility: 'private' });
    ids.bobs = await gw.createSet(BOB, { title: { de: 'Malerei der Frühzeit' } });
    ids.published = await gw.createSet(BOB, { title: { en: 'Golden Age' } });
    await gw.call('PUT', `/set/${ids.published}/publish`, { user: PUBLISHER });
    await gw.call('PUT', `/set/${ids.likes}/items`, { user: ALICE, body: ['/100/painting_a'] });
    await gw.call('PUT', `/set/${ids.sculpture}/items`, {
      user: ALICE,
      body: ['/200/sculpture_a', '/100/painting_a'],
    });
  });

  afterAll(async () => {
    await gw.close();
  });

  const search = async (query: string, user = ALICE) => {
    const res = await gw.call('GET', `/set/search?${query}`, { user });
    expect([query, res.status]).toEqual([query, 200]);
    return res.body;
  };
  const found = async (query: string, user = ALICE) =>
    ((await search(`${query}&profile=items&pageSize=100`, user)).items as string[]).map((uri) =>
      Number(uri.split('/').pop()),
    );

  it("finds a user's likes folder the way the portal asks for it", async () => {
    const page = await search(
      `query=${encodeURIComponent(`creator:${ALICE.sub} type:BookmarkFolder`)}&profile=items&pageSize=1`,
    );
    expect(page).toMatchObject({
      '@context': 'http://www.europeana.eu/schemas/context/collection.jsonld',
      type: 'ResultPage',
      total: 1,
      partOf: { type: 'ResultList', total: 1 },
      items: [`http://data.europeana.eu/set/${ids.likes}`],
    });
    // The creator as a user URI, quoted, or in a qf.
    const uri = `http://data.europeana.eu/user/${ALICE.sub}`;
    expect(
      await found(`query=creator:"${encodeURIComponent(uri)}"&qf=type:BookmarkFolder`),
    ).toEqual([ids.likes]);
  });

  it('filters by every field, ANDing query and qf', async () => {
    expect(await found(`query=set_id:${ids.bobs}`)).toEqual([ids.bobs]);
    expect(await found('query=*&qf=visibility:published')).toEqual([ids.published]);
    expect((await found('query=*:*&qf=type:Collection')).sort()).toEqual(
      [ids.sculpture, ids.hidden, ids.bobs, ids.published].sort(),
    );
    expect(await found('query=item:/200/sculpture_a')).toEqual([ids.sculpture]);
    expect((await found('query=item:/100/painting_a')).sort()).toEqual(
      [ids.likes, ids.sculpture].sort(),
    );
    expect(await found('query=*&qf=lang:fr')).toEqual([ids.sculpture]);
    expect(await found('query=*&qf=lang:de')).toEqual([ids.bobs]);
    expect(await found(`query=contributor:${ALICE.sub}`)).toEqual([]);
    expect(await found('query=*&qf=type:EntityBestItemsSet')).toEqual([]);
    expect(await found(`query=creator:${BOB.sub}&qf=visibility:public&qf=lang:de`)).toEqual([
      ids.bobs,
    ]);
  });

  it('matches words against titles and descriptions, folding case and accents', async () => {
    expect(await found('query=claudel')).toEqual([ids.sculpture]);
    expect(await found('query=SCULPT')).toEqual([ids.sculpture]);
    expect(await found('query=fruhzeit')).toEqual([ids.bobs]);
    expect(await found('query=sculptures%20women')).toEqual([ids.sculpture]);
    expect(await found('query=sculptures%20men')).toEqual([]);
    expect(await found('query=golden&qf=visibility:published')).toEqual([ids.published]);
  });

  it("shows private sets to their creator only, never another user's", async () => {
    expect(await found('query=drafts', ALICE)).toEqual([ids.hidden]);
    expect(await found('query=drafts', BOB)).toEqual([]);
    const anonymous = await gw.call('GET', '/set/search?query=*&profile=items&pageSize=100');
    expect(anonymous.body.items).not.toContain(`http://data.europeana.eu/set/${ids.hidden}`);
    expect(anonymous.body.partOf.total).toBe(3);
  });

  it('sorts by modified (newest first) by default, or as asked', async () => {
    const byModified = await found('query=*');
    // The likes folder and the sculptures got their items last.
    expect(byModified.slice(0, 2)).toEqual([ids.sculpture, ids.likes]);
    expect(await found('query=*&sort=created&sortOrder=asc')).toEqual([
      ids.likes,
      ids.sculpture,
      ids.hidden,
      ids.bobs,
      ids.published,
    ]);
    expect((await found('query=*&sort=created+desc'))[0]).toBe(ids.published);
    expect((await found('query=*&sort=issued'))[0]).toBe(ids.published);
  });

  it('lists sets themselves by default, set URIs with profile=items, and pages them', async () => {
    const page = await search('query=*&pageSize=2&page=2');
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ type: 'Collection', creator: expect.any(Object) });
    expect(page.items[0].items).toBeUndefined();
    expect(page.partOf).toEqual({
      id: 'http://gateway.test/set/search?query=*&pageSize=2',
      type: 'ResultList',
      total: 5,
    });
    expect(page.id).toBe('http://gateway.test/set/search?query=*&pageSize=2&page=2');
    expect(page.prev).toBe('http://gateway.test/set/search?query=*&pageSize=2&page=1');
    expect(page.next).toBe('http://gateway.test/set/search?query=*&pageSize=2&page=3');
    const last = await search('query=*&pageSize=2&page=3');
    expect(last.next).toBeUndefined();
    const withPicture = (await search(`query=set_id:${ids.sculpture}&profile=items.meta`)).items[0];
    expect(withPicture.isShownBy.source).toBe('http://data.europeana.eu/item/200/sculpture_a');
    for (const profile of ['standard', 'meta', 'minimal']) {
      expect((await search(`query=set_id:${ids.bobs}&profile=${profile}`)).items[0].id).toBe(
        `http://data.europeana.eu/set/${ids.bobs}`,
      );
    }
    const beyond = await gw.call('GET', '/set/search?query=*&page=9', { user: ALICE });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toContain('page : value out of range');
    // Nothing found: page 1 is an empty page, not an error.
    expect(await search('query=nothingmatches')).toMatchObject({ items: [], partOf: { total: 0 } });
  });

  it.each([
    ['no query', ''],
    ['an unknown field', 'query=owner:x'],
    ['OR', 'query=a%20OR%20b'],
    ['parentheses', 'query=type:(Collection)'],
    ['a bad type', 'query=type:Gallery'],
    ['a bad visibility', 'query=visibility:secret'],
    ['a bad set id', 'query=set_id:abc'],
    ['a bad item', 'query=item:abc'],
    ['a bad language', 'query=lang:english'],
    ['unbalanced quotes', 'query=creator:%22abc'],
    ['a bad sort', 'query=*&sort=title'],
    ['a bad sort order', 'query=*&sortOrder=up'],
    ['facets', 'query=*&facet=type'],
    ['a bad profile', 'query=*&profile=rich'],
    ['a repeated query', 'query=*&query=x'],
    ['a repeated page', 'query=*&page=1&page=2'],
    ['pageSize over 100', 'query=*&pageSize=101'],
    ['too many clauses', `query=${Array(40).fill('a').join('%20')}`],
    ['too long a query', `query=${'a'.repeat(3000)}`],
  ])('answers %s with 400', async (_what, query) => {
    const res = await gw.call('GET', `/set/search?${query}`, { user: ALICE });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'ErrorResponse', status: 400 });
  });
});

import {
  ALICE,
  BOB,
  PUBLISHER,
  startSetGateway,
  type CallOptions,
  type SetGateway,
  type TestUser,
} from './set-test-gateway';

/** Who may do what, checked on the server from the Bearer token (contract §4, decision 0024). */
describe('User Sets API authorisation', () => {
  let gw: SetGateway;
  let publicSet: number;
  let privateSet: number;

  beforeAll(async () => {
    gw = await startSetGateway();
    publicSet = await gw.createSet(ALICE, { visibility: 'public' });
    privateSet = await gw.createSet(ALICE, { visibility: 'private' });
    for (const id of [publicSet, privateSet]) {
      await gw.call('PUT', `/set/${id}/items`, { user: ALICE, body: ['/100/painting_a'] });
    }
  });

  afterAll(async () => {
    await gw.close();
  });

  type Who = 'anonymous' | 'expired' | 'forged' | 'other' | 'owner' | 'publisher';
  const as = (who: Who): CallOptions => {
    switch (who) {
      case 'anonymous':
        return {};
      case 'expired':
        return { authorization: `Bearer ${gw.expiredTokenOf(ALICE)}` };
      case 'forged':
        // Signed by someone else: the signature of another token on ALICE's claims.
        return {
          authorization: `Bearer ${gw.tokenOf(ALICE).split('.').slice(0, 2).join('.')}.${gw.tokenOf(BOB).split('.')[2]}`,
        };
      case 'other':
        return { user: BOB };
      case 'owner':
        return { user: ALICE };
      case 'publisher':
        return { user: PUBLISHER };
    }
  };
  const status = async (who: Who, method: string, path: string, body?: unknown) =>
    (await gw.call(method, path, { ...as(who), ...(body !== undefined ? { body } : {}) })).status;

  it('reads public sets for anyone, private ones for their creator only', async () => {
    for (const path of [
      `/set/${publicSet}`,
      `/set/${publicSet}/100/painting_a`,
      `/set/${publicSet}/search?query=*`,
      `/set/${publicSet}/recommend`,
      `/recommend/set/${publicSet}`,
    ]) {
      const expected = path.includes('/100/') ? 204 : 200;
      expect([path, await status('anonymous', 'GET', path)]).toEqual([path, expected]);
      expect([path, await status('other', 'GET', path)]).toEqual([path, expected]);
      expect([path, await status('expired', 'GET', path)]).toEqual([path, 401]);
    }
    for (const path of [
      `/set/${privateSet}`,
      `/set/${privateSet}/100/painting_a`,
      `/set/${privateSet}/search?query=*`,
      `/set/${privateSet}/recommend`,
      `/recommend/set/${privateSet}.json`,
    ]) {
      const owner = path.includes('/100/') ? 204 : 200;
      expect([path, await status('owner', 'GET', path)]).toEqual([path, owner]);
      expect([path, await status('anonymous', 'GET', path)]).toEqual([path, 401]);
      expect([path, await status('other', 'GET', path)]).toEqual([path, 403]);
      expect([path, await status('publisher', 'GET', path)]).toEqual([path, 403]);
      expect([path, await status('expired', 'GET', path)]).toEqual([path, 401]);
      expect([path, await status('forged', 'GET', path)]).toEqual([path, 401]);
    }
    const denied = await gw.call('GET', `/set/${privateSet}`, { user: BOB });
    expect(denied.body).toMatchObject({
      '@context': 'http://www.europeana.eu/schemas/context/api.jsonld',
      type: 'ErrorResponse',
      success: false,
      status: 403,
      error: 'Forbidden',
      path: `/set/${privateSet}`,
    });
    expect(typeof denied.body.timestamp).toBe('string');
    expect(denied.body.message).toContain('private');
  });

  it('lets only the creator write, and only with a valid token', async () => {
    const writes: Array<[string, string, unknown?]> = [
      ['PUT', `/set/${publicSet}`, { title: { en: 'Mine now' }, visibility: 'public' }],
      ['PUT', `/set/${publicSet}/100/painting_b`],
      ['DELETE', `/set/${publicSet}/100/painting_a`],
      ['PUT', `/set/${publicSet}/items`, ['/100/painting_c']],
      ['DELETE', `/set/${publicSet}/items`, ['/100/painting_a']],
      ['DELETE', `/set/${publicSet}`],
    ];
    for (const [method, path, body] of writes) {
      const row = `${method} ${path}`;
      expect([row, await status('anonymous', method, path, body)]).toEqual([row, 401]);
      expect([row, await status('expired', method, path, body)]).toEqual([row, 401]);
      expect([row, await status('forged', method, path, body)]).toEqual([row, 401]);
      expect([row, await status('other', method, path, body)]).toEqual([row, 403]);
      expect([row, await status('publisher', method, path, body)]).toEqual([row, 403]);
    }
    const unchanged = await gw.call('GET', `/set/${publicSet}?profile=items`);
    expect(unchanged.body.title).toEqual({ en: 'A gallery' });
    expect(unchanged.body.items).toEqual(['http://data.europeana.eu/item/100/painting_a']);

    // A missing token is a 401 before the body is read (a huge or malformed one included).
    const huge = await gw.call('POST', '/set/', { body: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(401);
    expect(huge.body.code).toBe('401_token_missing');
    expect((await gw.call('POST', '/set/', { ...as('expired'), body: {} })).body.code).toBe(
      '401_invalid_token',
    );
    const writer = await status('owner', 'PUT', `/set/${publicSet}/100/painting_b`);
    expect(writer).toBe(200);
  });

  it('publishes only for the usersets editor or publisher role', async () => {
    const editor: TestUser = { sub: 'ed-1', nickname: 'ed', roles: { usersets: ['editor'] } };
    const wrongClient: TestUser = { sub: 'ed-2', nickname: 'ed2', roles: { entities: ['editor'] } };
    const path = `/set/${publicSet}/publish`;
    expect(await status('anonymous', 'PUT', path)).toBe(401);
    expect(await status('expired', 'PUT', path)).toBe(401);
    expect(await status('owner', 'PUT', path)).toBe(403);
    expect((await gw.call('PUT', path, { user: wrongClient })).status).toBe(403);
    expect(await status('publisher', 'PUT', path)).toBe(200);
    expect((await gw.call('PUT', `/set/${publicSet}/unpublish`, { user: BOB })).status).toBe(403);
    expect((await gw.call('PUT', `/set/${publicSet}/unpublish`, { user: editor })).status).toBe(
      200,
    );
    expect((await gw.call('PUT', `/set/999999/publish`, { user: editor })).status).toBe(404);
    const likes = await gw.createSet(BOB, { type: 'BookmarkFolder', visibility: 'private' });
    expect((await gw.call('PUT', `/set/${likes}/publish`, { user: editor })).status).toBe(400);
  });

  it('refuses EntityBestItemsSet: 403 without the entities editor role, 400 with it', async () => {
    const body = { type: 'EntityBestItemsSet', title: { en: 'Best of' } };
    expect(await status('owner', 'POST', '/set/', body)).toBe(403);
    const editor: TestUser = { sub: 'ent-1', nickname: 'e', roles: { entities: ['editor'] } };
    const res = await gw.call('POST', '/set/', { user: editor, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('not offered');
  });

  it('searches public and published sets for anyone, private ones for their creator', async () => {
    const ids = async (who: Who, query: string) => {
      const res = await gw.call('GET', `/set/search?${query}&profile=items&pageSize=100`, as(who));
      return res.status === 200 ? (res.body.items as string[]) : res.status;
    };
    const uri = (id: number) => `http://data.europeana.eu/set/${id}`;
    const query = `query=creator:${ALICE.sub}`;
    expect(await ids('owner', query)).toEqual(expect.arrayContaining([uri(privateSet)]));
    expect(await ids('anonymous', query)).not.toContain(uri(privateSet));
    expect(await ids('anonymous', query)).toContain(uri(publicSet));
    expect(await ids('other', query)).not.toContain(uri(privateSet));
    expect(await ids('expired', query)).toBe(401);
  });
});

describe('the creator a set shows', () => {
  let gw: SetGateway;
  beforeAll(async () => {
    gw = await startSetGateway();
  });
  afterAll(() => gw.close());

  it('never publishes an e-mail address, the user name of an account made without one', async () => {
    const user = { sub: 'mail-user-0003', nickname: 'someone@example.org' };
    const created = await gw.call('POST', '/set/', {
      user,
      body: { type: 'Collection', title: { en: 'Mills' }, visibility: 'public' },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id).split('/').pop();
    const read = await gw.call('GET', `/set/${id}`);
    expect(read.body.creator).toEqual({ id: 'http://data.europeana.eu/user/mail-user-0003' });
    const found = await gw.call('GET', '/set/search?query=*&qf=type:Collection');
    expect(JSON.stringify(found.body)).not.toContain('someone@example.org');
  });
});

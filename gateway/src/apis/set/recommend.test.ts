import { ALICE, BOB, startSetGateway, type SetGateway } from './set-test-gateway';

/** `/recommend/set/{id}` and `/set/{id}/recommend` from the set's items (recommend/set-items.ts). */
describe('Recommendations for a user set', () => {
  let gw: SetGateway;

  beforeAll(async () => {
    gw = await startSetGateway();
  });

  afterAll(async () => {
    await gw.close();
  });

  const ids = (body: { items: Array<{ id: string }> }) => body.items.map((item) => item.id);

  it("recommends items like the set's, never the set's own", async () => {
    const id = await gw.createSet(ALICE);
    await gw.call('PUT', `/set/${id}/items`, {
      user: ALICE,
      body: ['/100/painting_a', '/100/painting_b'],
    });
    const res = await gw.call('GET', `/recommend/set/${id}?wskey=k1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ apikey: 'k1', success: true });
    const ranked = ids(res.body);
    expect(ranked).not.toContain('/100/painting_a');
    expect(ranked).not.toContain('/100/painting_b');
    expect(ranked.slice(0, 4).sort()).toEqual([
      '/100/painting_c',
      '/100/painting_d',
      '/100/painting_e',
      '/100/painting_f',
    ]);
    // Items of another artist come after (they share only the provider).
    expect(ranked.indexOf('/200/sculpture_a')).toBeGreaterThan(3);
    expect(res.body.items[0]).toMatchObject({ type: 'IMAGE', guid: expect.any(String) });
    expect(typeof res.body.items[0].score).toBe('number');

    for (const path of [
      `/set/${id}/recommend`,
      `/set/${id}/recommend.json`,
      `/recommend/set/${id}.json`,
    ]) {
      const alias = await gw.call('GET', `${path}?pageSize=2`);
      expect([path, ids(alias.body)]).toEqual([path, ranked.slice(0, 2)]);
    }
    const page = await gw.call('GET', `/recommend/set/${id}?pageSize=2&page=1`);
    expect(ids(page.body)).toEqual(ranked.slice(2, 4));
  });

  it('answers an empty list for an empty set or one whose items the store lost', async () => {
    const empty = await gw.createSet(BOB);
    expect((await gw.call('GET', `/recommend/set/${empty}`)).body.items).toEqual([]);
    const lost = await gw.createSet(BOB);
    await gw.call('PUT', `/set/${lost}/items`, { user: BOB, body: ['/555/gone'] });
    expect((await gw.call('GET', `/recommend/set/${lost}`)).body.items).toEqual([]);
  });

  it('answers 404 for an unknown set, 400 for a malformed id or paging', async () => {
    const missing = await gw.call('GET', '/recommend/set/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: 'ErrorResponse', code: '404_set_not_found' });
    expect((await gw.call('GET', '/recommend/set/abc')).status).toBe(400);
    const id = await gw.createSet(BOB);
    expect((await gw.call('GET', `/recommend/set/${id}?pageSize=51`)).status).toBe(400);
    expect((await gw.call('POST', `/recommend/set/${id}`, { body: [] })).status).toBe(405);
  });
});

import { fakeUpstream, type FakeUpstream } from '../../test-support/fake-upstream';
import { ALICE, startSetGateway, type SetGateway } from './set-test-gateway';

/** With EUROPEANA_SET_API_URL set, `/set` is the real Set API's, forwarded as it came. */
describe('User Sets API in upstream mode', () => {
  let upstream: FakeUpstream;
  let gw: SetGateway;

  beforeAll(async () => {
    upstream = await fakeUpstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"upstream":true}');
    });
    const saved = { url: process.env.EUROPEANA_SET_API_URL, key: process.env.EUROPEANA_API_KEY };
    process.env.EUROPEANA_SET_API_URL = `${upstream.url}/set`;
    process.env.EUROPEANA_API_KEY = 'server-key';
    try {
      gw = await startSetGateway();
    } finally {
      if (saved.url === undefined) delete process.env.EUROPEANA_SET_API_URL;
      else process.env.EUROPEANA_SET_API_URL = saved.url;
      if (saved.key === undefined) delete process.env.EUROPEANA_API_KEY;
      else process.env.EUROPEANA_API_KEY = saved.key;
    }
  });

  afterAll(async () => {
    await gw.close();
    await upstream.close();
  });

  it('forwards every Set API path, method, body and the user token upstream', async () => {
    const token = gw.tokenOf(ALICE);
    const body = '{"type":"BookmarkFolder","title":{"en":"LIKES"}}';
    const created = await gw.call('POST', '/set/', { authorization: `Bearer ${token}`, body });
    expect(created).toMatchObject({ status: 200, body: { upstream: true } });
    await gw.call('GET', '/set/search?query=creator:abc%20type:BookmarkFolder&profile=items');
    await gw.call('PUT', '/set/7/items?position=pin', { user: ALICE, body: ['/100/painting_a'] });
    await gw.call('DELETE', '/set/7/100/painting_a', { user: ALICE });
    await gw.call('GET', '/set/7.json?profile=items.meta&page=1&pageSize=100');
    expect(upstream.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      // The API's root keeps its slash: the real Set API creates at `POST /set/`.
      'POST /set/?wskey=server-key',
      'GET /set/search?query=creator:abc%20type:BookmarkFolder&profile=items&wskey=server-key',
      'PUT /set/7/items?position=pin&wskey=server-key',
      'DELETE /set/7/100/painting_a?wskey=server-key',
      'GET /set/7.json?profile=items.meta&page=1&pageSize=100&wskey=server-key',
    ]);
    expect(upstream.seen[0]!.body).toBe(body);
    expect(upstream.seen[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(upstream.seen[2]!.body).toBe('["/100/painting_a"]');
  });

  it('keeps /set/{id}/recommend for the Recommendation API, which is local here', async () => {
    const before = upstream.seen.length;
    const res = await gw.call('GET', '/set/7/recommend');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'ErrorResponse', code: '404_set_not_found' });
    expect(upstream.seen).toHaveLength(before);
  });
});

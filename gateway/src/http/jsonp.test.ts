import { FIXTURE_RECORDS, loadFixture } from '../test-support/compact-fixtures';
import { startGateway, type GatewayFixture } from '../test-support/gateway-fixture';

describe('JSONP (callback) on the Search and Record APIs', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  const call = async (path: string) => {
    const res = await fetch(`${gw.server.url}${path}`);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  /** The JSON inside `/**\/ name(…);`. */
  const unwrap = (text: string, name: string): Record<string, unknown> => {
    const prefix = `/**/ ${name}(`;
    expect(text.startsWith(prefix)).toBe(true);
    expect(text.endsWith(');')).toBe(true);
    return JSON.parse(text.slice(prefix.length, -2)) as Record<string, unknown>;
  };

  it('wraps search results in the callback, as JavaScript', async () => {
    const res = await call('/record/v2/search.json?query=*:*&rows=2&callback=cb');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = unwrap(res.text, 'cb');
    expect(body).toMatchObject({ success: true, totalResults: FIXTURE_RECORDS.length });
  });

  it('wraps records and errors, and keeps the status', async () => {
    const id = FIXTURE_RECORDS[0]!.id;
    const record = await call(`/record${id}.json?callback=app.handlers.done_1`);
    expect(record.status).toBe(200);
    expect(unwrap(record.text, 'app.handlers.done_1')).toMatchObject({ object: { about: id } });
    const missing = await call('/record/123/nothing.json?callback=cb');
    expect(missing.status).toBe(404);
    expect(unwrap(missing.text, 'cb')).toMatchObject({ success: false });
    const badQuery = await call('/record/search.json?query=&callback=$cb');
    expect(badQuery.status).toBe(400);
    expect(unwrap(badQuery.text, '$cb')).toMatchObject({ success: false, code: '400-SE' });
  });

  it.each(['alert(1)//', 'a b', '1cb', 'cb;x', '', 'a..b', `c${'b'.repeat(200)}`])(
    'refuses the callback %j with a 400 in JSON',
    async (callback) => {
      const res = await call(
        `/record/search.json?query=*:*&wskey=k&callback=${encodeURIComponent(callback)}`,
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toMatchObject({
        apikey: 'k',
        success: false,
        code: '400-SA',
        error: 'Invalid callback parameter',
      });
    },
  );

  it('answers plain JSON without a callback', async () => {
    const res = await call('/record/search.json?query=*:*&rows=1');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toMatchObject({ success: true });
  });
});

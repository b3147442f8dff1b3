import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';

/** Wrong methods on the store-backed APIs: 405 (or 401 for writes needing a user), never 404. */
describe('methods a path does not serve', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.close());

  const call = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gw.server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(method === 'GET' ? {} : { body: '[]' }),
    });
    return {
      status: res.status,
      allow: res.headers.get('allow'),
      body: (await res.json()) as Record<string, unknown>,
    };
  };
  const md5 = '0123456789abcdef0123456789abcdef';

  const user = { authorization: 'Bearer token' };
  it.each<[string, string, string, Record<string, string>?]>([
    ['PUT', '/entity/agent/1047.json', 'GET'],
    ['DELETE', '/entity/agent/base/1047', 'GET'],
    ['POST', '/entity/suggest?text=a', 'GET'],
    ['GET', '/entity/retrieve', 'POST'],
    ['DELETE', `/thumbnail/v3/200/${md5}`, 'GET'],
    ['POST', '/thumbnail/v2/url.json?uri=x', 'GET'],
    ['PUT', '/annotation/search?query=*:*', 'GET'],
    ['PUT', '/recommend/record/1/a', 'GET'],
    ['PUT', '/annotation/1', 'GET', user],
    ['DELETE', '/annotation/1', 'GET', user],
    ['POST', '/annotation/', '', user],
  ])('%s %s -> 405, Allow: %s', async (method, path, allow, headers = {}) => {
    const res = await call(method, path, headers);
    expect(res.status).toBe(405);
    expect(res.allow).toBe(allow);
    expect(res.body).toMatchObject({ type: 'ErrorResponse', success: false, status: 405 });
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['POST', '/health', 'GET'],
    ['DELETE', '/health', 'GET'],
    ['DELETE', '/telemetry/web-vitals', 'GET, POST'],
    ['PUT', '/telemetry/web-vitals', 'GET, POST'],
  ])(
    '%s %s (not an api-commons API) -> 405 in the api2 shape, Allow: %s',
    async (method, path, allow) => {
      const res = await call(method, path);
      expect(res.status).toBe(405);
      expect(res.allow).toBe(allow);
      expect(res.body).toEqual({
        success: false,
        error: 'Method not allowed',
        message: `${method} is not supported here; use ${allow.replace(', ', ' or ')}.`,
        code: '405',
      });
    },
  );

  it.each([
    ['PUT', '/annotation/1'],
    ['DELETE', '/annotation/1'],
    ['POST', '/annotation/'],
    ['POST', '/annotation'],
  ])('%s %s without a user token -> 401', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ type: 'ErrorResponse', success: false, status: 401 });
    expect(res.body.message).toContain('Bearer');
  });

  it('still serves the methods the paths have', async () => {
    expect((await call('GET', '/entity/agent/1047.json')).status).toBe(404);
    expect((await call('GET', '/annotation/1')).status).toBe(404);
    expect((await call('POST', '/entity/retrieve')).status).toBe(400);
    expect((await call('GET', '/health')).status).toBe(200);
    expect((await call('GET', '/telemetry/web-vitals')).status).toBe(200);
  });
});

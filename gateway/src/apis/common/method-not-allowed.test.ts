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

  /** A CORS preflight as a browser sends it before a cross-origin request with `method`. */
  const preflight = async (path: string, method = 'PUT') => {
    const res = await fetch(`${gw.server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example',
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });
    return {
      status: res.status,
      allow: res.headers.get('allow'),
      methods: res.headers.get('access-control-allow-methods'),
      origin: res.headers.get('access-control-allow-origin'),
      text: await res.text(),
    };
  };

  it.each<[string, string, string?]>([
    ['/record/v2/search.json', 'GET, POST'],
    ['/record/search.json', 'GET, POST'],
    ['/api/v2/search.json', 'GET, POST'],
    ['/fulltext/search.json', 'GET'],
    ['/record/v2/1/a.json', 'GET'],
    ['/record/1/a.jsonld', 'GET'],
    ['/entity/agent/1047.json', 'GET'],
    ['/entity/agent/base/1047', 'GET'],
    ['/entity/suggest?text=a', 'GET'],
    ['/entity/retrieve', 'POST'],
    [`/thumbnail/v3/200/${md5}`, 'GET'],
    ['/thumbnail/v2/url.json?uri=x', 'GET'],
    ['/annotation/search', 'GET'],
    ['/annotation/1', 'GET', 'DELETE'],
    ['/recommend/record/1/a', 'GET'],
    ['/record/1/a/recommend', 'GET'],
    [`/media/1/a/${md5}`, 'GET'],
    [`/iiif/image/${md5}/full/max/0/default.jpg`, 'GET'],
    ['/presentation/1/a/manifest', 'GET'],
    ['/health', 'GET'],
    ['/telemetry/web-vitals', 'GET, POST'],
  ])('OPTIONS %s -> 204 with the methods of its 405 (%s)', async (path, allow, refused = 'PUT') => {
    const res = await preflight(path, refused);
    expect(res.status).toBe(204);
    expect(res.methods).toBe(allow);
    expect(res.allow).toBe(allow);
    expect(res.origin).toBe('*');
    expect(res.text).toBe('');
    // The same set as the 405 of a method the path does not take.
    const wrong = await call(refused, path, { authorization: 'Bearer token' });
    expect(wrong.status).toBe(405);
    expect(wrong.allow).toBe(allow);
  });

  it('answers the preflight of a path that takes no method with none', async () => {
    const res = await preflight('/annotation', 'POST');
    expect(res.status).toBe(204);
    expect(res.methods).toBe('');
  });

  it.each([
    ['/no/such/path', 'api2'],
    ['/record/v2/search.rdf', 'api2'],
    ['/entity/agent/1/nothing/here', 'commons'],
    ['/iiif/nothing', 'commons'],
  ])('OPTIONS %s (not served) -> 404 in the error shape of its API', async (path, shape) => {
    const res = await preflight(path);
    expect(res.status).toBe(404);
    expect(res.methods).toBeNull();
    const body = JSON.parse(res.text) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false });
    if (shape === 'api2') expect(body.code).toBe('404');
    else expect(body).toMatchObject({ type: 'ErrorResponse', status: 404 });
  });
});

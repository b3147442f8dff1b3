/** @jest-environment node */
import type { NextFunction, Request, Response } from 'express';
import { allowedMethods } from './allowed-methods';

/** What the middleware does with one request: `next` or its answer. */
function run(method: string, path: string) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    type(type: string) {
      answer.headers['content-type'] = type;
      return res;
    },
    send(body: string) {
      answer.body = body;
      return res;
    },
  };
  let passed = false;
  const next: NextFunction = () => (passed = true);
  allowedMethods(['/api', '/releases', '/auth'], { '/auth': ['GET', 'HEAD', 'POST', 'OPTIONS'] })(
    { method, path } as Request,
    res as unknown as Response,
    next,
  );
  return passed ? 'next' : answer;
}

describe('allowedMethods', () => {
  it('lets GET and HEAD through everywhere', () => {
    for (const path of ['/', '/en', '/health', '/assets/x.js', '/api/x'])
      for (const method of ['GET', 'HEAD']) expect(run(method, path)).toBe('next');
  });

  it('answers other methods on the host own paths with 405 and Allow', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])
      expect(run(method, '/en')).toEqual({
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store', 'content-type': 'text/plain' },
        body: 'Method not allowed',
      });
  });

  it('passes every method but TRACE to the proxies, matched as Express mounts them', () => {
    for (const path of ['/api', '/api/', '/api/telemetry/web-vitals', '/API/x', '/releases/a'])
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
        expect(run(method, path)).toBe('next');
    for (const path of ['/apis', '/api.json', '/en/api/x', '/releasesx'])
      expect(run('POST', path)).toMatchObject({ status: 405 });
  });

  it('refuses TRACE on the proxies with 501, without passing it on', () => {
    expect(run('TRACE', '/api/x')).toEqual({
      status: 501,
      headers: { 'content-type': 'application/json' },
      body: '{"success":false,"error":"TRACE is not supported"}',
    });
  });

  it('passes only its own methods to a proxy that names them (the identity server)', () => {
    for (const path of ['/auth', '/auth/realms/europeana/protocol/openid-connect/token', '/AUTH/x'])
      for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS'])
        expect(run(method, path)).toBe('next');
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE'])
      expect(run(method, '/auth/realms/europeana')).toEqual({
        status: 405,
        headers: {
          allow: 'GET, HEAD, POST, OPTIONS',
          'cache-control': 'no-store',
          'content-type': 'text/plain',
        },
        body: 'Method not allowed',
      });
    expect(run('POST', '/authx')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });
});

import type { Request } from 'express';
import { pageOrigin } from './page-origin';

const request = (host: string | undefined, protocol = 'http') =>
  ({ get: (name: string) => (name === 'host' ? host : undefined), protocol }) as unknown as Request;

describe('pageOrigin', () => {
  it('builds the origin from the Host header and the protocol', () => {
    expect(pageOrigin(request('localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(pageOrigin(request('Portal.Example.EU', 'https'), undefined)).toBe(
      'https://portal.example.eu',
    );
    expect(pageOrigin(request('[::1]:3000'), undefined)).toBe('http://[::1]:3000');
    expect(pageOrigin(request('192.168.0.7'), undefined)).toBe('http://192.168.0.7');
  });

  it('prefers the configured public origin, whatever the request says', () => {
    expect(pageOrigin(request('evil.example'), 'https://www.europeana.eu')).toBe(
      'https://www.europeana.eu',
    );
    expect(pageOrigin(request('a b'), 'https://www.europeana.eu')).toBe('https://www.europeana.eu');
  });

  it('has no origin for a missing or malformed Host header', () => {
    for (const host of [
      undefined,
      '',
      'a b',
      '<x>',
      'evil.example:99999',
      'a/b',
      'a@b',
      '-a.eu',
      'a..b',
    ])
      expect(pageOrigin(request(host), undefined)).toBeUndefined();
  });

  it('takes a protocol other than http or https from a proxy to mean http', () => {
    expect(pageOrigin(request('localhost', 'javascript'), undefined)).toBe('http://localhost');
  });
});

import type { Request } from 'express';
import { publicBaseUrl } from './public-url';

const CONFIGURED = 'http://localhost:3001';
/** A request from `peer`, to an app that trusts loopback peers (the gateway's default). */
const request = (headers: Record<string, string>, peer = '127.0.0.1') =>
  ({
    get: (name: string) => headers[name.toLowerCase()],
    socket: { remoteAddress: peer },
    app: { get: () => (address: string) => address === '127.0.0.1' || address === '::1' },
  }) as unknown as Request;

describe('publicBaseUrl', () => {
  it('follows the host proxy: forwarded host, protocol and prefix', () => {
    expect(
      publicBaseUrl(
        request({ 'x-forwarded-host': 'portal.example:8080', 'x-forwarded-proto': 'https' }),
        CONFIGURED,
        {},
      ),
    ).toBe('https://portal.example:8080/api');
    expect(publicBaseUrl(request({ 'x-forwarded-host': '[::1]:3000' }), CONFIGURED, {})).toBe(
      'http://[::1]:3000/api',
    );
  });

  it('keeps the configured URL for a forwarded host no URL can be built on', () => {
    for (const host of ['evil:99999', '[:::]', 'a b', '<x>', 'a/b', 'a@b', '-a', 'a..b', '.'])
      expect(publicBaseUrl(request({ 'x-forwarded-host': host }), CONFIGURED, {})).toBe(CONFIGURED);
  });

  it('takes a forwarded protocol other than http or https as http, and drops a malformed prefix', () => {
    expect(
      publicBaseUrl(
        request({
          'x-forwarded-host': 'portal.example',
          'x-forwarded-proto': 'javascript',
          'x-forwarded-prefix': '/a b',
        }),
        CONFIGURED,
        {},
      ),
    ).toBe('http://portal.example');
  });

  it('believes forwarding headers only from a trusted peer', () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(publicBaseUrl(request(forged, '203.0.113.9'), CONFIGURED, {})).toBe(CONFIGURED);
    expect(publicBaseUrl(request(forged, '::1'), CONFIGURED, {})).toBe('https://evil.example/api');
  });
});

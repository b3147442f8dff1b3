import type { Request } from 'express';
import { publicBaseUrl } from './public-url';

const CONFIGURED = 'http://localhost:3001';
const request = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

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
});

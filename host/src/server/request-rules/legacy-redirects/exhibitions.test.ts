/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('legacy exhibitions', () => {
  it('keeps the exhibition path under the new prefix', () => {
    expect(redirectUrl('/portal/es/exhibitions/heritage-at-risk')).toEqual({
      status: 301,
      path: '/es/exhibitions/heritage-at-risk',
      query: {},
    });
  });

  it('keeps chapters and drops .html', () => {
    expect(redirectUrl('/portal/exhibitions/faces-of-europe/portugal.html')?.path).toBe(
      '/exhibitions/faces-of-europe/portugal',
    );
  });

  it.each(['/portal/en/exhibitions/foyer', '/portal/en/exhibitions/foyer.html'])(
    'sends the foyer %s to the exhibitions listing, not to an exhibition called foyer',
    (from) => {
      expect(redirectUrl(from)).toEqual({ status: 301, path: '/en/exhibitions', query: {} });
    },
  );
});

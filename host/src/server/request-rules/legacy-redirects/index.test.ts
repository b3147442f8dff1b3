/** @jest-environment node */
import { legacyRedirect } from './index';
import { redirectUrl } from './request-url.testing';

describe('legacyRedirect', () => {
  it.each([
    '/',
    '/en',
    '/en/search',
    '/en/item/90402/SK_A_2344',
    '/en/collections/topic/190-art',
    '/en/about-us',
    '/portals/x',
    '/en/portalx',
    '/account/callback',
  ])('returns null for the current URL %s', (path) => {
    expect(legacyRedirect(path, { q: 'x' })).toBeNull();
  });

  it('returns null for a path that is not absolute', () => {
    expect(legacyRedirect('portal/en/about', {})).toBeNull();
    expect(legacyRedirect('', {})).toBeNull();
  });

  describe('order of rules', () => {
    it('tries the locale-prefixed /portal before anything else', () => {
      expect(redirectUrl('/en/portal/search?q=x')).toEqual({
        status: 302,
        path: '/en/search',
        query: { q: 'x' },
      });
    });

    it('searches a collection with q before the static table opens its topic page', () => {
      expect(redirectUrl('/portal/en/collections/art?q=paint')?.path).toBe('/en/search');
      expect(redirectUrl('/portal/en/collections/art')?.path).toBe('/en/collections/topic/190-art');
    });

    it('lets the explore listing win over the generic prefix drop', () => {
      expect(redirectUrl('/portal/en/explore/people.html')?.path).toBe('/en/collections');
    });

    it('lets the exhibitions rule pass the foyer on to the static table', () => {
      expect(redirectUrl('/portal/en/exhibitions/foyer')?.path).toBe('/en/exhibitions');
    });

    it('falls back to dropping the prefix when no specific rule matches', () => {
      expect(redirectUrl('/portal/en/some/old/page.html')).toEqual({
        status: 301,
        path: '/en/some/old/page',
        query: {},
      });
    });

    it('applies current-site rules only outside /portal', () => {
      expect(redirectUrl('/portal/en/blog')?.path).toBe('/en/blog');
      expect(redirectUrl('/portal/galleries/cats')?.path).toBe('/galleries/cats');
    });

    it('makes one hop at a time along a chain', () => {
      const first = redirectUrl('/portal/en/explore/galleries/cats');
      expect(first?.path).toBe('/en/galleries/cats');
      expect(legacyRedirect(first?.path ?? '', first?.query ?? {})?.path).toBe(
        '/en/galleries/9003-cats',
      );
    });
  });
});

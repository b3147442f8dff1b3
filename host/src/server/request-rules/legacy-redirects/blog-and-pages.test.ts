/** @jest-environment node */
import { redirectUrl } from './request-url.testing';
import { PUBLIC_DOMAIN_CHARTER_URL } from './tables/page-redirects';

describe('moved pages of the current site', () => {
  it.each([
    ['/en/blog', '/en/stories', { type: 'story' }],
    ['/blog', '/stories', { type: 'story' }],
    ['/de/blog/a-post', '/de/stories/a-post', {}],
    ['/en/exhibitions', '/en/stories', { type: 'exhibition' }],
    ['/en/privacy-policy-newsletter', '/en/privacy-statement-newsletter', {}],
    ['/en/professionals', '/en/share-your-collections', {}],
    ['/fr/share-your-data', '/fr/share-your-collections', {}],
    ['/en/rights/privacy-policy', '/en/rights/privacy-statement', {}],
  ])('sends %s to %s', (from, path, query) => {
    expect(redirectUrl(from)).toEqual({ status: 301, path, query });
  });

  it('adds the target query to the request query, the target winning', () => {
    expect(redirectUrl('/en/blog?page=2&type=other')).toEqual({
      status: 301,
      path: '/en/stories',
      query: { page: '2', type: 'story' },
    });
  });

  it('sends the public domain charter off-site, without locale or query', () => {
    expect(redirectUrl('/en/rights/public-domain-charter?x=1')).toEqual({
      status: 301,
      path: PUBLIC_DOMAIN_CHARTER_URL,
      query: {},
      offSite: true,
    });
    expect(PUBLIC_DOMAIN_CHARTER_URL).toMatch(/^https:\/\//);
  });

  it('does not touch exhibition pages, nor pages only starting like a moved one', () => {
    expect(redirectUrl('/en/exhibitions/heritage-at-risk')).toBeNull();
    expect(redirectUrl('/en/blogger')).toBeNull();
    expect(redirectUrl('/en/professionals/x')).toBeNull();
  });

  it('needs a supported locale to see through the first segment', () => {
    expect(redirectUrl('/xx/blog')).toBeNull();
  });
});

/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('legacy explore listings', () => {
  it.each(['newcontent', 'colours', 'sources', 'topics', 'people', 'periods'])(
    'sends /portal/en/explore/%s.html to /en/collections with 302',
    (listing) => {
      expect(redirectUrl(`/portal/en/explore/${listing}.html`)).toEqual({
        status: 302,
        path: '/en/collections',
        query: {},
      });
    },
  );

  it('accepts the listing without locale or suffix', () => {
    expect(redirectUrl('/portal/explore/sources')).toEqual({
      status: 302,
      path: '/collections',
      query: {},
    });
  });

  it('does not treat an unknown listing as one', () => {
    expect(redirectUrl('/portal/en/explore/things.html')).toEqual({
      status: 301,
      path: '/en/explore/things',
      query: {},
    });
  });
});

describe('legacy explore entity pages', () => {
  it.each([
    ['/portal/fr/explore/people/60404-johannes-vermeer.html', '/fr/collections/person/60404'],
    ['/portal/nl/explore/topics/47-painting.html', '/nl/collections/topic/47'],
    ['/portal/explore/periods/17', '/collections/time/17'],
  ])('sends %s to %s', (from, to) => {
    expect(redirectUrl(from)).toEqual({ status: 301, path: to, query: {} });
  });

  it('needs a number after the listing', () => {
    expect(redirectUrl('/portal/en/explore/people/johannes-vermeer')?.path).toBe(
      '/en/explore/people/johannes-vermeer',
    );
  });
});

/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('generic /portal prefix', () => {
  it.each([
    ['/portal/en/about-us', '/en/about-us'],
    ['/portal/en/about-us.html', '/en/about-us'],
    ['/portal/en', '/en'],
    ['/portal/anything/else.html', '/anything/else'],
    ['/portal', '/'],
  ])('sends %s to %s with 301, query kept', (from, to) => {
    expect(redirectUrl(`${from}?a=1`)).toEqual({ status: 301, path: to, query: { a: '1' } });
  });

  it('never turns the rest into a protocol-relative URL on another host', () => {
    expect(redirectUrl('/portal//evil.example/x')?.path).toBe('/evil.example/x');
    expect(redirectUrl('/portal/\\evil.example')?.path).toBe('/evil.example');
  });
});

describe('locale before /portal', () => {
  it('drops /portal with 302 and keeps the locale and the query', () => {
    expect(redirectUrl('/fr/portal?x=1')).toEqual({ status: 302, path: '/fr', query: { x: '1' } });
    expect(redirectUrl('/en/portal/about')).toEqual({
      status: 302,
      path: '/en/about',
      query: {},
    });
  });

  it('does not rewrite the rest in the same hop', () => {
    expect(redirectUrl('/de/portal/record/1/a.html')).toEqual({
      status: 302,
      path: '/de/record/1/a.html',
      query: {},
    });
  });

  it('needs /portal as a whole segment', () => {
    expect(redirectUrl('/en/portals')).toBeNull();
  });
});

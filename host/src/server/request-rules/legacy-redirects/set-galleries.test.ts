/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('sets renamed galleries', () => {
  it.each([
    ['/en/set/123-my-set', '/en/galleries/123-my-set'],
    ['/set/123', '/galleries/123'],
    ['/de/set', '/de/galleries'],
  ])('sends %s to %s, query kept', (from, to) => {
    expect(redirectUrl(`${from}?page=2`)).toEqual({ status: 301, path: to, query: { page: '2' } });
  });

  it('needs set as a whole segment', () => {
    expect(redirectUrl('/en/settings')).toBeNull();
  });
});

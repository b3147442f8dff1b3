/** @jest-environment node */
import { redirectUrl } from './request-url.testing';

describe('legacy explore galleries', () => {
  it('sends a gallery under /explore/galleries to /galleries', () => {
    expect(redirectUrl('/portal/pl/explore/galleries/board-games')).toEqual({
      status: 301,
      path: '/pl/galleries/board-games',
      query: {},
    });
  });

  it('sends the listing itself to /galleries through the static table', () => {
    expect(redirectUrl('/portal/de/explore/galleries')).toEqual({
      status: 301,
      path: '/de/galleries',
      query: {},
    });
  });
});

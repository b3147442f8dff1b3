import { remoteRouteOf } from './prefetch-links';

// When prefetching is allowed at all (2g, Save-Data) is shared-kernel's `prefetchAllowed`.
describe('link prefetching (spec §9)', () => {
  it('finds the remote page an internal link leads to', () => {
    const origin = 'http://portal.test';
    expect(remoteRouteOf('/en/search?query=x', origin)).toMatchObject({ remote: 'mf-search' });
    expect(remoteRouteOf('http://portal.test/de/item/1/abc', origin)).toMatchObject({
      remote: 'mf-item',
    });
    expect(remoteRouteOf('/en', origin)).toMatchObject({ remote: 'mf-stories' });
    expect(remoteRouteOf('https://elsewhere.example/en/search', origin)).toBeNull();
  });
});

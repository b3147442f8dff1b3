import { prefetchAllowed, remoteRouteOf } from './prefetch-links';

describe('link prefetching (spec §9)', () => {
  it('is skipped on 2g and with data saving', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

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

import { routeCodeUrls } from './prefetch-route-code';

describe('the code a prefetched page needs', () => {
  const entry = 'https://cdn.example/releases/mf-search/1.2.0/remoteEntry.js';
  const manifest = {
    exposes: [
      {
        path: './search',
        assets: {
          js: {
            sync: ['__federation_expose_search.abc.js'],
            async: [
              'search-de-json.1.js',
              'search-en-json.2.js',
              'common-de-json.3.js',
              'facets.4.js',
            ],
          },
        },
      },
      { path: './other', assets: { js: { sync: ['other.js'], async: [] } } },
    ],
  };

  it('is the entry, the exposed module and its strings in the page language, next to the entry', () => {
    expect(routeCodeUrls(manifest, entry, './search', 'de')).toEqual([
      entry,
      'https://cdn.example/releases/mf-search/1.2.0/__federation_expose_search.abc.js',
      'https://cdn.example/releases/mf-search/1.2.0/search-de-json.1.js',
      'https://cdn.example/releases/mf-search/1.2.0/common-de-json.3.js',
    ]);
  });

  it('leaves on-demand chunks and other languages to the click', () => {
    const urls = routeCodeUrls(manifest, entry, './search', 'en');
    expect(urls.some((url) => url.includes('facets'))).toBe(false);
    expect(urls.some((url) => url.includes('-de-json'))).toBe(false);
  });

  it('is only the entry when the manifest does not know the module', () => {
    expect(routeCodeUrls(manifest, entry, './missing', 'en')).toEqual([entry]);
    expect(routeCodeUrls({}, entry, './search', 'en')).toEqual([entry]);
  });
});

import {
  applyUrlOverrides,
  browserApiEndpoints,
  envIdOf,
  mediaProxyRecordApiUrl,
  overrideHeaderOf,
  parseOriginList,
  serverApiEndpoints,
} from './api-config';

describe('API configuration', () => {
  it('names environment variables and headers like the Europeana portal', () => {
    expect(envIdOf('entityManagement')).toBe('ENTITY_MANAGEMENT');
    expect(envIdOf('iiifPresentation')).toBe('IIIF_PRESENTATION');
    expect(overrideHeaderOf('record')).toBe('X-Europeana-Record-Api-Url');
    expect(overrideHeaderOf('mediaProxy')).toBe('X-Europeana-Media-Proxy-Api-Url');
  });

  it('defaults to the gateway and reads URL and key per API', () => {
    const endpoints = serverApiEndpoints(
      {
        EUROPEANA_ENTITY_API_URL: 'https://api.europeana.eu/entity',
        EUROPEANA_ENTITY_API_KEY: 'k1',
        EUROPEANA_API_KEY: 'fallback',
      },
      'http://127.0.0.1:3001',
    );
    expect(endpoints.record).toEqual({ url: 'http://127.0.0.1:3001/record', key: 'fallback' });
    expect(endpoints.entity).toEqual({ url: 'https://api.europeana.eu/entity', key: 'k1' });
    expect(endpoints.recommendation.url).toBe('http://127.0.0.1:3001/recommend');
    // Browser-facing APIs render into the page: the public same-origin path.
    expect(endpoints.thumbnail.url).toBe('/api/thumbnail/v3');
  });

  it('reaches the static pages on the gateway: /content, /api/content in the browser', () => {
    const endpoints = serverApiEndpoints({}, 'http://127.0.0.1:3001/');
    expect(endpoints.content).toEqual({ url: 'http://127.0.0.1:3001/content' });
    expect(browserApiEndpoints().content).toEqual({ url: '/api/content' });
    expect(envIdOf('content')).toBe('CONTENT');
  });

  it('keeps keys and upstream addresses out of the browser', () => {
    const endpoints = browserApiEndpoints({ thumbnail: 'https://api.europeana.eu/thumbnail/v3' });
    expect(endpoints.record).toEqual({ url: '/api/record' });
    expect(endpoints.thumbnail.url).toBe('https://api.europeana.eu/thumbnail/v3');
    expect(Object.values(endpoints).some((endpoint) => 'key' in endpoint)).toBe(false);
  });

  it('takes per-request URL overrides only from allowed origins', () => {
    const endpoints = serverApiEndpoints({}, 'http://127.0.0.1:3001');
    const headers = {
      'x-europeana-record-api-url': 'https://api.europeana.eu/record',
      'x-europeana-entity-api-url': 'http://169.254.169.254/latest',
    };
    expect(applyUrlOverrides(endpoints, headers, []).record.url).toBe(endpoints.record.url);
    const allowed = applyUrlOverrides(
      endpoints,
      headers,
      parseOriginList('https://api.europeana.eu, nonsense'),
    );
    expect(allowed.record.url).toBe('https://api.europeana.eu/record');
    expect(allowed.entity.url).toBe(endpoints.entity.url);
  });

  it('names the Record API in media proxy links only for an outside media proxy', () => {
    const record = 'https://api.europeana.eu/record/';
    const proxy = 'https://proxy.europeana.eu/media';
    expect(
      mediaProxyRecordApiUrl({
        EUROPEANA_RECORD_API_URL: record,
        EUROPEANA_MEDIA_PROXY_API_URL: proxy,
      }),
    ).toBe('https://api.europeana.eu/record');
    // Our gateway's proxy (the default /api/media) reads its own store.
    expect(mediaProxyRecordApiUrl({ EUROPEANA_RECORD_API_URL: record })).toBeUndefined();
    // Records from the gateway: its address is internal, and Europeana's proxy would refuse it.
    expect(mediaProxyRecordApiUrl({ EUROPEANA_MEDIA_PROXY_API_URL: proxy })).toBeUndefined();
    expect(
      mediaProxyRecordApiUrl({
        EUROPEANA_RECORD_API_URL: '/record',
        EUROPEANA_MEDIA_PROXY_API_URL: proxy,
      }),
    ).toBeUndefined();
  });
});

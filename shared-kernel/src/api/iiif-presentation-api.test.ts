/** @jest-environment node */
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';
import { createIiifPresentationApi } from './iiif-presentation-api';

describe('IIIF Presentation API client', () => {
  it('builds the manifest URL of a record, without a key', () => {
    const client = new HttpClient({ baseUrl: '/api/presentation/', apiKey: 'secret' });
    const presentation = createIiifPresentationApi(client);
    expect(presentation.manifestUrl('/90402/SK_C_5')).toBe(
      '/api/presentation/90402/SK_C_5/manifest?format=3',
    );
    expect(() => presentation.manifestUrl('/x')).toThrow(RangeError);
  });

  it('fetches a manifest asking for version 3', async () => {
    const fake = fakeFetch(() => ({ body: { type: 'Manifest', items: [] } }));
    const presentation = createIiifPresentationApi(new HttpClient({ baseUrl: '/p' }), fake.fetch);
    await expect(presentation.getManifest('http://x/manifest')).resolves.toEqual({
      type: 'Manifest',
      items: [],
    });
    expect(fake.seen[0]?.headers.Accept).toMatch(/presentation\/3\/context\.json/);
  });

  it('reports a missing, broken or unreachable manifest as IIIFManifestFailure', async () => {
    const answers = [{ status: 404, body: { error: 'no' } }, { body: 'not json' }, { body: '[1]' }];
    const fake = fakeFetch(() => answers.shift() ?? { body: {} });
    const presentation = createIiifPresentationApi(new HttpClient({ baseUrl: '/p' }), fake.fetch);
    for (const status of [404, 502, 502]) {
      await expect(presentation.getManifest('http://x/m')).rejects.toMatchObject({
        code: 'IIIFManifestFailure',
        statusCode: status,
      });
    }
    const failing = createIiifPresentationApi(new HttpClient({ baseUrl: '/p' }), (() =>
      Promise.reject(new TypeError('network'))) as typeof fetch);
    await expect(failing.getManifest('http://x/m')).rejects.toMatchObject({
      code: 'IIIFManifestFailure',
    });
  });
});

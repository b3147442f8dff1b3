/** @jest-environment node */
import {
  createIiifPresentationApi,
  createMediaProxyApi,
  createThumbnailApi,
  HttpClient,
  type RecordObject,
} from '@portal/shared-kernel';
import { buildItemView } from './item-view';
import { fetchTranslatedView, needsTranslation, NoTranslationAvailable } from './translated-view';

const record = (
  title: Record<string, string[]>,
  subject: Record<string, string[]>,
): RecordObject => ({
  about: '/1/a',
  type: 'IMAGE',
  proxies: [
    { about: '/proxy/provider/1/a', dcTitle: title, dcSubject: subject, dcFormat: { de: ['Öl'] } },
  ],
  aggregations: [{ about: '/aggregation/provider/1/a' }],
});

function clients(answer: unknown) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const api = {
    record: { client: new HttpClient({ baseUrl: 'http://gw/record', fetch }) },
    thumbnail: createThumbnailApi('/api/thumbnail/v3'),
    mediaProxy: createMediaProxyApi('/api/media'),
    iiifPresentation: createIiifPresentationApi(new HttpClient({ baseUrl: '/api/presentation' })),
  };
  return { api: api as unknown as Parameters<typeof fetchTranslatedView>[0], seen };
}

describe('metadata translation', () => {
  const { api: plain } = clients({});
  const original = buildItemView(record({ de: ['Stillleben'] }, { de: ['Blumen'] }), plain, {
    locale: 'en',
    annotations: [{ id: '1', motivation: 'tagging', body: 'flowers' }],
  });

  it('is offered when neither title nor description is in the page language', () => {
    expect(needsTranslation(original, 'en')).toBe(true);
    expect(needsTranslation(original, 'de')).toBe(false);
    expect(needsTranslation({ ...original, translatedTo: 'en' }, 'en')).toBe(false);
  });

  it('fetches the translate profile with the user token and keeps what was not translated', async () => {
    const translatedRecord = record({ de: ['Stillleben'] }, { de: ['Blumen'] });
    translatedRecord.proxies.push({
      about: '/proxy/europeana/1/a',
      europeanaProxy: true,
      dcTitle: { en: ['Still life'] },
      dcSubject: { en: ['Flowers'] },
    });
    const { api, seen } = clients({ success: true, object: translatedRecord });
    const view = await fetchTranslatedView(api, original, 'en', 'jwt');
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/record/1/a.json');
    expect(url.searchParams.get('profile')).toBe('translate');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(seen[0]!.headers.Authorization).toBe('Bearer jwt');
    expect(view.translatedTo).toBe('en');
    expect(view.title).toEqual({ de: ['Stillleben'], en: ['Still life'] });
    const fields = new Map(view.metadata);
    expect(fields.get('dcSubject')).toEqual({ de: ['Blumen'], en: ['Flowers'] });
    expect(fields.get('dcFormat')).toEqual({ de: ['Öl'] });
    expect(fields.get('keywords')).toEqual({ def: ['flowers'] });
  });

  it('is no translation when the answer has no title or description in the language', async () => {
    const { api } = clients({ success: true, object: record({ de: ['Stillleben'] }, {}) });
    const attempt = fetchTranslatedView(api, original, 'en', 'jwt');
    await expect(attempt).rejects.toBeInstanceOf(NoTranslationAvailable);
    await expect(attempt).rejects.toMatchObject({ locale: 'en' });
  });

  it('fails as a bad answer (502) when the translated record is missing from the answer', async () => {
    const { api } = clients({ success: true });
    await expect(fetchTranslatedView(api, original, 'en', 'jwt')).rejects.toMatchObject({
      name: 'ApiError',
      statusCode: 502,
    });
  });
});

/** @jest-environment node */
import { createAnnotationApi } from './annotation-api';
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';

describe('Annotation API client', () => {
  it('searches the annotations of a record the way the item page does (contract §5)', async () => {
    const fake = fakeFetch(() => ({ body: { type: 'AnnotationPage', items: [] } }));
    const annotation = createAnnotationApi(
      new HttpClient({ baseUrl: 'http://gw/annotation', fetch: fake.fetch }),
    );
    const page = await annotation.forRecord('/90402/SK_C_5');
    expect(page.type).toBe('AnnotationPage');
    const url = new URL(fake.seen[0]!.url);
    expect(url.pathname).toBe('/annotation/search');
    expect(url.searchParams.get('query')).toBe('target_record_id:"/90402/SK_C_5"');
    expect(url.searchParams.get('qf')).toBe(
      'motivation:(highlighting OR linkForContributing OR tagging OR subtitling OR captioning OR transcribing)',
    );
    expect(url.searchParams.get('profile')).toBe('dereference');
    expect(url.searchParams.get('pageSize')).toBe('100');
  });

  it('refuses an identifier that is not a record id (no query injection)', () => {
    const annotation = createAnnotationApi(new HttpClient({ baseUrl: 'http://gw/annotation' }));
    expect(() => annotation.forRecord('/1/a" OR *:*')).toThrow(RangeError);
  });

  it('gives up on the annotations of a record after the time it is given', async () => {
    // never answers, but lets go when the request's signal aborts, as a real fetch does
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const annotation = createAnnotationApi(
      new HttpClient({ baseUrl: 'http://gw/annotation', fetch: hanging }),
    );
    const started = Date.now();
    await expect(annotation.forRecord('/1/a', { timeoutMs: 50 })).rejects.toMatchObject({
      statusCode: 504,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('asks for the motivations given, and answers 502 for a page whose items are no list', async () => {
    const fake = fakeFetch(() => ({ body: { type: 'AnnotationPage', items: { id: 1 } } }));
    const annotation = createAnnotationApi(
      new HttpClient({ baseUrl: 'http://gw/annotation', fetch: fake.fetch }),
    );
    await expect(annotation.forRecord('/1/a', { motivations: ['tagging'] })).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(new URL(fake.seen[0]!.url).searchParams.get('qf')).toBe('motivation:(tagging)');
  });
});

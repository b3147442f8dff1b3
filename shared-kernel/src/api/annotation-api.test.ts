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
});

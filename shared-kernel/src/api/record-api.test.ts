/** @jest-environment node */
import { ApiError } from './api-error';
import { HttpClient } from './http-client';
import {
  createRecordApi,
  isInvalidQueryError,
  isPaginationLimitError,
  isTranslationUnavailableError,
  withQueryTranslation,
} from './record-api';

describe('multilingual search parameters', () => {
  it('adds the translate profile and the languages for other locales than English', () => {
    expect(withQueryTranslation({ query: 'Katze', profile: 'minimal' }, 'de')).toEqual({
      query: 'Katze',
      profile: 'minimal,translate',
      lang: 'de',
      'q.source': 'de',
      'q.target': 'en',
    });
  });

  it('leaves English searches alone', () => {
    const params = { query: 'cat', profile: 'minimal' };
    expect(withQueryTranslation(params, 'en')).toBe(params);
  });
});

describe('Search API errors', () => {
  it('recognises the pagination limit', () => {
    expect(
      isPaginationLimitError(
        new ApiError('It is not possible...', 400, 'genericUnknownError', '400-SL'),
      ),
    ).toBe(true);
    expect(
      isPaginationLimitError(
        new ApiError(
          'It is not possible to paginate beyond the first 1000 search results.',
          400,
          'genericUnknownError',
        ),
      ),
    ).toBe(true);
    expect(isPaginationLimitError(new ApiError('Invalid query', 400, 'x', '400-SA'))).toBe(false);
    expect(isPaginationLimitError(new Error('400-SL'))).toBe(false);
  });

  it('recognises an invalid query', () => {
    expect(isInvalidQueryError(new ApiError('Invalid query', 400, 'x', '400-SA'))).toBe(true);
    expect(isInvalidQueryError(new ApiError('Invalid query', 500, 'x', '400-SA'))).toBe(false);
  });

  it('recognises unavailable translation', () => {
    expect(isTranslationUnavailableError(new ApiError('Forbidden', 403, 'x'))).toBe(true);
    expect(isTranslationUnavailableError(new ApiError('Quota', 502, 'x', '502-TS'))).toBe(true);
    expect(isTranslationUnavailableError(new ApiError('Bad gateway', 502, 'x'))).toBe(false);
  });
});

describe('search requests', () => {
  it('sends qf as repeated parameters and the translation parameters', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ success: true })));
    const api = createRecordApi(
      new HttpClient({
        baseUrl: 'http://gw/record',
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    );
    await api.search(
      withQueryTranslation({ query: 'Katze', qf: ['TYPE:"IMAGE"', 'contentTier:(1 OR 2)'] }, 'de'),
    );
    const url = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(url.pathname).toBe('/record/search.json');
    expect(url.searchParams.getAll('qf')).toEqual(['TYPE:"IMAGE"', 'contentTier:(1 OR 2)']);
    expect(url.searchParams.get('q.source')).toBe('de');
    expect(url.searchParams.get('q.target')).toBe('en');
    expect(url.searchParams.get('profile')).toBe('translate');
  });
});

/** @jest-environment node */
import { ApiError } from './api-error';
import { fakeFetch } from './fake-fetch.fixture';
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

describe('answers the pages cannot read', () => {
  function api(body: unknown) {
    const fake = fakeFetch(() => ({ body }));
    return createRecordApi(new HttpClient({ baseUrl: 'http://gw/record', fetch: fake.fetch }));
  }

  it('are a 502 for a search, rather than a page of 0 results or a crash on totalResults', async () => {
    for (const body of ['null', [], { items: { id: '/1/a' } }, '<html>Maintenance</html>']) {
      await expect(api(body).search({ query: 'cat' })).rejects.toMatchObject({
        name: 'ApiError',
        statusCode: 502,
        code: 'genericUnknownError',
      });
    }
    await expect(api(undefined).searchByIds(['/1/a'])).rejects.toMatchObject({
      statusCode: 502,
      message: 'The API sent an empty answer.',
    });
  });

  it('are a 502 of the item for a record without its object', async () => {
    await expect(api({ success: true }).getRecord('/1/a')).rejects.toMatchObject({
      statusCode: 502,
      code: 'itemUnknownError',
      message:
        'The API sent an answer of an unexpected shape: "object" is missing or not an object.',
    });
    await expect(
      api({ success: true, object: { about: '/1/a' } }).getRecord('/1/a'),
    ).resolves.toMatchObject({ object: { about: '/1/a' } });
  });
});

/** @jest-environment node */
import { ApiError } from './api-error';
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';
import { createRecommendationApi, recommendationPath } from './recommendation-api';

function api(answer?: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(answer);
  const client = new HttpClient({ baseUrl: 'http://gw/recommend', apiKey: 'k', fetch: fake.fetch });
  return { recommendation: createRecommendationApi(client), seen: fake.seen };
}

describe('Recommendation API client', () => {
  it('asks for items like a record, with the page size and the key', async () => {
    const { recommendation, seen } = api(() => ({ body: { items: [{ id: '/1/b' }] } }));
    const response = await recommendation.forRecord('/1/a', { pageSize: 9 });
    expect(response.items).toEqual([{ id: '/1/b' }]);
    expect(seen[0]?.url).toBe('http://gw/recommend/record/1/a?pageSize=9&wskey=k');
    expect(seen[0]?.headers.Authorization).toBeUndefined();
  });

  it('sends the user token when given one', async () => {
    const { recommendation, seen } = api();
    await recommendation.forRecord('/1/a', {}, { accessToken: 'jwt' });
    expect(seen[0]?.headers.Authorization).toBe('Bearer jwt');
  });

  it('sends accept and reject signals as POST and DELETE with the item ids', async () => {
    const { recommendation, seen } = api();
    await recommendation.accept('set', '42', ['/1/a'], { accessToken: 'jwt' });
    await recommendation.reject('set', '42', ['/1/b']);
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://gw/recommend/set/42?wskey=k', '["/1/a"]'],
      ['DELETE', 'http://gw/recommend/set/42?wskey=k', '["/1/b"]'],
    ]);
  });

  it('maps API errors and refuses malformed identifiers before calling', async () => {
    const { recommendation, seen } = api(() => ({ status: 404, body: { error: 'No record' } }));
    await expect(recommendation.forRecord('/1/a')).rejects.toBeInstanceOf(ApiError);
    expect(() => recommendationPath('record', '/x/../y')).toThrow(RangeError);
    expect(() => recommendationPath('set', '')).toThrow(RangeError);
    expect(recommendationPath('entity', 'agent/60305')).toBe('/entity/agent/60305');
    expect(seen).toHaveLength(1);
  });

  it('answers 502 for recommendations that are not a page of items', async () => {
    for (const body of ['<html>Maintenance</html>', 'null', { items: 'none' }]) {
      const { recommendation } = api(() => ({ body }));
      await expect(recommendation.forRecord('/1/a')).rejects.toMatchObject({ statusCode: 502 });
    }
  });
});

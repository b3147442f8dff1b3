/** @jest-environment node */
import { createEntityApi } from './entity-api';
import { fakeFetch } from './fake-fetch.fixture';
import { HttpClient } from './http-client';

function api(body: unknown = { items: [{ id: 'http://data.europeana.eu/concept/1' }] }) {
  const fake = fakeFetch(() => ({ body }));
  const client = new HttpClient({ baseUrl: 'http://gw/entity', apiKey: 'k', fetch: fake.fetch });
  return { entity: createEntityApi(client), seen: fake.seen };
}

describe('Entity API client', () => {
  const ids = ['http://data.europeana.eu/concept/1', 'http://data.europeana.eu/concept/2'];

  it('retrieves entities by URI with a POST of the list', async () => {
    const { entity, seen } = api();
    const page = await entity.retrieve(ids);
    expect(page.items).toHaveLength(1);
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://gw/entity/retrieve?wskey=k', JSON.stringify(ids)],
    ]);
  });

  it('asks for only the fields given', async () => {
    const { entity, seen } = api();
    await entity.retrieve(ids, { fl: 'skos_prefLabel.*' });
    expect(seen[0]?.url).toBe('http://gw/entity/retrieve?fl=skos_prefLabel.*&wskey=k');
  });

  it('answers 502 for an entity or a page that is not of their shape', async () => {
    await expect(api([]).entity.get('concept', '94-architecture')).rejects.toMatchObject({
      statusCode: 502,
      code: 'entityUnknownError',
    });
    await expect(api('<html>Maintenance</html>').entity.get('concept', 94)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The API sent an answer that is not JSON.',
    });
    await expect(api({ items: {} }).entity.suggest('turner')).rejects.toMatchObject({
      statusCode: 502,
    });
    await expect(api('null').entity.search({ query: 'x' })).rejects.toMatchObject({
      statusCode: 502,
    });
    await expect(api([]).entity.retrieve(ids)).rejects.toMatchObject({ statusCode: 502 });
  });
});

import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';
import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { testAccessToken } from '../../identity/test-tokens';

describe('Search API parameters, paging and errors', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  const search = (
    params: Record<string, string | number | Array<string | number>>,
    headers?: Record<string, string>,
  ) => gw.get(`/record/v2/search.json?${qs(params)}`, headers);

  it('does not echo a very long query whole in its error message', async () => {
    const res = await search({ query: `${'word '.repeat(3000)}AND` });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400-SA');
    expect(String(res.body.message).length).toBeLessThan(400);
  });

  it.each([
    [{ query: '' }, 400, '400-SE'],
    [{ rows: 5 }, 400, '400-SE'],
    [{ query: 'a AND' }, 400, '400-SA'],
    [{ query: 'nosuchfield:x' }, 400, '400-SA'],
    [{ query: 'title:[a TO b]' }, 400, '400-SA'],
    [{ query: '*:*', qf: 'distance(location,1,2,3)' }, 400, '400-SA'],
    [{ query: '*:*', rows: 'many' }, 400, '400-SA'],
    [{ query: '*:*', start: 0 }, 400, '400-SA'],
    [{ query: '*:*', sort: 'title+asc' }, 400, '400-SA'],
    [{ query: '*:*', sort: 'score+sideways' }, 400, '400-SA'],
    [{ query: '*:*', sort: 'timestamp_created+asc+desc' }, 400, '400-SA'],
    [{ query: '*:*', sort: 'timestamp_created asc,score desc desc' }, 400, '400-SA'],
    [{ query: '*:*', reusability: 'free' }, 400, '400-SA'],
    [{ query: '*:*', media: 'yes' }, 400, '400-SA'],
    [{ query: '*:*', colourpalette: 'red' }, 400, '400-SA'],
    [{ query: '*:*', profile: 'facets', facet: 'NOPE' }, 400, '400-SA'],
    [{ query: '*:*', boost: 'title^2' }, 400, '400-SB'],
    [{ query: '*:*', cursor: 'not base64!' }, 400, '400-SC'],
    [{ query: '*:*', cursor: Buffer.from('{"x":1}').toString('base64') }, 400, '400-SC'],
    [{ query: '*:*', cursor: '*', start: 3 }, 400, '400-SD'],
    [{ query: '*:*', 'hit.selectors': 'x' }, 400, '400-SH'],
    [{ query: '*:*', start: 990, rows: 12 }, 400, '400-SL'],
    [{ query: '*:*', 'facet.range': 'YEAR' }, 400, '400-SR'],
    [{ query: '*:*', theme: 'nope' }, 400, '400-ST'],
    [{ query: '*:*', theme: 'art;drop' }, 400, '400-SU'],
    [{ query: '*:*', profile: 'minimal,translate', lang: 'de' }, 403, '403'],
  ])('%j -> %i %s', async (params, status, code) => {
    const res = await search({ wskey: 'k', ...params } as Record<string, string | number>);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ apikey: 'k', success: false, code });
    expect(typeof res.body.error).toBe('string');
    expect(typeof res.body.message).toBe('string');
  });

  it('answers other methods with 405', async () => {
    const put = await fetch(`${gw.server.url}/record/v2/search.json?query=x`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(((await put.json()) as { code: string }).code).toBe('405');
    const del = await fetch(`${gw.server.url}/record/v2/1/a.json`, { method: 'DELETE' });
    expect(del.status).toBe(405);
  });

  it('uses the contract message for the page limit', async () => {
    const res = await search({ query: '*:*', start: 1000, rows: 2 });
    expect(res.body.message).toBe(
      'It is not possible to paginate beyond the first 1000 search results. Please use cursor-based pagination instead',
    );
    expect((await search({ query: '*:*', start: 999, rows: 2 })).status).toBe(200);
  });

  it('caps rows at 100 and defaults to 12', async () => {
    // rows counts as 100 in the page-limit check: 949 + 100 > 1000, 899 + 100 is not.
    expect((await search({ query: '*:*', rows: 500, start: 950 })).status).toBe(400);
    expect((await search({ query: '*:*', rows: 500, start: 900 })).status).toBe(200);
    expect((await search({ query: '*:*', rows: 500 })).status).toBe(200);
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...FIXTURE_RECORDS[0]!,
      id: `/93000/many_${i}`,
    }));
    loadFixture(gw.store, many);
    expect((await search({ query: '*:*' })).body.itemsCount).toBe(12);
    expect((await search({ query: '*:*', rows: 500 })).body.itemsCount).toBe(
      FIXTURE_RECORDS.length + 20,
    );
    for (const r of many) gw.store.items.remove(r.id);
  });

  it('pages with start', async () => {
    const all = (
      await search({ query: '*:*', rows: 100, sort: 'europeana_id+asc' })
    ).body.items.map((i: { id: string }) => i.id);
    const page2 = (
      await search({ query: '*:*', rows: 2, start: 3, sort: 'europeana_id+asc' })
    ).body.items.map((i: { id: string }) => i.id);
    expect(page2).toEqual(all.slice(2, 4));
  });

  it('pages through everything with a cursor, then stops giving nextCursor', async () => {
    const seen: string[] = [];
    let cursor = '*';
    for (let page = 0; page < 10; page++) {
      const res = await search({ query: '*:*', rows: 4, cursor, sort: 'timestamp_created+desc' });
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((i: { id: string }) => i.id));
      if (!res.body.nextCursor) break;
      expect(res.body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
      cursor = res.body.nextCursor;
    }
    expect(seen).toHaveLength(FIXTURE_RECORDS.length);
    expect(new Set(seen).size).toBe(FIXTURE_RECORDS.length);
  });

  it('gives no nextCursor with rows=0: it would name the same page forever', async () => {
    for (const cursor of ['*', 'eyJvIjowfQ']) {
      const res = await search({ query: '*:*', rows: 0, cursor });
      expect(res.status).toBe(200);
      expect(res.body.totalResults).toBe(FIXTURE_RECORDS.length);
      expect(res.body.nextCursor).toBeUndefined();
    }
  });

  it('takes any run of digits as a random seed, one order per seed', async () => {
    const ids = async (sort: string) => {
      const res = await search({ query: '*:*', rows: 100, sort });
      expect(res.status).toBe(200);
      return res.body.items.map((i: { id: string }) => i.id) as string[];
    };
    const long = await ids('random_1234567890123456');
    expect(long).toHaveLength(FIXTURE_RECORDS.length);
    expect(await ids('random_1234567890123456')).toEqual(long);
    const longer = await ids(`random_${'9'.repeat(40)}`);
    expect(await ids(`random_${'9'.repeat(40)}`)).toEqual(longer);
    expect(await ids('random_123456789012345')).toEqual(await ids('random_123456789012345'));
  });

  it('keeps a random order stable across cursor pages', async () => {
    const first = await search({ query: '*:*', rows: 3, cursor: '*', sort: 'random' });
    const second = await search({
      query: '*:*',
      rows: 3,
      cursor: first.body.nextCursor,
      sort: 'random',
    });
    const ids = [...first.body.items, ...second.body.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('applies reusability, media, thumbnail, landingpage, text_fulltext, colourpalette and theme', async () => {
    const count = async (params: Record<string, string | string[]>) =>
      (await search({ query: '*:*', ...params })).body.totalResults;
    expect(await count({ reusability: 'restricted' })).toBe(1);
    expect(await count({ reusability: ['open', 'restricted'] })).toBe(5);
    expect(await count({ reusability: 'open,permission' })).toBe(5);
    expect(await count({ media: 'true' })).toBe(3);
    expect(await count({ thumbnail: 'false' })).toBe(3);
    expect(await count({ text_fulltext: 'true' })).toBe(1);
    expect(await count({ landingpage: 'true' })).toBe(0);
    expect(await count({ theme: 'art' })).toBe(2);
    expect(await count({ colourpalette: '#FFFFFF' })).toBe(0);
  });

  it('searches only items with full text at the full-text search paths', async () => {
    const withText = await search({ query: '*:*', text_fulltext: 'true', rows: 100 });
    for (const path of ['/fulltext/search.json', '/fulltext/v2/search.json']) {
      const res = await gw.get(
        `${path}?${qs({ query: '*:*', rows: 100, text_fulltext: 'false' })}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.totalResults).toBe(1);
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual(
        withText.body.items.map((i: { id: string }) => i.id),
      );
    }
    const bad = await gw.get(`/fulltext/search.json?${qs({ query: 'a AND' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: '400-SA' });
  });

  it('serves facets with the facets/portal profile only, DEFAULT expanded, custom facets allowed', async () => {
    expect((await search({ query: '*:*', facet: 'TYPE' })).body.facets).toBeUndefined();
    const portal = await search({ query: '*:*', profile: 'portal', rows: 0 });
    const names = portal.body.facets.map((f: { name: string }) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'TYPE',
        'COUNTRY',
        'RIGHTS',
        'REUSABILITY',
        'YEAR',
        'PROVIDER',
        'UGC',
      ]),
    );
    const custom = await search({
      query: '*:*',
      profile: 'facets',
      facet: ['collection', 'contentTier'],
      rows: 0,
    });
    expect(custom.body.facets.map((f: { name: string }) => f.name)).toEqual([
      'collection',
      'contentTier',
    ]);
    const limited = await search({
      query: '*:*',
      profile: 'facets',
      facet: 'YEAR',
      'f.YEAR.facet.limit': 2,
      rows: 0,
    });
    expect(limited.body.facets[0].fields).toHaveLength(2);
  });

  it('counts facet.range buckets', async () => {
    const res = await search({
      query: '*:*',
      profile: 'facets',
      facet: 'TYPE',
      'facet.range': 'YEAR',
      'f.YEAR.facet.range.start': 1600,
      'f.YEAR.facet.range.end': 1800,
      'f.YEAR.facet.range.gap': 100,
      rows: 0,
    });
    expect(res.body.facets).toContainEqual({
      name: 'YEAR',
      fields: [
        { label: '1600', count: 5 },
        { label: '1700', count: 1 },
      ],
    });
    expect(
      (
        await search({
          query: '*:*',
          profile: 'facets',
          'facet.range': 'YEAR',
          'f.YEAR.facet.range.start': 1,
          'f.YEAR.facet.range.end': 9,
          'f.YEAR.facet.range.gap': 0,
        })
      ).body.code,
    ).toBe('400-SR');
  });

  it('echoes parameters with profile=params and the key as apikey', async () => {
    const res = await search({
      query: 'night',
      rows: 3,
      profile: 'minimal,params',
      wskey: 'secret-key',
    });
    expect(res.body.apikey).toBe('secret-key');
    expect(res.body.params).toEqual({ query: 'night', rows: 3, profile: 'minimal,params' });
  });

  it('adds the tiers to items with profile=debug, whatever the view', async () => {
    for (const profile of ['minimal,debug', 'rich,debug', 'debug']) {
      const res = await search({ query: '*:*', profile, rows: 100 });
      expect(res.status).toBe(200);
      for (const item of res.body.items) {
        expect(item.contentTier).toMatch(/^[0-4]$/);
        expect(Object.keys(item)).toEqual([...Object.keys(item)].sort());
      }
      const portrait = res.body.items.find((i: { title: string[] }) =>
        i.title.includes('Portrait of a woman'),
      );
      expect(portrait.contentTier).toBe('1');
    }
    const minimal = await search({ query: '*:*', profile: 'minimal' });
    expect(minimal.body.items[0].contentTier).toBeUndefined();
    expect(minimal.body.items[0].metadataTier).toBeUndefined();
  });

  it('filters language maps with lang and drops the non-language-aware fields', async () => {
    const res = await search({ query: 'nachtwacht', lang: 'nl', profile: 'minimal' });
    const item = res.body.items[0];
    expect(item.dcTitleLangAware).toEqual({ nl: ['De Nachtwacht'] });
    expect(item.title).toBeUndefined();
    const translated = await search(
      { query: 'nachtwacht', lang: 'nl', profile: 'minimal,translate' },
      { Authorization: `Bearer ${testAccessToken(gw.dataDir)}` },
    );
    expect(translated.body.items[0].dcTitleLangAware).toEqual({ nl: ['De Nachtwacht'] });
    // A token the gateway's identity server did not sign is refused (api2's invalid_jwttoken).
    const forged = await search(
      { query: 'nachtwacht', lang: 'nl', profile: 'minimal,translate' },
      { Authorization: 'Bearer t' },
    );
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({
      success: false,
      error: 'Unauthorized',
      code: '401-invalid_jwttoken',
    });
  });

  it('accepts POST with a JSON body and repeated qf', async () => {
    const res = await fetch(`${gw.server.url}/record/v2/search.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '*:*', qf: ['TYPE:IMAGE', 'COUNTRY:Netherlands'], rows: 0 }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { totalResults: number }).totalResults).toBe(3);
    const bad = await fetch(`${gw.server.url}/record/v2/search.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
  });

  it('gives cards the creator name where the record links only an agent URI', async () => {
    const res = await search({ query: 'nachtwacht', profile: 'minimal' });
    expect(res.body.items[0].dcCreatorLangAware).toMatchObject({
      def: ['http://data.europeana.eu/agent/60305'],
      en: ['Rembrandt'],
      nl: ['Rembrandt van Rijn'],
    });
  });
});

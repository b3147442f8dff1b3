import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';

describe('Search API profile=hits (full-text highlights)', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store, [
      ...FIXTURE_RECORDS,
      {
        ...FIXTURE_RECORDS[2]!,
        id: '/92001/letter_1',
        title: { en: ['A letter'] },
        transcription: {
          language: 'de',
          value: 'Lieber Freund, die Nacht war lang und die Uhr schlug zwölf, als ich dir schrieb.',
        },
      },
    ]);
  });
  afterAll(() => gw.close());

  const search = (params: Record<string, string | number>) =>
    gw.get(`/record/v2/search.json?${qs(params)}`);

  it('gives the highlights of the query words in the returned items’ transcriptions', async () => {
    const res = await search({ query: 'zwolf OR night', profile: 'minimal,hits', rows: 10 });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: string }) => i.id)).toContain('/92001/letter_1');
    expect(res.body.hits).toEqual([
      {
        scope: '/92001/letter_1',
        selectors: [
          {
            field: 'rdf:value',
            prefix: 'Freund, die Nacht war lang und die Uhr schlug ',
            exact: 'zwölf',
            suffix: ', als ich dir schrieb.',
          },
        ],
      },
    ]);
  });

  it('gives up to hit.selectors highlights per item, from the fields of hit.fl only', async () => {
    const params = { query: 'die', profile: 'minimal,hits', 'hit.selectors': 5 };
    const all = await search(params);
    expect(all.body.hits[0].selectors.map((s: { exact: string }) => s.exact)).toEqual([
      'die',
      'die',
    ]);
    expect((await search({ ...params, 'hit.selectors': 1_000_000 })).status).toBe(200);
    const one = await search({ ...params, 'hit.selectors': 1 });
    expect(one.body.hits[0].selectors).toHaveLength(1);
    expect((await search({ ...params, 'hit.fl': 'fulltext.de' })).body.hits).toHaveLength(1);
    expect((await search({ ...params, 'hit.fl': 'fulltext.fr' })).body).not.toHaveProperty('hits');
  });

  it('leaves hits out without the profile, for *:* and when nothing is highlighted', async () => {
    expect((await search({ query: 'zwolf' })).body).not.toHaveProperty('hits');
    expect((await search({ query: '*:*', profile: 'hits' })).body).not.toHaveProperty('hits');
    expect((await search({ query: 'letter', profile: 'hits' })).body).not.toHaveProperty('hits');
  });

  it.each([
    ['0', 'Parameter hit.selectors must be greater than 0'],
    ['two', 'Parameter hit.selectors must be an integer'],
    ['1.5', 'Parameter hit.selectors must be an integer'],
    ['-1', 'Parameter hit.selectors must be greater than 0'],
  ])('refuses hit.selectors=%s with 400-SH', async (value, message) => {
    const res = await search({ query: 'die', profile: 'hits', 'hit.selectors': value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: '400-SH', message });
  });
});

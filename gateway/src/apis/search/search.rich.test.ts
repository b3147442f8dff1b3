import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';

const LIBRARY = 'http://data.europeana.eu/organization/1482250000004671084';
const AGGREGATOR = 'http://data.europeana.eu/organization/1482250000004503580';

type Item = Record<string, unknown> & { id: string };

/** What profile=rich adds beyond the stored search document (api2 RichView, contract §1). */
describe('Search API profile=rich: organizations, and the full text with debug', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    gw.store.entities.upsert(
      {
        id: LIBRARY,
        type: 'Organization',
        prefLabel: { en: 'Test Library' },
      },
      'import',
    );
    loadFixture(gw.store, [
      ...FIXTURE_RECORDS,
      {
        ...FIXTURE_RECORDS[2]!,
        id: '/92001/letter_1',
        title: { en: ['A letter'] },
        dataProvider: LIBRARY,
        provider: AGGREGATOR,
        transcription: { language: 'de', value: 'Lieber Freund, die Nacht war lang.' },
      },
      {
        ...FIXTURE_RECORDS[2]!,
        id: '/92001/letter_2',
        title: { en: ['An untagged letter'] },
        transcription: { value: 'Dear friend' },
      },
    ]);
  });
  afterAll(() => gw.close());

  const items = async (params: Record<string, string | number>): Promise<Item[]> => {
    const res = await gw.get(`/record/v2/search.json?${qs({ rows: 100, ...params })}`);
    expect(res.status).toBe(200);
    return res.body.items as Item[];
  };
  const byId = (list: Item[], id: string): Item => list.find((i) => i.id === id)!;

  it('gives the organisation URIs an item links, those qf=foaf_organization matches', async () => {
    const rich = await items({ query: '*:*', profile: 'rich' });
    const letter = byId(rich, '/92001/letter_1');
    expect(letter.organizations).toEqual([LIBRARY, AGGREGATOR]);
    expect(Object.keys(letter)).toEqual([...Object.keys(letter)].sort());
    // Items that name their providers without URIs link no organisation: no empty list.
    expect(byId(rich, '/92001/letter_2')).not.toHaveProperty('organizations');
    expect(rich.filter((i) => 'organizations' in i).map((i) => i.id)).toEqual(['/92001/letter_1']);
    const filtered = await items({ query: '*:*', qf: `foaf_organization:"${AGGREGATOR}"` });
    expect(filtered.map((i) => i.id)).toEqual(['/92001/letter_1']);
  });

  it('gives organizations in the rich view only', async () => {
    for (const profile of ['minimal', 'standard', 'facets', 'portal', 'minimal,debug']) {
      const letter = byId(await items({ query: '*:*', profile }), '/92001/letter_1');
      expect([profile, 'organizations' in letter]).toEqual([profile, false]);
    }
  });

  it('gives the full text by language with rich and debug only, as api2 does', async () => {
    const debug = await items({ query: '*:*', profile: 'rich,debug' });
    expect(byId(debug, '/92001/letter_1').fulltextLangAware).toEqual({
      de: ['Lieber Freund, die Nacht war lang.'],
    });
    expect(byId(debug, '/92001/letter_2').fulltextLangAware).toEqual({ def: ['Dear friend'] });
    expect(byId(debug, '/92001/letter_1')).toMatchObject({
      contentTier: expect.any(String),
      organizations: [LIBRARY, AGGREGATOR],
    });
    // Items without a transcription have none.
    expect(
      debug
        .filter((i) => 'fulltextLangAware' in i)
        .map((i) => i.id)
        .sort(),
    ).toEqual([FIXTURE_RECORDS[3]!.id, '/92001/letter_1', '/92001/letter_2'].sort());
    for (const profile of ['rich', 'debug', 'minimal,debug', 'standard,debug', 'facets,debug']) {
      for (const item of await items({ query: '*:*', profile }))
        expect([profile, item.id, 'fulltextLangAware' in item]).toEqual([profile, item.id, false]);
    }
    // `lang` filters it like the other language maps.
    const english = await items({ query: '*:*', profile: 'rich,debug', lang: 'en' });
    expect(byId(english, '/92001/letter_1')).not.toHaveProperty('fulltextLangAware');
    expect(byId(english, FIXTURE_RECORDS[3]!.id).fulltextLangAware).toEqual({ en: ['la la la'] });
  });
});

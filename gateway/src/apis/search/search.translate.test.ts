import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';
import { testAccessToken } from '../../identity/test-tokens';
import { testEntity } from '../testing/test-records';

/**
 * Query translation (profile=translate, q.source, q.target): what the portal sends for signed-in
 * visitors on a non-English page. The entities' labels are the dictionary.
 */
describe('Search API query translation', () => {
  let gw: GatewayFixture;
  /** A signed-in user's token, signed by this gateway's identity server. */
  let BEARER: Record<string, string>;
  beforeAll(async () => {
    gw = await startGateway();
    BEARER = { Authorization: `Bearer ${testAccessToken(gw.dataDir)}` };
    gw.store.entities.upsert(
      testEntity('concept', 4711, { en: 'Windmill', de: 'Windmühle', nl: 'Windmolen' }),
      'import',
    );
    // FIXTURE_RECORDS[4] ("Landscape with a windmill") is described in English only and links
    // no entity, so only the English label can find it.
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  const search = (params: Record<string, string>, headers: Record<string, string> = BEARER) =>
    gw.get(`/record/v2/search.json?${qs({ rows: 100, profile: 'minimal', ...params })}`, headers);
  const ids = async (params: Record<string, string>): Promise<string[]> => {
    const res = await search(params);
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ id: string }> | undefined)?.map((i) => i.id) ?? [];
  };
  const WINDMILL = FIXTURE_RECORDS[4]!.id;
  const translated = { profile: 'minimal,translate', 'q.source': 'de', 'q.target': 'en' };

  it('finds an item with only the English label by the German label of the concept', async () => {
    expect(await ids({ query: 'Windmühle' })).toEqual([]);
    expect(await ids({ query: 'Windmühle', ...translated })).toEqual([WINDMILL]);
    // Case and diacritics as the index folds them; the portal's lang beside it changes nothing.
    expect(await ids({ query: 'WINDMUHLE', ...translated, lang: 'de' })).toEqual([WINDMILL]);
    // Other words of the query still apply.
    expect(await ids({ query: 'Windmühle landscape', ...translated })).toEqual([WINDMILL]);
    expect(await ids({ query: 'Windmühle portrait', ...translated })).toEqual([]);
  });

  it('translates only with profile=translate and two different languages', async () => {
    expect(await ids({ query: 'Windmühle', 'q.source': 'de', 'q.target': 'en' })).toEqual([]);
    expect(await ids({ query: 'Windmühle', ...translated, 'q.target': 'de' })).toEqual([]);
    expect(await ids({ query: 'Windmühle', profile: 'translate', 'q.source': 'de' })).toEqual([]);
    // Fielded words are not translated.
    expect(await ids({ query: 'title:Windmühle', ...translated })).toEqual([]);
    // From Dutch too.
    expect(await ids({ query: 'windmolen', ...translated, 'q.source': 'nl' })).toEqual([WINDMILL]);
  });

  it('refuses an unknown language with a 400, and keeps the 403 without a token', async () => {
    const res = await search({ query: 'Windmühle', ...translated, 'q.source': 'xx', wskey: 'k' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      apikey: 'k',
      success: false,
      error: 'Invalid q.source parameter',
      message: expect.stringMatching(
        /^Unknown language 'xx' for query translation; supported: bg, /,
      ),
      code: '400-SA',
    });
    expect((await search({ query: 'x', ...translated, 'q.target': 'klingon' })).status).toBe(400);
    expect((await search({ query: 'x', ...translated }, {})).status).toBe(403);
    // Without the profile the codes are not read, as before.
    expect((await search({ query: 'x', 'q.source': 'xx' })).status).toBe(200);
  });
});

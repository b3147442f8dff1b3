import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';

/**
 * What one search request may cost (`query/budget.ts`): the limits hold for `query` and every
 * `qf` together, repeated clauses count once, and going over is a 400 in the api2 shape.
 */
describe('Search API request limits', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    // One item whose title has 1 200 words `wx<n>y`: `wx1*y` matches 311 of them, `wx2*y` 111.
    const words = Array.from({ length: 1200 }, (_, n) => `wx${n}y`).join(' ');
    loadFixture(gw.store, [
      ...FIXTURE_RECORDS,
      { ...FIXTURE_RECORDS[0]!, id: '/93000/many_words', title: { en: [words] } },
      { ...FIXTURE_RECORDS[0]!, id: '/93000/numbered', title: { en: ['Plates 1905q and 2905q'] } },
    ]);
  });
  afterAll(() => gw.close());

  const search = (params: Record<string, string | number | Array<string | number>>) =>
    gw.get(`/record/v2/search.json?${qs(params)}`);
  const post = async (body: unknown) => {
    const res = await fetch(`${gw.server.url}/record/v2/search.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const or = (term: string, n: number) => Array(n).fill(term).join(' OR ');
  const refused = (res: { status: number; body: Record<string, unknown> }, message: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'Invalid query parameter',
      code: '400-SA',
    });
    expect(res.body.message).toMatch(message);
  };

  it('counts clauses over query and every qf together (1024)', async () => {
    // Facet values cost nothing of the query budget: only the clause count limits them.
    const values = Array.from({ length: 400 }, (_, i) => `TYPE:w${i}`).join(' OR ');
    expect((await search({ query: values, qf: [values], rows: 0 })).status).toBe(200);
    refused(
      await post({ query: values, qf: [values, values], rows: 0 }),
      /^Invalid qf '.*': Too many clauses \(at most 1024 in query and qf together\)$/,
    );
    refused(await search({ query: or('TYPE:x', 1025) }), /Too many clauses/);
  });

  // That a repeated clause runs once is `dedupeQuery`'s unit test (query/budget.test.ts); here
  // the API accepts it.
  it('accepts a repeated wildcard: 1024 `a*` and qf = 3 × 100 `a*` count as one', async () => {
    const many = await search({ query: or('a*', 1024), rows: 0 });
    const inQf = await post({ query: or('a*', 100), qf: [or('a*', 100), or('a*', 100)], rows: 0 });
    expect(many.status).toBe(200);
    expect(inQf.status).toBe(200);
    expect(inQf.body.totalResults).toBe((await search({ query: 'a*', rows: 0 })).body.totalResults);
  });

  it('limits what words, phrases and wildcards cost together (500)', async () => {
    // A one-letter prefix costs 300, two letters 100, three 25, more 8, none 500.
    expect((await search({ query: 'a*', qf: ['sa*', 'sar*'], rows: 0 })).status).toBe(200);
    refused(
      await search({ query: 'a*', qf: ['b*'], rows: 0 }),
      /^The query and qf ask too much together: their words and wildcards cost 600, at most 500 is allowed\. A word costs 8/,
    );
    const long = Array.from({ length: 63 }, (_, i) => `abc${i}*`);
    expect((await search({ query: long.slice(0, 62).join(' '), rows: 0 })).status).toBe(200);
    refused(await search({ query: long.join(' '), rows: 0 }), /cost 504/);
    expect((await search({ query: '*tion', rows: 0 })).status).toBe(200);
    refused(await search({ query: '*tion OR sar*', rows: 0 }), /cost 525/);
    // A prefix that reads as a number is looked up in its range of the vocabulary (it was a
    // whole-vocabulary scan) and finds what the whole vocabulary would.
    const found = async (query: string) => (await search({ query, rows: 0 })).body.totalResults;
    expect(await found('190*q')).toBe(1);
    expect(await found('19?5q')).toBe(1);
    expect(await found('2905?')).toBe(1);
    expect(await found('191*q')).toBe(0);
    expect(await found('19*5q AND 29*5q')).toBe(1);
  });

  it('costs a word of a proximity phrase 40, of a phrase or term 8', async () => {
    const near = (n: number, slop: number) => `"${'night '.repeat(n).trim()}"~${slop}`;
    expect((await search({ query: near(12, 5), rows: 0 })).status).toBe(200);
    refused(await search({ query: near(13, 5), rows: 0 }), /cost 520/);
    // Distinct slops: the same phrase twice would count once.
    expect(
      (await search({ query: `${near(2, 1)} OR ${near(2, 2)}`, qf: ['a*'], rows: 0 })).status,
    ).toBe(200);
    refused(
      await search({
        query: `${near(2, 1)} OR ${near(2, 2)} OR ${near(2, 3)}`,
        qf: ['a*'],
        rows: 0,
      }),
      /cost 540/,
    );
    expect((await search({ query: `"${'night '.repeat(62)}"`, rows: 0 })).status).toBe(200);
  });

  it('does not count match-all, field existence and open ranges as wildcards', async () => {
    const res = await search({
      query: '*:*',
      qf: ['contentTier:*', 'title:*', 'YEAR:[* TO 2000]', ...Array(40).fill('TYPE:*')],
      rows: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.totalResults).toBeGreaterThan(0);
    expect((await search({ query: '*', rows: 0 })).status).toBe(200);
  });

  it('limits the index terms all wildcards match together, with the other clauses', async () => {
    const one = await search({ query: 'wx1*y', rows: 0 });
    expect(one.status).toBe(200);
    expect(one.body.totalResults).toBe(1);
    expect((await search({ query: 'wx1*y OR wx2*y OR wx3*y', rows: 0 })).status).toBe(200);
    refused(
      await search({
        query: 'wx1*y OR wx2*y OR wx3*y',
        qf: ['wx4*y', 'wx5*y', 'wx6*y', 'wx7*y', 'wx8*y', 'wx9*y'],
        rows: 0,
      }),
      /match too many index terms .*at most 1024 together/,
    );
    // Repeated, a wildcard counts its terms once.
    expect((await search({ query: or('wx1*y', 1000), rows: 0 })).status).toBe(200);
    // One wildcard alone may still match 1024.
    refused(await search({ query: 'wx*y' }), /The wildcard 'wx\*y' matches too many terms/);
  });

  it('limits the words of terms and phrases, and the length of the query texts', async () => {
    expect((await post({ query: `"${'night '.repeat(62)}"`, rows: 0 })).status).toBe(200);
    // A word joined by hyphens is a phrase of all its words.
    refused(
      await post({ query: `"${'night '.repeat(60)}"`, qf: ['x-y-z'], rows: 0 }),
      /their words and wildcards cost 504, at most 500/,
    );
    refused(
      await post({ query: `"${'de '.repeat(300_000)}"` }),
      /^The query and qf are too long together: 900002 characters, at most 100000/,
    );
  });
});

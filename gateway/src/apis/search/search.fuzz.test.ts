import { serializeQuery } from '../../query/serialize';
import type { QueryNode } from '../../query/ast';
import { dedupeQuery, MAX_QUERY_COST, queryCost } from '../../query/budget';
import { parseQuery } from '../../query/parser';
import { loadFixture } from '../../test-support/compact-fixtures';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { pick, seededRandom } from '../../util/random';

const PIECES = [
  'night',
  'watch',
  'TYPE:IMAGE',
  'who:',
  'title:',
  '"',
  '(',
  ')',
  '[',
  '1600',
  'TO',
  ']',
  '{',
  '}',
  '*',
  '?',
  ':',
  '\\',
  '-',
  '+',
  '!',
  'AND',
  'OR',
  'NOT',
  '&&',
  '||',
  ' ',
  ' ',
  '^2',
  '~',
  'YEAR:',
  'edm_agent:',
  'http://data.europeana.eu/agent/1',
  'europeana_id:',
  '/1/a',
  '*:*',
  'é',
  '%',
  "'",
  ';',
  'DROP TABLE items',
  'facet',
  'zf1',
  'NEAR',
  'timestamp_created:[2000 TO NOW]',
  '\u0000',
  '\n',
];
const FIELDS = [
  undefined,
  'title',
  'who',
  'what',
  'where',
  'when',
  'subject',
  'TYPE',
  'COUNTRY',
  'YEAR',
  'contentTier',
  'edm_agent',
  'proxy_dc_type.en',
  'europeana_id',
  'MEDIA',
  'bogus',
];

function randomText(next: () => number): string {
  let s = '';
  const n = 1 + Math.floor(next() * 12);
  for (let i = 0; i < n; i++) s += pick(next, PIECES);
  return s;
}

function randomAst(next: () => number, depth = 0): QueryNode {
  const roll = next();
  if (depth < 3 && roll < 0.35) {
    const children = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      randomAst(next, depth + 1),
    );
    return next() < 0.5
      ? { kind: 'bool', must: [], should: children, mustNot: [] }
      : {
          kind: 'bool',
          must: children,
          should: [],
          mustNot: next() < 0.4 ? [randomAst(next, depth + 1)] : [],
        };
  }
  const field = pick(next, FIELDS);
  const word = pick(next, [
    'night',
    'IMAGE',
    'art',
    '1601',
    'wat*',
    'n?ght',
    '*',
    'Netherlands',
    '/92001/item_1',
    'true',
    'x y',
  ]);
  if (roll < 0.6)
    return { kind: 'term', field, text: word, wildcard: /[*?]/.test(word), pattern: word };
  if (roll < 0.8)
    return { kind: 'phrase', field, text: word, ...(next() < 0.3 ? { slop: 2 } : {}) };
  if (roll < 0.9)
    return {
      kind: 'range',
      field: field ?? 'YEAR',
      lower: '1600',
      upper: next() < 0.5 ? undefined : '1700',
      includeLower: true,
      includeUpper: false,
    };
  return { kind: 'exists', field: field ?? 'TYPE' };
}

/** Random and hostile input through HTTP: every answer is JSON with 200 or 400, never a 500. */
describe('Search API fuzzing', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  async function expectHandled(params: URLSearchParams): Promise<number> {
    const res = await fetch(`${gw.server.url}/record/search.json?${params}`);
    const body = (await res.json()) as { success?: boolean; code?: string };
    if (![200, 400].includes(res.status) || typeof body.success !== 'boolean') {
      throw new Error(`${params.toString()} -> ${res.status} ${JSON.stringify(body)}`);
    }
    if (res.status === 400) expect(body.code).toMatch(/^400-S[A-Z]$/);
    return res.status;
  }

  it('answers 400 random query strings (with random qf, sort, paging, facets) with 200 or 400', async () => {
    const next = seededRandom(424242);
    const statuses = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const params = new URLSearchParams({ query: randomText(next) });
      if (next() < 0.3) params.append('qf', randomText(next));
      if (next() < 0.2)
        params.append(
          'sort',
          pick(next, [
            'score',
            'random_4',
            'timestamp_created desc',
            'europeana_id+asc',
            'nonsense',
          ]),
        );
      if (next() < 0.2) params.append('rows', pick(next, ['0', '5', '200', '-1', 'x']));
      if (next() < 0.2) params.append('start', pick(next, ['1', '2', '999', '0']));
      if (next() < 0.2)
        params.append('profile', pick(next, ['minimal', 'facets', 'portal', 'rich,params']));
      if (next() < 0.1) params.append('cursor', pick(next, ['*', 'eyJvIjoxfQ', '!!']));
      statuses.add(await expectHandled(params));
    }
    expect([...statuses].sort()).toEqual([200, 400]);
  }, 60_000);

  it('answers 300 random query trees with 200 (or 400 only for unknown fields or over the budget)', async () => {
    const next = seededRandom(99);
    for (let i = 0; i < 300; i++) {
      const ast = randomAst(next);
      const text = serializeQuery(ast);
      const status = await expectHandled(
        new URLSearchParams({ query: text, profile: 'facets', facet: 'TYPE' }),
      );
      if (
        !text.includes('bogus:') &&
        !/(title|who|what|where|when|subject|europeana_id):[[{]/.test(text)
      ) {
        // Over the request budget (two one-letter wildcards, say) is a 400, and only then.
        const expected = queryCost(dedupeQuery(parseQuery(text))) > MAX_QUERY_COST ? 400 : 200;
        expect({ text, status }).toEqual({ text, status: expected });
      }
    }
  }, 60_000);
});

import { parseQuery } from '../../query/parser';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';
import { loadFixture } from '../../test-support/compact-fixtures';
import { combineRefinements } from './facet-refinements';

describe('combineRefinements', () => {
  it('ORs values of one facet and keeps everything else ANDed', () => {
    const nodes = ['TYPE:IMAGE', 'TYPE:SOUND', 'COUNTRY:Netherlands', 'who:rembrandt'].map((qf) =>
      parseQuery(qf),
    );
    const combined = combineRefinements(nodes);
    expect(combined).toHaveLength(3);
    expect(combined).toContainEqual({
      kind: 'bool',
      must: [],
      should: [nodes[0], nodes[1]],
      mustNot: [],
    });
    expect(combined).toContainEqual(nodes[2]);
    expect(combined).toContainEqual(nodes[3]);
  });

  it('keeps colour palette values and entity filters ANDed', () => {
    const nodes = ['COLOURPALETTE:#FF0000', 'COLOURPALETTE:#00FF00', 'edm_agent:"http://a/1"'].map(
      (qf) => parseQuery(qf),
    );
    expect(combineRefinements(nodes)).toEqual(nodes);
  });
});

describe('repeated qf of one facet over HTTP', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway();
    loadFixture(gw.store);
  });
  afterAll(() => gw.close());

  const total = async (qf: string[]) =>
    (await gw.get(`/record/v2/search.json?${qs({ query: '*:*', rows: 0, qf })}`)).body
      .totalResults as number;

  it('answers the union of the values, filtered by the other facets', async () => {
    const images = await total(['TYPE:IMAGE']);
    const texts = await total(['TYPE:TEXT']);
    expect(images).toBeGreaterThan(0);
    expect(texts).toBeGreaterThan(0);
    expect(await total(['TYPE:IMAGE', 'TYPE:TEXT'])).toBe(images + texts);
    expect(await total(['TYPE:IMAGE', 'TYPE:TEXT', 'TYPE:NONSENSE'])).toBe(images + texts);
    expect(await total(['TYPE:IMAGE', 'COUNTRY:Nowhere'])).toBe(0);
  });
});

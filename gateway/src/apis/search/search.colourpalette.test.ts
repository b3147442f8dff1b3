import fs from 'node:fs';
import path from 'node:path';
import { loadSeed } from '../../seed/load-seed';
import { startGateway, qs, type GatewayFixture } from '../../test-support/gateway-fixture';
import { SEED_DIR } from '../../test-support/record-corpus';

type Field = { label: string; count: number };
type SeedItem = { id: string; media?: Array<{ url: string; colours?: string[] }> };

/**
 * The seed's items by colour, counted straight from the seed files (the `colours` of their media,
 * which gateway/seed/media/palette.mjs computes from the local images): no gateway code involved.
 */
function seedColours(): Map<string, string[]> {
  const byColour = new Map<string, string[]>();
  const dir = path.join(SEED_DIR, 'items');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const items = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SeedItem[];
    for (const item of items) {
      const colours = new Set((item.media ?? []).flatMap((m) => m.colours ?? []));
      for (const colour of colours)
        byColour.set(colour, [...(byColour.get(colour) ?? []), item.id]);
    }
  }
  return byColour;
}

describe('COLOURPALETTE of the seed (edmComponentColor of its local images)', () => {
  let gw: GatewayFixture;
  const truth = seedColours();

  beforeAll(async () => {
    gw = await startGateway();
    expect(loadSeed(gw.store, SEED_DIR).skipped).toEqual([]);
  });
  afterAll(() => gw.close());

  const search = async (params: string) => {
    const res = await gw.get(`/record/v2/search.json?${params}`);
    expect(res.status).toBe(200);
    return res.body as { totalResults: number; items?: Array<{ id: string }>; facets?: unknown };
  };
  const ids = async (params: string) => {
    const body = await search(`${qs({ query: '*:*', rows: 100 })}&${params}`);
    const found = (body.items ?? []).map((item) => item.id).sort();
    expect(found).toHaveLength(body.totalResults);
    return found;
  };

  it('has colours to count: the local images of the seed carry them', () => {
    expect(truth.size).toBeGreaterThanOrEqual(10);
    expect(new Set([...truth.values()].flat()).size).toBeGreaterThanOrEqual(40);
  });

  it('lists every colour with the number of items whose palette has it', async () => {
    const body = await search(
      qs({ query: '*:*', rows: 0, profile: 'facets', facet: 'COLOURPALETTE' }),
    );
    const facets = body.facets as Array<{ name: string; fields: Field[] }>;
    const fields = facets.find((facet) => facet.name === 'COLOURPALETTE')?.fields ?? [];
    const byLabel = (a: Field, b: Field) => (a.label < b.label ? -1 : 1);
    expect([...fields].sort(byLabel)).toEqual(
      [...truth].map(([label, items]) => ({ label, count: items.length })).sort(byLabel),
    );
    // by count, most frequent first
    expect(fields.map((f) => f.count)).toEqual(fields.map((f) => f.count).sort((a, b) => b - a));
    for (const { label } of fields) expect(label).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('selects exactly the items whose palette has a colour, by colourpalette and by qf', async () => {
    for (const [colour, items] of truth) {
      const expected = [...items].sort();
      expect(await ids(qs({ colourpalette: colour }))).toEqual(expected);
      expect(await ids(qs({ qf: `COLOURPALETTE:${colour}` }))).toEqual(expected);
    }
    // the code without '#' and in lower case, as the API takes it
    const [colour, items] = [...truth].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(await ids(qs({ colourpalette: colour.slice(1).toLowerCase() }))).toEqual(
      [...items].sort(),
    );
  });

  it('ANDs the colours of the colourpalette parameter, repeated or as a comma list, and with a qf colour', async () => {
    // Two colours that share some items, each with items of its own: AND, OR and either colour
    // alone all answer differently.
    const pairs = [...truth].flatMap(([a, itemsA], i) =>
      [...truth].slice(i + 1).map(([b, itemsB]) => {
        const both = itemsA.filter((id) => itemsB.includes(id)).sort();
        return { colours: [a, b], both, fewest: Math.min(itemsA.length, itemsB.length) };
      }),
    );
    const pair = pairs.find(({ both, fewest }) => both.length > 0 && both.length < fewest);
    expect(pair).toBeDefined();
    const { colours, both } = pair!;
    expect(await ids(qs({ colourpalette: colours }))).toEqual(both);
    expect(await ids(qs({ colourpalette: colours.join(',') }))).toEqual(both);
    // The parameter and a qf filter are separate clauses of api2's query, so ANDed too. (Several
    // qf COLOURPALETTE are not asserted here: api2 ORs the filter tags of all its qf refinements.)
    expect(
      await ids(
        `${qs({ colourpalette: colours[0]! })}&${qs({ qf: `COLOURPALETTE:${colours[1]}` })}`,
      ),
    ).toEqual(both);
    // A colour no item has empties the result, whatever the other colours match.
    expect(await ids(qs({ colourpalette: [colours[0]!, '#010203'] }))).toEqual([]);
  });
});

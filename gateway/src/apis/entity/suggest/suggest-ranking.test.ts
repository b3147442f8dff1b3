import type { EntityDoc } from '../../../edm/entity-types';
import { entityApiServer } from '../../testing/entity-api-server';
import { testEntity, testRecord } from '../../testing/test-records';
import type { TestServer } from '../../testing/test-server';
import { createTestStore, type TestStore } from '../../testing/test-store';

const monet = testEntity('agent', 1, { en: 'Claude Monet' });
const haystacks = testEntity('concept', 2, { en: "Monet, Claude, 'Haystacks'" });
const money = testEntity('concept', 3, { en: 'money' });
const monster = testEntity('concept', 4, { en: 'monster' });
const mozart = testEntity('agent', 5, { en: 'Wolfgang Amadeus Mozart' });
const stillLife = testEntity('concept', 6, { en: 'Still life', fr: 'Nature morte' });
const vanEyck = testEntity('agent', 8, { en: 'Jan van Eyck' });
const costume = testEntity('concept', 9, { en: 'Costume', eu: 'Jantzia eta janzkera' });
const bnf = testEntity(
  'organization',
  7,
  { en: 'National Library of France', fr: 'Bibliothèque nationale de France' },
  { acronym: { en: 'BnF' } },
);

/** Which suggestions come first, on labels like the store's real ones. */
describe('entity suggest ranking', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    for (const doc of [monet, haystacks, money, monster, mozart, stillLife, bnf, vanEyck, costume])
      ts.store.entities.upsert(doc, 'seed');
    // Item counts that would win if they came first: the concepts have more items.
    const links: Array<[EntityDoc, number]> = [
      [monet, 1],
      [haystacks, 3],
      [money, 4],
      [monster, 4],
      [mozart, 1],
      [stillLife, 5],
      [vanEyck, 1],
      [costume, 6],
    ];
    let n = 0;
    for (const [doc, count] of links) {
      for (let i = 0; i < count; i++) {
        const agent = doc.type === 'Agent';
        ts.store.items.upsert({
          source: 'seed',
          record: testRecord({
            id: `/1/item_${n++}`,
            title: { en: ['Work'] },
            ...(agent ? { creators: [doc] } : { subjects: [doc] }),
          }),
        });
      }
    }
    server = await entityApiServer(ts.store);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const suggest = async (text: string): Promise<string[]> => {
    const res = await fetch(`${server.url}/entity/suggest?text=${encodeURIComponent(text)}`);
    return ((await res.json()) as { items: Array<{ id: string }> }).items.map((i) => i.id);
  };

  it('puts the label closer to the text first among word matches', async () => {
    expect(await suggest('monet')).toEqual([monet.id, haystacks.id]);
  });

  it('leaves typos out when labels have the typed word whole', async () => {
    const ids = await suggest('monet');
    expect(ids).not.toContain(money.id);
    expect(ids).not.toContain(monster.id);
  });

  it('ranks a whole word with a typo before a completed beginning with one', async () => {
    expect((await suggest('mozrt'))[0]).toBe(mozart.id);
  });

  it('ranks exact and word matches above typo matches', async () => {
    const ids = await suggest('mone');
    expect(ids.slice(0, 3).sort()).toEqual([haystacks.id, monet.id, money.id].sort());
  });

  it('ranks a label with the typed word whole before one where it only begins a word', async () => {
    expect(await suggest('jan')).toEqual([vanEyck.id, costume.id]);
  });

  it('finds organisations by their acronym', async () => {
    expect(await suggest('bnf')).toEqual([bnf.id]);
    expect(await suggest('BnF')).toEqual([bnf.id]);
  });
});

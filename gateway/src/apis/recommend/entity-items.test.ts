import express from 'express';
import { testEntity, testRecord } from '../testing/test-records';
import { listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import { createRecommendRouter } from './router';

/**
 * An entity with a few items and many items similar to them in different degrees, so the
 * similar items found from its different items compete for the places after its own.
 */
describe('entity recommendations across pages', () => {
  let ts: TestStore;
  let server: TestServer;
  const artist = testEntity('agent', 10, { en: 'Rachel Ruysch' });
  const concepts = [1, 2, 3, 4, 5, 6].map((n) => testEntity('concept', 20 + n, { en: `c${n}` }));
  const places = [1, 2, 3].map((n) => testEntity('place', 30 + n, { en: `p${n}` }));

  beforeAll(async () => {
    ts = createTestStore();
    let seed = 7;
    const random = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(all: T[]): T[] => all.filter(() => random() < 0.4);
    for (let i = 0; i < 40; i++) {
      ts.store.items.upsert({
        source: 'seed',
        record: testRecord({
          id: `/600/item_${i}`,
          title: { en: [`Object ${i}`] },
          ...(i < 4 ? { creators: [artist] } : {}),
          subjects: pick(concepts),
          places: pick(places),
          year: 1600 + Math.floor(random() * 300),
        }),
      });
    }
    const app = express();
    app.use(
      createRecommendRouter({
        store: ts.store,
        publicUrl: 'http://gw.test',
        portalUrl: 'http://portal.test',
        upstream: {},
      }),
    );
    server = await listen(app);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const ids = async (p: string): Promise<string[]> => {
    const body = (await (await fetch(`${server.url}${p}`)).json()) as {
      items: Array<{ id: string }>;
    };
    return body.items.map((i) => i.id);
  };

  it('pages through one ranking: no item repeats or goes missing', async () => {
    const all = await ids('/recommend/entity/agent/10?pageSize=50');
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all).size).toBe(all.length);
    for (const pageSize of [1, 3]) {
      const paged: string[] = [];
      for (let page = 0; page * pageSize < all.length; page++) {
        paged.push(...(await ids(`/recommend/entity/agent/10?pageSize=${pageSize}&page=${page}`)));
      }
      expect(paged).toEqual(all);
    }
  });
});

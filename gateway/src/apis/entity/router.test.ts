/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON-LD documents */
import path from 'node:path';
import { md5Hex } from '../../edm/hash';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import { writeTestImage } from '../testing/test-images';
import { entityApiServer } from '../testing/entity-api-server';
import { testEntity, testRecord } from '../testing/test-records';
import type { TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';

const rembrandt = testEntity(
  'agent',
  1,
  { en: 'Rembrandt', nl: 'Rembrandt van Rijn', de: 'Rembrandt' },
  {
    altLabel: { en: ['Rembrandt Harmenszoon van Rijn'] },
    sameAs: ['http://www.wikidata.org/entity/Q5598'],
    isShownBy: {
      id: 'local:rembrandt.jpg',
      type: 'WebResource',
      source: 'http://data.europeana.eu/item/1/a',
    },
    dateOfBirth: ['1606-07-15'],
  },
);
const bugatti = testEntity('agent', 2, { en: 'Rembrandt Bugatti', fr: 'Rembrandt Bugatti' });
const vermeer = testEntity('agent', 3, { en: 'Johannes Vermeer', nl: 'Johannes Vermeer' });
const architecture = testEntity('concept', 94, {
  en: 'Architecture',
  de: 'Architektur',
  fr: 'Architecture',
});
const paris = testEntity('place', 5, { en: 'Paris', fr: 'Paris' });
const century = testEntity('timespan', 17, { en: '17th century', fr: 'XVIIe siècle' });
const museum = testEntity('organization', 8, { en: 'Rijksmuseum' });

describe('Entity API', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    await writeTestImage(path.join(ts.mediaDir, 'rembrandt.jpg'), 300, 400);
    ts.store.media.local.register(LOCAL_MEDIA_BASE + 'rembrandt.jpg');
    ts.store.entities.upsert(rembrandt, 'seed', ['http://data.europeana.eu/agent/999']);
    for (const doc of [bugatti, vermeer, architecture, paris, century, museum])
      ts.store.entities.upsert(doc, 'seed');
    // Bugatti has three items, Rembrandt one: counts break ties only between labels as close to
    // the text (same match class, as many extra words).
    const items = [
      { id: '/1/a', creators: [rembrandt], subjects: [architecture] },
      { id: '/1/b', creators: [bugatti], places: [paris] },
      { id: '/1/c', creators: [bugatti] },
      { id: '/1/d', creators: [bugatti], timespans: [century] },
    ];
    for (const item of items) {
      ts.store.items.upsert({
        source: 'seed',
        record: testRecord({ ...item, title: { en: [`Work ${item.id}`] } }),
      });
    }
    server = await entityApiServer(ts.store);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });
  const json = async (p: string) => (await (await get(p)).json()) as Record<string, any>;
  const suggestIds = async (query: string) =>
    ((await json(`/entity/suggest?${query}`)).items as Array<{ id: string }>).map((i) => i.id);

  describe('GET /entity/{type}/{id}.json', () => {
    it('answers the entity document with context, thumbnail and item count', async () => {
      const res = await get('/entity/agent/1.json');
      expect(res.status).toBe(200);
      const doc = (await res.json()) as Record<string, any>;
      expect(doc['@context']).toBe('http://www.europeana.eu/schemas/context/entity.jsonld');
      expect(doc).toMatchObject({
        id: rembrandt.id,
        type: 'Agent',
        prefLabel: rembrandt.prefLabel,
      });
      const url = LOCAL_MEDIA_BASE + 'rembrandt.jpg';
      expect(doc.isShownBy).toEqual({
        id: url,
        type: 'WebResource',
        source: 'http://data.europeana.eu/item/1/a',
        thumbnail: `http://gw.test/thumbnail/v3/200/${md5Hex(url)}`,
      });
      expect(doc.isAggregatedBy).toMatchObject({ type: 'Aggregation', recordCount: 1 });
      expect((await json('/entity/agent/2.json')).isAggregatedBy.recordCount).toBe(3);
      expect((await json('/entity/agent/3.json')).isAggregatedBy.recordCount).toBe(0);
    });

    it('accepts slugs, the base path, .jsonld and no extension', async () => {
      expect((await json('/entity/concept/94-architecture.json')).id).toBe(architecture.id);
      expect((await json('/entity/concept/base/94.json')).id).toBe(architecture.id);
      const ld = await get('/entity/timespan/17.jsonld');
      expect(ld.headers.get('content-type')).toContain('application/ld+json');
      expect((await get('/entity/place/5')).status).toBe(200);
    });

    it('redirects a replaced id, 404s unknown ones and 400s bad types or ids', async () => {
      const moved = await get('/entity/agent/999.json?lang=en');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('http://gw.test/entity/agent/1.json?lang=en');
      const missing = await get('/entity/agent/12345.json');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({
        type: 'ErrorResponse',
        success: false,
        status: 404,
      });
      expect((await get('/entity/person/1.json')).status).toBe(400);
      expect((await get('/entity/agent/abc.json')).status).toBe(400);
      // .xml and .schema.jsonld are formats now (entity-formats.test.ts); other extensions are not.
      expect((await get('/entity/agent/1.html')).status).toBe(400);
    });
  });

  describe('GET /entity/suggest', () => {
    it('has the ResultPage shape with id, type, prefLabel and image', async () => {
      const page = await json('/entity/suggest?text=rembrandt&language=en&scope=europeana');
      expect(page.type).toBe('ResultPage');
      expect(page.total).toBe(page.items.length);
      expect(page.items[0]).toMatchObject({
        id: rembrandt.id,
        type: 'Agent',
        prefLabel: { en: 'Rembrandt' },
      });
      expect(page.items[0].isShownBy.thumbnail).toMatch(
        /^http:\/\/gw\.test\/thumbnail\/v3\/200\/[0-9a-f]{32}$/,
      );
    });

    it('ranks exact over word matches, then the closer label, then by item count', async () => {
      expect(await suggestIds('text=Rembrandt')).toEqual([rembrandt.id, bugatti.id]);
      // "Rembrandt" has no word beyond the typed one, "Rembrandt Bugatti" one.
      expect(await suggestIds('text=rembr')).toEqual([rembrandt.id, bugatti.id]);
      expect(await suggestIds('text=rembrandt%20van')).toEqual([rembrandt.id]);
    });

    it('matches labels in every language and returns the requested language', async () => {
      const page = await json('/entity/suggest?text=architek&language=de');
      expect(page.items.map((i: { id: string }) => i.id)).toEqual([architecture.id]);
      expect(page.items[0].prefLabel).toEqual({ de: 'Architektur' });
      expect((await json('/entity/suggest?text=si%C3%A8cle')).items[0].id).toBe(century.id);
      expect((await json('/entity/suggest?text=siecle')).items[0].id).toBe(century.id);
    });

    it('tolerates typos, after exact and prefix matches', async () => {
      expect(await suggestIds('text=rembrnadt')).toEqual([rembrandt.id, bugatti.id]);
      expect(await suggestIds('text=vermer')).toEqual([vermeer.id]);
      expect(await suggestIds('text=archtecture')).toEqual([architecture.id]);
      expect(await suggestIds('text=johanes%20verm')).toEqual([vermeer.id]);
      expect(await suggestIds('text=xyzzy')).toEqual([]);
    });

    it('filters by type and limits rows', async () => {
      expect(await suggestIds('text=r&type=organization')).toEqual([museum.id]);
      expect(await suggestIds('text=rembrandt&type=concept,place')).toEqual([]);
      expect(await suggestIds('text=rem&rows=1')).toHaveLength(1);
    });

    it('rejects missing text and bad parameters', async () => {
      for (const query of [
        '',
        'text=%20',
        'text=a&type=person',
        'text=a&rows=0',
        'text=a&scope=all',
        'text=a&language=english',
      ]) {
        const res = await get(`/entity/suggest?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
      }
    });

    it('takes at most 100 words of text', async () => {
      const text = (n: number) => encodeURIComponent(Array(n).fill('rembrandt').join(' '));
      expect((await get(`/entity/suggest?text=${text(100)}`)).status).toBe(200);
      const res = await get(`/entity/suggest?text=${text(101)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The text parameter has 101 words, at most 100 are allowed',
      );
    });
  });

  describe('GET /entity/search', () => {
    it('pages all entities sorted by English label (1-based pages)', async () => {
      const first = await json(
        '/entity/search?query=*&qf=skos_prefLabel.en:*&sort=skos_prefLabel.en&page=1&pageSize=3',
      );
      expect(first.type).toBe('ResultPage');
      expect(first.partOf).toMatchObject({ type: 'ResultList', total: 7 });
      expect(first.items.map((i: any) => i.prefLabel.en)).toEqual([
        '17th century',
        'Architecture',
        'Johannes Vermeer',
      ]);
      expect(first.next).toContain('page=2');
      expect(first.prev).toBeUndefined();
      const third = await json('/entity/search?query=*&sort=skos_prefLabel.en&page=3&pageSize=3');
      expect(third.items.map((i: any) => i.prefLabel.en)).toEqual(['Rijksmuseum']);
      expect(third.next).toBeUndefined();
    });

    it('searches text, filters by type and label language, projects fields', async () => {
      const text = await json('/entity/search?query=rembrandt&type=agent');
      expect(text.items.map((i: any) => i.id).sort()).toEqual([rembrandt.id, bugatti.id]);
      const german = await json('/entity/search?query=*&qf=skos_prefLabel.de:*');
      expect(german.items.map((i: any) => i.id).sort()).toEqual(
        [rembrandt.id, architecture.id].sort(),
      );
      const exact = await json('/entity/search?query=skos_prefLabel.en:%22Johannes%20Vermeer%22');
      expect(exact.items.map((i: any) => i.id)).toEqual([vermeer.id]);
      const projected = await json(
        '/entity/search?query=rembrandt&fl=skos_prefLabel.nl,isShownBy.thumbnail&sort=id',
      );
      expect(projected.items[0]).toEqual({
        id: rembrandt.id,
        type: 'Agent',
        prefLabel: { nl: 'Rembrandt van Rijn' },
        isShownBy: expect.objectContaining({
          thumbnail: expect.stringContaining('/thumbnail/v3/200/'),
        }),
      });
      const counted = await json('/entity/search?query=bugatti');
      expect(counted.items[0].isAggregatedBy.recordCount).toBe(3);
    });

    it('limits clauses and wildcards over query and qf together, repeated terms once', async () => {
      const repeated = await json(
        `/entity/search?query=${encodeURIComponent(Array(500).fill('rembrandt').join(' OR '))}`,
      );
      expect(repeated.partOf.total).toBe(2);
      const words = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' OR ');
      const many = await get(`/entity/search?${new URLSearchParams({ query: words, qf: words })}`);
      expect(many.status).toBe(400);
      expect(await many.json()).toMatchObject({
        type: 'ErrorResponse',
        status: 400,
        message: expect.stringMatching(
          /Too many clauses \(at most 1024 in query and qf together\)$/,
        ),
      });
      const wildcards = [...'abcdefghi'].map((c) => `${c}*`).join(' OR ');
      expect((await get(`/entity/search?query=${encodeURIComponent(wildcards)}`)).status).toBe(400);
    });

    it('rejects malformed requests', async () => {
      for (const query of [
        'qf=type:agent',
        'query=*&page=0',
        'query=*&pageSize=500',
        'query=*&sort=colour',
        'query=unknown_field:x',
        'query=%22unbalanced',
        'query=NOT%20x',
        'query=*&type=person',
      ]) {
        const res = await get(`/entity/search?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
      }
    });
  });

  describe('POST /entity/retrieve and GET /entity/resolve', () => {
    const retrieve = (body: unknown) =>
      fetch(`${server.url}/entity/retrieve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('returns the known entities in the order asked', async () => {
      const res = await retrieve([
        paris.id,
        'http://data.europeana.eu/agent/4242',
        'http://data.europeana.eu/agent/base/1',
      ]);
      const body = (await res.json()) as { items: Array<{ id: string }> };
      expect(body.items.map((i) => i.id)).toEqual([paris.id, rembrandt.id]);
    });

    it('refuses a body that is not sent as application/json with 415', async () => {
      for (const headers of [{ 'content-type': 'text/plain' }, {}] as Array<
        Record<string, string>
      >) {
        const res = await fetch(`${server.url}/entity/retrieve`, {
          method: 'POST',
          headers,
          body: new Blob([JSON.stringify([paris.id])]),
        });
        expect(res.status).toBe(415);
        expect(await res.json()).toMatchObject({
          type: 'ErrorResponse',
          status: 415,
          error: 'Unsupported Media Type',
          message: expect.stringContaining('Content-Type: application/json'),
        });
      }
    });

    it('rejects bodies that are not arrays of at most 100 entity URIs', async () => {
      expect((await retrieve({ ids: [] })).status).toBe(400);
      expect((await retrieve([])).status).toBe(400);
      expect((await retrieve(['not a uri'])).status).toBe(400);
      expect((await retrieve(Array.from({ length: 101 }, () => paris.id))).status).toBe(400);
    });

    it('resolves external URIs with a 301 and answers 404/400 otherwise', async () => {
      const res = await get(
        `/entity/resolve?uri=${encodeURIComponent('https://www.wikidata.org/entity/Q5598')}`,
      );
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('http://gw.test/entity/agent/1.json');
      expect((await get('/entity/resolve?uri=http%3A%2F%2Fexample.org%2Fx')).status).toBe(404);
      expect((await get('/entity/resolve')).status).toBe(400);
    });
  });
});

describe('Entity API relevance', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    // Delft's note names Vermeer twice; Paris is named in many languages (a long label column),
    // the museum once. The entity named by the words comes first all the same.
    ts.store.entities.upsert(
      testEntity(
        'place',
        1,
        { en: 'Delft' },
        {
          note: {
            en: ['City of Vermeer, where Vermeer painted the View of Delft and Vermeer lived.'],
          },
        },
      ),
      'seed',
    );
    ts.store.entities.upsert(testEntity('agent', 2, { en: 'Johannes Vermeer' }), 'seed');
    const paris: Record<string, string> = {};
    for (const lang of ['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'sv', 'fi', 'el', 'bg'])
      paris[lang] = lang === 'el' ? 'Παρίσι' : lang === 'bg' ? 'Париж' : 'Paris';
    ts.store.entities.upsert(
      testEntity('place', 3, paris, { altLabel: { fr: ['Lutèce'] } }),
      'seed',
    );
    ts.store.entities.upsert(
      testEntity('organization', 4, { en: 'Museum of Paris' }, { note: { en: ['In Paris.'] } }),
      'seed',
    );
    server = await entityApiServer(ts.store);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const ids = async (query: string): Promise<string[]> => {
    const body = (await (
      await fetch(`${server.url}/entity/search?query=${encodeURIComponent(query)}`)
    ).json()) as { items: Array<{ id: string }> };
    return body.items.map((item) => item.id.replace('http://data.europeana.eu/', ''));
  };

  it('ranks the entity named by the words above one whose notes mention them', async () => {
    expect(await ids('vermeer')).toEqual(['agent/2', 'place/1']);
    expect((await ids('paris'))[0]).toBe('place/3');
  });
});

describe('Entity API label order', () => {
  let ts: TestStore;
  let server: TestServer;
  const labels = (body: Record<string, any>, lang = 'en') =>
    (body.items as Array<{ prefLabel: Record<string, string> }>).map((i) => i.prefLabel[lang]);

  beforeAll(async () => {
    ts = createTestStore();
    const centuries: Array<[number, string, string]> = [
      [10, '10th century', '10e siècle'],
      [1, '1st century', '1er siècle'],
      [21, '21st century', '21e siècle'],
      [2, '2nd century', '2e siècle'],
    ];
    for (const [n, en, fr] of centuries)
      ts.store.entities.upsert(testEntity('timespan', n, { en, fr }), 'seed');
    ts.store.entities.upsert(testEntity('agent', 7, { en: 'Émile Zola' }), 'seed');
    ts.store.entities.upsert(testEntity('agent', 8, { en: 'Edvard Munch' }), 'seed');
    ts.store.entities.upsert(testEntity('agent', 9, { en: 'Frida Kahlo' }), 'seed');
    server = await entityApiServer(ts.store);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const json = async (p: string) =>
    (await (await fetch(`${server.url}${p}`)).json()) as Record<string, any>;

  it('lists numbers by value and ignores accents, by default and when asked', async () => {
    expect(labels(await json('/entity/search?query=*&type=timespan'))).toEqual([
      '1st century',
      '2nd century',
      '10th century',
      '21st century',
    ]);
    expect(labels(await json('/entity/search?query=*&type=agent&sort=skos_prefLabel.en'))).toEqual([
      'Edvard Munch',
      'Émile Zola',
      'Frida Kahlo',
    ]);
    expect(
      labels(await json('/entity/search?query=*&type=timespan&sort=skos_prefLabel.en+desc')),
    ).toEqual(['21st century', '10th century', '2nd century', '1st century']);
  });

  it('orders by another language label with the same rules', async () => {
    expect(
      labels(await json('/entity/search?query=*&type=timespan&sort=skos_prefLabel.fr'), 'fr'),
    ).toEqual(['1er siècle', '2e siècle', '10e siècle', '21e siècle']);
  });

  it('merges the entities without a name in the language, in the order of their English one', async () => {
    // Agents 7-9 have English names only; 11 and 12 have German ones that sort among them.
    ts.store.entities.upsert(
      testEntity('agent', 11, { en: 'Albrecht Durer', de: 'Dürer, Albrecht' }),
      'seed',
    );
    ts.store.entities.upsert(testEntity('agent', 12, { en: 'Zacharias', de: 'Ferdinand' }), 'seed');
    const names = (body: Record<string, any>) =>
      (body.items as Array<{ prefLabel: Record<string, string> }>).map(
        (i) => i.prefLabel.de ?? i.prefLabel.en,
      );
    const all = ['Dürer, Albrecht', 'Edvard Munch', 'Émile Zola', 'Ferdinand', 'Frida Kahlo'];
    expect(names(await json('/entity/search?query=*&type=agent&sort=skos_prefLabel.de'))).toEqual(
      all,
    );
    expect(
      names(await json('/entity/search?query=*&type=agent&sort=skos_prefLabel.de+desc')),
    ).toEqual([...all].reverse());
    // Pages cut the merged list, not each list apart.
    const page2 = await json(
      '/entity/search?query=*&type=agent&sort=skos_prefLabel.de&page=2&pageSize=2',
    );
    expect(names(page2)).toEqual(['Émile Zola', 'Ferdinand']);
    expect(page2.partOf.total).toBe(5);
    // Free text and other types keep to their matches.
    expect(names(await json('/entity/search?query=albrecht&sort=skos_prefLabel.de'))).toEqual([
      'Dürer, Albrecht',
    ]);
    expect(
      (await json('/entity/search?query=*&sort=skos_prefLabel.de&pageSize=100')).items,
    ).toHaveLength(9);
    // A German name changed or dropped moves the entity.
    ts.store.entities.upsert(testEntity('agent', 12, { en: 'Zacharias' }), 'seed');
    expect(names(await json('/entity/search?query=*&type=agent&sort=skos_prefLabel.de'))).toEqual([
      'Dürer, Albrecht',
      'Edvard Munch',
      'Émile Zola',
      'Frida Kahlo',
      'Zacharias',
    ]);
  });

  it('keeps the order after an update changes a label', async () => {
    ts.store.entities.upsert(
      testEntity('timespan', 10, { en: '0th century', fr: '10e siècle' }),
      'seed',
    );
    expect(labels(await json('/entity/search?query=*&type=timespan'))[0]).toBe('0th century');
  });
});

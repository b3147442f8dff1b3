import { parseEdmRdfRecords } from '../../convert/edm-rdf';
import { entityApiServer } from '../testing/entity-api-server';
import { testEntity, testRecord } from '../testing/test-records';
import { conditionalGet, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';

const rembrandt = testEntity(
  'agent',
  1,
  { en: 'Rembrandt', nl: 'Rembrandt van Rijn' },
  { dateOfBirth: ['1606-07-15'], placeOfBirth: ['http://data.europeana.eu/place/5'] },
);
const architecture = testEntity('concept', 94, { en: 'Architecture', de: 'Architektur' });
const paris = testEntity('place', 5, { en: 'Paris' }, { lat: 48.857, long: 2.352 });
const century = testEntity('timespan', 17, { en: '17th century' }, { begin: '1601-01-01' });
const museum = testEntity(
  'organization',
  8,
  { en: 'Rijksmuseum' },
  { homepage: 'https://www.rijksmuseum.nl', hasAddress: { locality: 'Amsterdam' } },
);

describe('Entity API formats: .xml and .schema.jsonld', () => {
  let ts: TestStore;
  let server: TestServer;
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    ts = createTestStore();
    ts.store.entities.upsert(rembrandt, 'seed', ['http://data.europeana.eu/agent/999']);
    for (const doc of [architecture, paris, century, museum]) ts.store.entities.upsert(doc, 'seed');
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({ id: '/1/a', title: { en: ['Work'] }, creators: [rembrandt] }),
    });
    server = await entityApiServer(ts.store);
  });
  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  it.each([
    ['agent/1', 'edm:Agent', 'Person'],
    ['concept/94', 'skos:Concept', 'Thing'],
    ['place/5', 'edm:Place', 'Place'],
    ['timespan/17', 'edm:TimeSpan', 'Thing'],
    ['organization/8', 'foaf:Organization', 'Organization'],
  ])('%s: EDM RDF/XML as %s, schema.org as %s', async (path, element, schemaType) => {
    const uri = `http://data.europeana.eu/${path}`;
    const xml = await get(`/entity/${path}.xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/rdf+xml; charset=utf-8');
    const body = await xml.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF ')).toBe(true);
    expect(body).toContain(`<${element} rdf:about="${uri}">`);
    // The importer reads it back as the entity it is.
    expect(parseEdmRdfRecords(body)[0]).toMatchObject({ entity: { id: uri }, about: uri });
    const schema = await get(`/entity/${path}.schema.jsonld`);
    expect(schema.status).toBe(200);
    expect(schema.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(await schema.json()).toMatchObject({
      '@context': 'http://schema.org',
      '@type': schemaType,
      '@id': uri,
    });
  });

  it('accepts slugs and /base/ paths as .json does', async () => {
    const plain = await (await get('/entity/concept/94.xml')).text();
    for (const path of [
      '/entity/concept/94-architecture.xml',
      '/entity/concept/base/94.xml',
      '/entity/concept/base/94-architecture.xml',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plain);
    }
    const schema = await get('/entity/concept/94-architecture.schema.jsonld');
    expect(await schema.json()).toMatchObject({ '@id': 'http://data.europeana.eu/concept/94' });
  });

  it('applies lang, 404s unknown ids, 400s malformed ones and redirects replaced ones in the same format', async () => {
    const en = await (await get('/entity/agent/1.xml?lang=en')).text();
    expect(en).toContain('<skos:prefLabel xml:lang="en">Rembrandt</skos:prefLabel>');
    expect(en).not.toContain('xml:lang="nl"');
    const missing = await get('/entity/agent/12345.xml');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      type: 'ErrorResponse',
      success: false,
      status: 404,
    });
    expect((await get('/entity/agent/12345.schema.jsonld')).status).toBe(404);
    expect((await get('/entity/agent/abc.xml')).status).toBe(400);
    const moved = await get('/entity/agent/999.xml?lang=en');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('http://gw.test/entity/agent/1.xml?lang=en');
  });

  it('tags each representation and answers 304 and 412', async () => {
    const tags = new Set<string>();
    for (const ext of ['json', 'jsonld', 'xml', 'schema.jsonld']) {
      const url = `${server.url}/entity/agent/1.${ext}`;
      const first = await conditionalGet(url, {});
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      tags.add(etag);
      expect((await conditionalGet(url, { 'If-None-Match': etag })).status).toBe(304);
      expect((await conditionalGet(url, { 'If-None-Match': '"other"' })).status).toBe(200);
      expect((await conditionalGet(url, { 'If-Match': '"other"' })).status).toBe(412);
    }
    expect(tags.size).toBe(4);
  });

  it('answers other methods with 405 and Allow: GET', async () => {
    for (const path of ['/entity/agent/1.xml', '/entity/agent/base/1.schema.jsonld']) {
      const res = await get(path, { method: 'PUT' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
    }
  });
});

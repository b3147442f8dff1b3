import { parseEdmRdfRecords } from '../../convert/edm-rdf';
import { loadSeed } from '../../seed/load-seed';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { turtleTriples } from '../../test-support/rdf-triples';
import { RECORD_SAMPLES, SEED_DIR } from '../../test-support/record-corpus';
import { conditionalGet } from '../testing/test-server';

const ID = '/1001/MH670';
const LEGACY = '/91627/7E8AAB01E1C2AD825615C3153CF82C1B2D39B224';
const FORMATS: Array<[string, string, (body: string) => void]> = [
  [
    'rdf',
    'application/rdf+xml; charset=utf-8',
    (body) =>
      expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF ')).toBe(true),
  ],
  ['ttl', 'text/turtle; charset=utf-8', (body) => expect(body.startsWith('@prefix ')).toBe(true)],
  [
    'jsonld',
    'application/ld+json; charset=utf-8',
    (body) => expect(Object.keys(JSON.parse(body))).toEqual(['@context', '@graph']),
  ],
  [
    'json-ld',
    'application/ld+json; charset=utf-8',
    (body) => expect(Object.keys(JSON.parse(body))).toEqual(['@context', '@graph']),
  ],
  [
    'schema.jsonld',
    'application/ld+json; charset=utf-8',
    (body) => expect(JSON.parse(body)['@context']).toBe('http://schema.org'),
  ],
];

describe('Record API formats over HTTP', () => {
  let gw: GatewayFixture;
  const text = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${gw.server.url}${path}`, init);
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  beforeAll(async () => {
    gw = await startGateway({ files: RECORD_SAMPLES });
    loadSeed(gw.store, SEED_DIR);
  });
  afterAll(() => gw.close());

  it.each(FORMATS)(
    '.%s answers %s under every alias of the Record API',
    async (ext, type, check) => {
      for (const base of ['/record/v2', '/record', '/api/v2/record', '/v2/record']) {
        const res = await text(`${base}${ID}.${ext}?wskey=k`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        check(res.body);
      }
    },
  );

  it('serves the EDM of the stored record, with the thumbnail URL the JSON gives', async () => {
    const json = (await gw.get(`/record${ID}.json`)).body.object;
    const rdf = (await text(`/record${ID}.rdf`)).body;
    expect(rdf).toContain(`<edm:ProvidedCHO rdf:about="http://data.europeana.eu/item${ID}"/>`);
    expect(rdf).toContain(`<ore:Proxy rdf:about="http://data.europeana.eu/proxy/provider${ID}">`);
    expect(rdf).toContain(
      `<edm:preview rdf:resource="${json.europeanaAggregation.edmPreview.replace(/&/g, '&amp;')}"/>`,
    );
    const [imported] = parseEdmRdfRecords(rdf);
    expect(imported).toHaveProperty('record.proxies', expect.any(Array));
    const schema = JSON.parse((await text(`/record${ID}.schema.jsonld`)).body);
    expect(schema['@graph'][0]).toMatchObject({
      '@type': 'VisualArtwork',
      '@id': `http://data.europeana.eu/item${ID}`,
      thumbnailUrl: json.europeanaAggregation.edmPreview,
    });
  });

  it('writes the real samples too: the legacy one has a media URL with spaces', async () => {
    const ttl = (await text(`/record${LEGACY}.ttl`)).body;
    expect(ttl).toContain('Bilder%207/9/1M16_B145208_70.jpg>');
    expect(turtleTriples(ttl).length).toBeGreaterThan(10);
    expect((await text(`/record${LEGACY}.rdf`)).body).toContain('Bilder 7/9/1M16_B145208_70.jpg"');
  });

  it("narrows the proxies' language maps with lang, as the JSON does", async () => {
    const all = (await text(`/record${ID}.ttl`)).body;
    const en = (await text(`/record${ID}.ttl?lang=en`)).body;
    expect(all).toContain('"Meisje met de parel"@nl');
    expect(en).not.toContain('"Meisje met de parel"@nl');
    expect(en).toContain('"Girl with a Pearl Earring"@en');
  });

  it('answers unknown and malformed ids in every format with the JSON 404', async () => {
    for (const [ext] of FORMATS) {
      for (const id of ['/123/nothing_here', '/abc/x-y']) {
        const res = await gw.get(`/record${id}.${ext}?wskey=k`);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.body).toMatchObject({
          apikey: 'k',
          success: false,
          error: `Invalid record identifier: ${id}`,
        });
      }
    }
  });

  it('gives each format its own ETag and answers 304, 412 and If-Modified-Since like .json', async () => {
    const tags = new Set<string>();
    for (const ext of ['json', 'rdf', 'ttl', 'jsonld', 'schema.jsonld']) {
      const url = `${gw.server.url}/record${ID}.${ext}`;
      const first = await conditionalGet(url, {});
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      tags.add(etag);
      expect((await conditionalGet(url, { 'If-None-Match': etag })).status).toBe(304);
      expect((await conditionalGet(url, { 'If-Match': '"other"' })).status).toBe(412);
      const lastModified = String(first.headers['last-modified']);
      expect((await conditionalGet(url, { 'If-Modified-Since': lastModified })).status).toBe(304);
    }
    expect(tags.size).toBe(5);
    // .json-ld is .jsonld under another name: same representation, same tag.
    const ld = await conditionalGet(`${gw.server.url}/record${ID}.jsonld`, {});
    const alias = await conditionalGet(`${gw.server.url}/record${ID}.json-ld`, {});
    expect(alias.headers.etag).toBe(ld.headers.etag);
  });

  it('leaves /record/v2/search in another format to the other routes (404, not 405)', async () => {
    expect((await text('/record/v2/search.rdf')).status).toBe(404);
  });

  it('answers other methods with 405 and Allow: GET', async () => {
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const res = await text(`/record${ID}.rdf`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET');
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: '405' });
    }
  });

  it('honours callback (JSONP) for .json only', async () => {
    const json = await text(`/record${ID}.json?callback=cb`);
    expect(json.headers.get('content-type')).toContain('application/javascript');
    for (const ext of ['jsonld', 'schema.jsonld', 'rdf']) {
      const res = await text(`/record${ID}.${ext}?callback=cb`);
      expect(res.status).toBe(200);
      expect(res.body.startsWith('/**/')).toBe(false);
    }
    // An invalid callback is refused where JSONP applies, ignored where it does not.
    expect((await text(`/record${ID}.json?callback=<x>`)).status).toBe(400);
    expect((await text(`/record${ID}.ttl?callback=<x>`)).status).toBe(200);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { conditionalGet } from '../testing/test-server';
import { startGateway, type GatewayFixture } from '../../test-support/gateway-fixture';
import { keyDifferences } from '../../test-support/json-shape';
import { EUROPEANA_SAMPLES } from '../../test-support/shared-data';
import { testAccessToken } from '../../identity/test-tokens';

const samples = fs
  .readdirSync(EUROPEANA_SAMPLES)
  .filter((f) => f.startsWith('record_') && f.endsWith('.json'))
  .map((f) => path.join(EUROPEANA_SAMPLES, f));
const modern = samples.filter((f) => !f.includes('legacy'));
const read = (file: string): { object: Record<string, unknown> } =>
  JSON.parse(fs.readFileSync(file, 'utf8'));

describe('Record API against real Europeana record.json documents', () => {
  let gw: GatewayFixture;
  beforeAll(async () => {
    gw = await startGateway({ files: samples });
  });
  afterAll(() => gw.close());

  it('imports every sample', () => {
    expect(samples.length).toBe(4);
    expect(gw.store.items.count()).toBe(4);
  });

  it.each(modern.map((f) => [path.basename(f), f]))(
    '%s: record.json has the same keys at every level',
    async (_name, file) => {
      const source = read(file).object;
      const res = await gw.get(`/record${String(source.about)}.json?wskey=test`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ apikey: 'test', success: true });
      expect(keyDifferences(source, res.body.object)).toEqual([]);
      expect(res.body.object.about).toBe(source.about);
      expect(res.body.object.proxies).toEqual(source.proxies);
    },
  );

  it('serves the same document under /record/v2 and points edmPreview at the thumbnail API', async () => {
    const source = read(modern[0]!).object;
    const a = await gw.get(`/record${String(source.about)}.json`);
    const b = await gw.get(`/record/v2${String(source.about)}.json`);
    expect(b.body.object).toEqual(a.body.object);
    const preview = a.body.object.europeanaAggregation?.edmPreview as string | undefined;
    if (preview)
      expect(preview).toMatch(/^http:\/\/gateway\.test\/thumbnail\/v2\/url\.json\?uri=.+&type=/);
  });

  it('builds edmPreview on the host the portal’s proxy forwards, with a tag of its own', async () => {
    const id = String(read(modern[0]!).object.about);
    const direct = await gw.get(`/record${id}.json`);
    const proxied = await gw.get(`/record${id}.json`, {
      'X-Forwarded-Host': 'portal.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(proxied.body.object.europeanaAggregation.edmPreview).toMatch(
      /^https:\/\/portal\.example\/api\/thumbnail\/v2\/url\.json\?uri=/,
    );
    expect(proxied.headers.get('vary')).toContain('X-Forwarded-Host');
    expect(proxied.headers.get('etag')).not.toBe(direct.headers.get('etag'));
  });

  it('echoes the request parameters with profile=params, without the key', async () => {
    const id = String(read(modern[0]!).object.about);
    const res = await gw.get(`/record${id}.json?profile=params&lang=de&wskey=k`);
    expect(res.status).toBe(200);
    expect(res.body.params).toEqual({ profile: 'params', lang: 'de' });
    expect((await gw.get(`/record${id}.json`)).body).not.toHaveProperty('params');
  });

  it('brings the legacy v2 document to the current shape', async () => {
    const legacy = read(samples.find((f) => f.includes('legacy'))!).object;
    const res = await gw.get(`/record${String(legacy.about)}.json`);
    expect(res.status).toBe(200);
    const object = res.body.object;
    expect(object.type).toBe('IMAGE');
    expect(object.proxies[0]).toMatchObject({
      about: `/proxy/provider${String(legacy.about)}`,
      europeanaProxy: false,
    });
    expect(object.proxies[0].dcTitle).toEqual({ def: ['Porträtt'] });
    expect(object.aggregations[0].edmDataProvider).toEqual({ def: ['Västergötlands museum'] });
    expect(JSON.stringify(object)).not.toContain('null');
    expect(object).not.toHaveProperty('relatedItems');
  });

  it('answers conditional requests with 304 and a failed If-Match with 412', async () => {
    const id = String(read(modern[1]!).object.about);
    const url = `${gw.server.url}/record${id}.json`;
    const first = await conditionalGet(url, {});
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    expect((await conditionalGet(url, { 'If-None-Match': etag })).status).toBe(304);
    expect((await conditionalGet(url, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await conditionalGet(url, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await conditionalGet(url, { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect(
      (await conditionalGet(url, { 'If-Modified-Since': 'Wed, 31 Dec 1969 23:00:00 GMT' })).status,
    ).toBe(200);
    expect((await conditionalGet(url, { 'If-Match': '"other"' })).status).toBe(412);
    // If-Match compares strongly: its own tag matches, the weak form of it does not.
    expect((await conditionalGet(url, { 'If-Match': `"other", ${etag}` })).status).toBe(200);
    expect((await conditionalGet(url, { 'If-Match': `W/${etag}` })).status).toBe(412);
  });

  it('answers unknown and malformed ids alike: 404 naming the id (api2 looks them up)', async () => {
    const missing = await gw.get('/record/123/nothing_here.json?wskey=k');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      apikey: 'k',
      success: false,
      error: 'Invalid record identifier: /123/nothing_here',
    });
    for (const id of ['/abc/x-y', '/1011/voy-age', '/abc/def']) {
      const malformed = await gw.get(`/record${id}.json?wskey=k`);
      expect(malformed.status).toBe(404);
      expect(malformed.body).toMatchObject({
        apikey: 'k',
        success: false,
        error: `Invalid record identifier: ${id}`,
      });
    }
  });

  it('narrows language maps to the languages of lang, without translation too', async () => {
    type Body = { object: { proxies: Array<Record<string, unknown>> } };
    const languagesOf = (body: Body) =>
      new Set(
        body.object.proxies.flatMap((proxy) =>
          Object.values(proxy).flatMap((value) =>
            value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [],
          ),
        ),
      );
    let checked = 0;
    for (const sample of modern) {
      const id = String(read(sample).object.about);
      const full = await gw.get(`/record${id}.json`);
      if (![...languagesOf(full.body)].some((lang) => lang !== 'en' && lang !== 'def')) continue;
      const narrowed = await gw.get(`/record${id}.json?lang=en`);
      expect(narrowed.status).toBe(200);
      expect([...languagesOf(narrowed.body)].every((l) => l === 'en' || l === 'def')).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('requires a Bearer token for the translate profile', async () => {
    const id = String(read(modern[0]!).object.about);
    expect((await gw.get(`/record${id}.json?profile=translate&lang=de`)).status).toBe(403);
    const translated = await gw.get(`/record${id}.json?profile=translate&lang=de`, {
      Authorization: `Bearer ${testAccessToken(gw.dataDir)}`,
    });
    expect(translated.status).toBe(200);
    const forged = await gw.get(`/record${id}.json?profile=translate&lang=de`, {
      Authorization: 'Bearer x.y.z',
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ success: false, code: '401-invalid_jwttoken' });
    for (const proxy of translated.body.object.proxies) {
      for (const value of Object.values(proxy)) {
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          expect(Object.keys(value).every((lang) => lang === 'de' || lang === 'def')).toBe(true);
        }
      }
    }
  });
});

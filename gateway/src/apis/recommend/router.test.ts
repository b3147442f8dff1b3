/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON documents */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { fakeUpstream } from '../../test-support/fake-upstream';
import { readUpstreamConfig } from '../../upstream/upstream-config';
import { testEntity, testRecord } from '../testing/test-records';
import { listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import { closeSetRepository, setRepositoryOf } from '../set/set-repository';
import { createRecommendRouter } from './router';
import { periodCloseness } from './similarity';

const artistA = testEntity('agent', 1, { en: 'Judith Leyster' });
const artistB = testEntity('agent', 2, { en: 'Jan Steen' });
const portrait = testEntity('concept', 3, { en: 'portrait' });

describe('Recommendation API', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    const items = [
      {
        id: '/500/target',
        creators: [artistA],
        subjects: [portrait],
        year: 1650,
        title: 'Portrait of a man',
      },
      { id: '/500/same_creator', creators: [artistA], year: 1900, title: 'Still life' },
      {
        id: '/500/same_creator_subject',
        creators: [artistA],
        subjects: [portrait],
        title: 'Study',
      },
      {
        id: '/500/subject_period_title',
        subjects: [portrait],
        year: 1652,
        title: 'Portrait of a woman',
      },
      { id: '/500/subject_only', subjects: [portrait], year: 1300, title: 'Saint' },
      { id: '/500/unrelated', creators: [artistB], title: 'Landscape', type: 'TEXT' },
    ];
    for (const item of items) {
      ts.store.items.upsert({
        source: 'seed',
        record: testRecord({
          ...item,
          title: { en: [item.title] },
          media: [{ url: `https://images.example.org${item.id}.jpg`, mimeType: 'image/jpeg' }],
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
    closeSetRepository(ts.store);
    ts.cleanup();
  });

  const get = async (p: string) => {
    const res = await fetch(`${server.url}${p}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const ids = async (p: string) =>
    ((await get(p)).body.items as Array<{ id: string }>).map((i) => i.id);

  it('ranks items sharing the creator first and never returns the item itself', async () => {
    const ranked = await ids('/recommend/record/500/target');
    expect(ranked).not.toContain('/500/target');
    expect(ranked.slice(0, 2)).toEqual(['/500/same_creator_subject', '/500/same_creator']);
    expect(ranked.indexOf('/500/subject_period_title')).toBeLessThan(
      ranked.indexOf('/500/subject_only'),
    );
    expect(ranked.at(-1)).toBe('/500/unrelated');
  });

  it('answers minimal Search API items', async () => {
    const { status, body } = await get('/recommend/record/500/target.json?wskey=key1');
    expect(status).toBe(200);
    expect(body.apikey).toBe('key1');
    const item = body.items[0];
    expect(item).toMatchObject({
      id: '/500/same_creator_subject',
      type: 'IMAGE',
      title: ['Study'],
    });
    expect(item.dcTitleLangAware).toEqual({ en: ['Study'] });
    expect(item.edmPreview[0]).toMatch(/^http:\/\/gw\.test\/thumbnail\//);
    expect(item.guid).toContain('http://portal.test/item/500/same_creator_subject');
    expect(typeof item.score).toBe('number');
    expect(item.timestamp_created).toBeUndefined();
  });

  it('pages with page (0-based) and pageSize, and serves the aliases', async () => {
    const all = await ids('/recommend/record/500/target?pageSize=50');
    expect(await ids('/recommend/record/500/target?pageSize=2')).toEqual(all.slice(0, 2));
    expect(await ids('/recommend/record/500/target?pageSize=2&page=1')).toEqual(all.slice(2, 4));
    expect(await ids('/record/500/target/recommend')).toEqual(all.slice(0, 10));
    expect(await ids('/record/500/target/recommend.json?pageSize=1')).toEqual(all.slice(0, 1));
  });

  it('recommends the items of an entity first', async () => {
    const ranked = await ids('/recommend/entity/agent/1?pageSize=5');
    expect(ranked.slice(0, 3).sort()).toEqual([
      '/500/same_creator',
      '/500/same_creator_subject',
      '/500/target',
    ]);
    expect(ranked.length).toBe(5);
    expect(await ids('/entity/agent/1/recommend?pageSize=5')).toEqual(ranked);
    expect((await get('/recommend/entity/agent/77')).status).toBe(404);
    expect((await get('/recommend/entity/person/1')).status).toBe(400);
  });

  it('recommends for a user set from its items, a private one for its creator only', async () => {
    const sets = setRepositoryOf(ts.store);
    const creator = { id: 'owner', nickname: 'o' };
    const set = sets.create(creator, {
      type: 'Collection',
      title: { en: 'Portraits' },
      visibility: 'public',
      items: ['/500/target', '/500/same_creator'],
    });
    for (const path of [`/recommend/set/${set.id}`, `/set/${set.id}/recommend`]) {
      const ranked = await ids(path);
      expect(ranked).not.toContain('/500/target');
      expect(ranked).not.toContain('/500/same_creator');
      expect(ranked[0]).toBe('/500/same_creator_subject');
    }
    const hidden = sets.create(creator, { ...set, title: { en: 'Mine' }, visibility: 'private' });
    const { status, body } = await get(`/recommend/set/${hidden.id}`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ type: 'ErrorResponse', status: 401 });
    const missing = await get('/recommend/set/99999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: '404_set_not_found', success: false });
    expect((await get('/recommend/set/abc')).status).toBe(400);
  });

  it.each(['pageSize=0', 'pageSize=51', 'page=41', 'page=-1', 'pageSize=ten'])(
    'rejects %s',
    async (query) => {
      expect((await get(`/recommend/record/500/target?${query}`)).status).toBe(400);
    },
  );

  it('answers 404 for unknown records, 400 for malformed ids, 405 for retired feedback', async () => {
    expect((await get('/recommend/record/500/nothing')).status).toBe(404);
    expect((await get('/recommend/record/abc/x-y')).status).toBe(400);
    const feedback = await fetch(`${server.url}/recommend/record/500/target`, {
      method: 'POST',
      body: '[]',
    });
    expect(feedback.status).toBe(405);
  });

  it('forwards every form to the upstream canonical path in upstream mode', async () => {
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"items":[]}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const config = readUpstreamConfig({
      EUROPEANA_RECOMMENDATION_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/recommend`,
      EUROPEANA_API_KEY: 'k',
    });
    const app = express();
    app.use(
      createRecommendRouter({ store: ts.store, portalUrl: 'http://portal.test', upstream: config }),
    );
    const proxied = await listen(app);
    try {
      await fetch(`${proxied.url}/record/500/target/recommend?pageSize=3`);
      await fetch(`${proxied.url}/recommend/entity/agent/1`);
      expect(seen).toEqual([
        '/recommend/record/500/target?pageSize=3&wskey=k',
        '/recommend/entity/agent/1?wskey=k',
      ]);
    } finally {
      await proxied.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('makes upstream redirects gateway URLs on every form in upstream mode', async () => {
    const upstream = await fakeUpstream((_req, res) => {
      res.writeHead(302, { location: `${upstreamBase}/record/500/moved?wskey=server` });
      res.end();
    });
    const upstreamBase = `${upstream.url}/recommend`;
    const config = readUpstreamConfig({
      EUROPEANA_RECOMMENDATION_API_URL: upstreamBase,
      EUROPEANA_API_KEY: 'server',
    });
    const app = express();
    app.use(
      createRecommendRouter({
        store: ts.store,
        portalUrl: 'http://portal.test',
        publicUrl: 'http://gw.test',
        upstream: config,
      }),
    );
    const proxied = await listen(app);
    try {
      for (const path of ['/record/500/target/recommend', '/recommend/record/500/target']) {
        const res = await fetch(`${proxied.url}${path}`, { redirect: 'manual' });
        expect([path, res.status]).toEqual([path, 302]);
        expect(res.headers.get('location')).toBe('http://gw.test/recommend/record/500/moved');
      }
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });

  it('scores date overlap', () => {
    expect(
      periodCloseness({ year_min: 1600, year_max: 1700 }, { year_min: 1650, year_max: 1650 }),
    ).toBe(1);
    expect(
      periodCloseness({ year_min: 1600, year_max: 1600 }, { year_min: 1650, year_max: null }),
    ).toBe(0.5);
    expect(
      periodCloseness({ year_min: null, year_max: null }, { year_min: 1650, year_max: 1650 }),
    ).toBe(0);
  });
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the test walks arbitrary JSON documents */
import path from 'node:path';
import { createGatewayApp } from '../../app';
import { loadConfig } from '../../config';
import { md5Hex } from '../../edm/hash';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import { writeTestImage } from './test-images';
import { testEntity, testRecord } from './test-records';
import { listen, type TestServer } from './test-server';
import { createTestStore, type TestStore } from './test-store';

/** The APIs of this folder mounted in the real app: paths reachable, no route shadowing another. */
describe('APIs mounted in the gateway app', () => {
  let ts: TestStore;
  let server: TestServer;
  const agent = testEntity('agent', 7, { en: 'Hendrick Avercamp' });

  beforeAll(async () => {
    ts = createTestStore();
    await writeTestImage(path.join(ts.mediaDir, 'ice.jpg'), 640, 480);
    ts.store.entities.upsert(agent, 'seed');
    for (const id of ['/600/ice', '/600/skaters']) {
      ts.store.items.upsert({
        source: 'seed',
        record: testRecord({
          id,
          title: { en: [`Winter ${id}`] },
          creators: [agent],
          media: [{ url: 'local:ice.jpg', mimeType: 'image/jpeg' }],
        }),
        annotations: [{ motivation: 'tagging', language: 'en', value: 'ice' }],
      });
    }
    const config = { ...loadConfig({ GATEWAY_DATA_DIR: ts.dataDir }), logRequests: false };
    server = await listen(createGatewayApp({ store: ts.store, config, log: () => undefined }));
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const status = async (p: string) => (await fetch(server.url + p, { redirect: 'manual' })).status;

  it('serves every endpoint of the Entity, Recommendation, Annotation, Thumbnail, media and IIIF APIs', async () => {
    const md5 = md5Hex(`${LOCAL_MEDIA_BASE}ice.jpg`);
    expect(await status('/entity/agent/7.json')).toBe(200);
    expect(await status('/entity/suggest?text=averc')).toBe(200);
    expect(await status('/entity/search?query=*')).toBe(200);
    expect(await status('/entity/resolve?uri=x')).toBe(404);
    expect(await status('/recommend/record/600/ice')).toBe(200);
    expect(await status('/record/600/ice/recommend')).toBe(200);
    expect(await status('/entity/agent/7/recommend')).toBe(200);
    expect(await status('/recommend/set/1')).toBe(404);
    expect(await status('/annotation/search?query=target_record_id:%22/600/ice%22')).toBe(200);
    expect(await status(`/thumbnail/v3/200/${md5}`)).toBe(200);
    expect(await status(`/thumbnail/v2/url.json?uri=local:ice.jpg&size=w200&type=IMAGE`)).toBe(200);
    expect(await status(`/media/600/ice/${md5}`)).toBe(200);
    expect(await status('/presentation/600/ice/manifest')).toBe(200);
    expect(await status(`/iiif/image/${md5}/info.json`)).toBe(200);
    expect(await status(`/iiif/image/${md5}/0,0,256,256/128,/0/default.jpg`)).toBe(200);
    // The Record API keeps its own paths.
    expect(await status('/record/v2/600/ice.json')).toBe(200);
  });

  it('links through the host proxy when the request came through it', async () => {
    const res = await fetch(`${server.url}/entity/agent/7.json`, {
      headers: { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' },
    });
    const doc = (await res.json()) as Record<string, any>;
    expect(doc.isAggregatedBy.recordCount).toBe(2);
    const items = (
      (await (
        await fetch(`${server.url}/recommend/record/600/ice`, {
          headers: { 'x-forwarded-host': 'localhost:3000' },
        })
      ).json()) as Record<string, any>
    ).items;
    expect(items[0].edmPreview[0]).toMatch(/^http:\/\/localhost:3000\/api\/thumbnail\//);
  });
});

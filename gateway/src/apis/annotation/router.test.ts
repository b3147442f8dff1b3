/* eslint-disable @typescript-eslint/no-explicit-any -- the tests walk arbitrary JSON-LD documents */
import express from 'express';
import { testRecord } from '../testing/test-records';
import { listen, type TestServer } from '../testing/test-server';
import { createTestStore, type TestStore } from '../testing/test-store';
import { createAnnotationRouter } from './router';

const PORTAL_QF =
  'motivation:(highlighting OR linkForContributing OR tagging OR subtitling OR captioning)';

describe('Annotation API', () => {
  let ts: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    ts = createTestStore();
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({
        id: '/300/letter',
        title: { en: ['Letter'] },
        media: [{ url: 'https://images.example.org/letter.jpg', mimeType: 'image/jpeg' }],
      }),
      annotations: [
        { motivation: 'tagging', language: 'en', value: 'militia' },
        { motivation: 'tagging', language: 'nl', value: 'schutterij' },
        { motivation: 'tagging', value: 'guns' },
        { motivation: 'transcribing', language: 'nl', value: 'Lieve broer, ...' },
      ],
    });
    ts.store.items.upsert({
      source: 'seed',
      record: testRecord({ id: '/300/other', title: { en: ['Other'] } }),
      annotations: [{ motivation: 'tagging', language: 'en', value: 'other tag' }],
    });
    const app = express();
    app.use(createAnnotationRouter({ store: ts.store, publicUrl: 'http://gw.test' }));
    server = await listen(app);
  });

  afterAll(async () => {
    await server.close();
    ts.cleanup();
  });

  const search = async (params: Record<string, string>) => {
    const res = await fetch(`${server.url}/annotation/search?${new URLSearchParams(params)}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('answers the portal query with an AnnotationPage of tagging annotations', async () => {
    const { status, body } = await search({
      query: 'target_record_id:"/300/letter"',
      qf: PORTAL_QF,
      profile: 'dereference',
    });
    expect(status).toBe(200);
    expect(body['@context']).toBe('https://www.w3.org/ns/anno.jsonld');
    expect(body.type).toBe('AnnotationPage');
    expect(body.partOf.total).toBe(3);
    expect(body.items.map((a: any) => a.body)).toEqual([
      { type: 'Concept', prefLabel: { en: 'militia' } },
      { type: 'Concept', prefLabel: { nl: 'schutterij' } },
      'guns',
    ]);
    for (const annotation of body.items) {
      expect(annotation).toMatchObject({
        type: 'Annotation',
        motivation: 'tagging',
        target: 'http://data.europeana.eu/item/300/letter',
      });
      expect(annotation.id).toMatch(/^http:\/\/data\.europeana\.eu\/annotation\/\d+$/);
    }
  });

  it('serves transcriptions as FullTextResource bodies targeting the media', async () => {
    const { body } = await search({
      query: 'target_record_id:/300/letter AND motivation:transcribing',
    });
    expect(body.items).toHaveLength(1);
    expect(body.items[0].body).toEqual({
      type: 'FullTextResource',
      value: 'Lieve broer, ...',
      language: 'nl',
    });
    expect(body.items[0].target).toEqual({
      scope: 'http://data.europeana.eu/item/300/letter',
      source: 'https://images.example.org/letter.jpg',
    });
  });

  it('pages from 0, links prev/next, and returns ids only with profile=minimal', async () => {
    const first = await search({ query: '*:*', pageSize: '2', profile: 'minimal' });
    expect(first.body.partOf.total).toBe(5);
    expect(first.body.items).toHaveLength(2);
    expect(typeof first.body.items[0]).toBe('string');
    expect(first.body.next).toContain('page=1');
    expect(first.body.prev).toBeUndefined();
    const last = await search({ query: '*:*', pageSize: '2', page: '2' });
    expect(last.body.items.map((a: any) => a.body)).toEqual([
      { type: 'Concept', prefLabel: { en: 'other tag' } },
    ]);
    expect(last.body.next).toBeUndefined();
    const byUri = await search({ query: 'target_uri:"http://data.europeana.eu/item/300/other"' });
    expect(byUri.body.partOf.total).toBe(1);
    const none = await search({
      query: 'target_record_id:"/300/letter"',
      qf: 'motivation:highlighting',
    });
    expect([none.status, none.body.partOf.total, none.body.items]).toEqual([200, 0, []]);
  });

  it('takes at most 1024 values in query and qf together', async () => {
    // Motivations are letters only: m + the number in letters (maa, mab, ...).
    const name = (n: number) =>
      `m${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;
    const motivations = (from: number, to: number) =>
      `motivation:(${Array.from({ length: to - from }, (_, i) => name(from + i)).join(' OR ')})`;
    expect((await search({ query: motivations(0, 600), qf: 'motivation:tagging' })).status).toBe(
      200,
    );
    const res = await search({ query: motivations(0, 600), qf: motivations(0, 425) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Too many clauses \(at most 1024 in query and qf together\)$/);
    expect(res.body.message.length).toBeLessThan(400);
  });

  it('gets one annotation by id', async () => {
    const { body } = await search({ query: 'target_record_id:"/300/other"' });
    const id = String(body.items[0].id).split('/').pop();
    const res = await fetch(`${server.url}/annotation/${id}`);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    expect(await res.json()).toMatchObject({
      '@context': 'http://www.w3.org/ns/anno.jsonld',
      motivation: 'tagging',
    });
    expect((await fetch(`${server.url}/annotation/999999`)).status).toBe(404);
    expect((await fetch(`${server.url}/annotation/abc`)).status).toBe(400);
  });

  it('counts the matching annotations per motivation and per record with profile=facets', async () => {
    const { status, body } = await search({
      query: '*:*',
      qf: 'motivation:tagging',
      profile: 'facets',
      facet: 'motivation,target_record_id',
      pageSize: '1',
    });
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.facets).toEqual([
      { type: 'TermsFacet', field: 'motivation', values: [{ label: 'tagging', count: 4 }] },
      {
        type: 'TermsFacet',
        field: 'target_record_id',
        values: [
          { label: '/300/letter', count: 3 },
          { label: '/300/other', count: 1 },
        ],
      },
    ]);
    // profile=facets alone facets on motivation; facet.limit keeps the most frequent values.
    const all = await search({ query: '*:*', profile: 'facets', 'facet.limit': '1' });
    expect(all.body.facets).toEqual([
      { type: 'TermsFacet', field: 'motivation', values: [{ label: 'tagging', count: 4 }] },
    ]);
    expect((await search({ query: '*:*' })).body.facets).toBeUndefined();
  });

  it.each([
    [{}],
    [{ query: 'militia' }],
    [{ query: 'creator:someone' }],
    [{ query: 'target_record_id:"/abc"' }],
    [{ query: 'target_record_id:"/1/a' }],
    [{ query: '*:*', qf: 'motivation:(tagging OR' }],
    [{ query: '*:*', qf: 'motivation:(tagging transcribing)' }],
    [{ query: '*:*', qf: 'motivation:tag-ging' }],
    [{ query: '*:*', pageSize: '1000' }],
    [{ query: '*:*', page: '-1' }],
    [{ query: '*:*', profile: 'everything' }],
    [{ query: '*:*', sort: 'colour' }],
    [{ query: '*:*', profile: 'facets', facet: 'creator' }],
    [{ query: '*:*', facet: 'motivation', 'facet.limit': '0' }],
  ])('rejects %j with 400', async (params) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, status: 400 });
  });
});

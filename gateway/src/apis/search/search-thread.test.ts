import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compactToEdm } from '../../convert/compact-record';
import { noEntities } from '../../convert/entity-lookup';
import { ApiError } from '../../http/api-error';
import { SearchEngine } from '../../search/engine';
import { FacetIndexCache } from '../../search/facet-index-cache';
import { openStore, type Store } from '../../store/store';
import { FIXTURE_RECORDS, loadFixture } from '../../test-support/compact-fixtures';
import { CommonsError } from '../../upstream/api-error';
import { searchEntities, type EntitySearchRequest } from '../entity/entity-search';
import { tsWorkerScript } from '../../test-support/ts-worker-script';
import { parseSearchParams, type RawParams } from './params';
import { SearchService } from './search-service';
import { SearchAbandoned, SearchThread } from './search-thread';

const URLS = { publicUrl: 'http://gateway.test', portalUrl: 'http://portal.test' };

describe('SearchThread', () => {
  let dir: string;
  let store: Store;
  let thread: SearchThread;
  const ctx = (raw: RawParams) => ({ raw, requestNumber: 1 });
  const params = (raw: RawParams) => parseSearchParams(raw, false);

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-search-thread-'));
    store = openStore({ dataDir: path.join(dir, 'store') });
    loadFixture(store);
    thread = new SearchThread(
      {
        dataDir: path.join(dir, 'store'),
        ...URLS,
        script: tsWorkerScript(dir, path.join(__dirname, 'search-thread-worker.ts')),
      },
      () => store.writeCount,
    );
  });
  afterAll(async () => {
    await thread.close();
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers exactly what the in-process service answers', async () => {
    await thread.warm();
    const service = new SearchService({
      store,
      engine: new SearchEngine(store, new FacetIndexCache(store)),
      ...URLS,
    });
    for (const raw of [
      { query: 'rembrandt' },
      { query: 'night OR portrait', profile: 'rich facets', facet: 'TYPE' },
      { query: '*:*', qf: ['TYPE:IMAGE'], sort: 'timestamp_created desc', rows: '2' },
    ] as RawParams[]) {
      expect(JSON.parse((await thread.search(params(raw), ctx(raw))).toString('utf8'))).toEqual(
        JSON.parse(service.search(params(raw), ctx(raw))),
      );
    }
  }, 30_000);

  it('translates queries on the thread as in process (profile=translate, q.source, q.target)', async () => {
    const service = new SearchService({
      store,
      engine: new SearchEngine(store, new FacetIndexCache(store)),
      ...URLS,
    });
    // The fixture's concept is "Kunst" in German, "Art" in English.
    const raw: RawParams = {
      query: 'kunst OR rembrandt',
      profile: 'translate',
      'q.source': 'de',
      'q.target': 'en',
    };
    const withToken = parseSearchParams(raw, true);
    expect(withToken.queryTranslation).toEqual({ source: 'de', target: 'en' });
    expect(JSON.parse((await thread.search(withToken, ctx(raw))).toString('utf8'))).toEqual(
      JSON.parse(service.search(withToken, ctx(raw))),
    );
  }, 30_000);

  it('turns an API error in the thread into the same ApiError', async () => {
    // Syntax errors and limits are found where the thread parses the query, an unknown field
    // where it resolves it; only the length is checked on the main thread.
    expect(() => params({ query: 'x'.repeat(100_001) })).toThrow(ApiError);
    for (const raw of [{ query: '(((' }, { query: 'nosuchfield:x' }]) {
      const error = await thread.search(params(raw), ctx(raw)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: '400-SA' });
    }
  });

  it('runs Entity API searches too, with the same answers and refusals as in process', async () => {
    const request = (query: string, sort?: string): EntitySearchRequest => ({
      query,
      filters: [],
      types: [],
      page: 1,
      pageSize: 10,
      ...(sort ? { sort } : {}),
    });
    for (const query of ['rembrandt', '*', 'label:amsterdam OR rembrandt']) {
      const answer = await thread.entities(request(query));
      expect(answer).toEqual(searchEntities(store, request(query)));
    }
    // The label order of another language calls the store's own SQL function in the thread.
    const byGermanLabel = request('*', 'skos_prefLabel.de desc');
    expect(await thread.entities(byGermanLabel)).toEqual(searchEntities(store, byGermanLabel));
    expect((await thread.entities(request('*'))).total).toBeGreaterThan(0);
    const refused = await thread.entities(request('*', 'colour')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CommonsError);
    expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(/Cannot sort/) });
  });

  it('drops a search whose client went away before its turn, never posting it', async () => {
    await thread.warm();
    const raw = { query: 'rembrandt' };
    let clientGone = false;
    const gone = () => clientGone;
    const searches = Array.from({ length: 6 }, () => thread.search(params(raw), ctx(raw), gone));
    // Two are with the thread (one running, one ready), the others wait on this side.
    expect(thread.load).toEqual({ posted: 2, queued: 4 });
    clientGone = true;
    const outcomes = await Promise.allSettled(searches);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const o of outcomes.slice(2))
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(SearchAbandoned);
    // A client gone already is refused at once; the others still run.
    await expect(thread.search(params(raw), ctx(raw), gone)).rejects.toBeInstanceOf(
      SearchAbandoned,
    );
    const ok = await thread.search(params(raw), ctx(raw), () => false);
    expect(JSON.parse(ok.toString('utf8'))).toMatchObject({ success: true });
    expect(thread.load).toEqual({ posted: 0, queued: 0 });
  });

  it('runs queued searches in order as the thread answers, two posted at a time', async () => {
    const raws = Array.from({ length: 7 }, (_, i) => ({ query: '*:*', rows: String(i) }));
    const answers = await Promise.all(raws.map((raw) => thread.search(params(raw), ctx(raw))));
    expect(
      answers.map((a) => (JSON.parse(a.toString('utf8')) as { itemsCount: number }).itemsCount),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("sees this process's writes at once (its facet index is rebuilt)", async () => {
    const raw = { query: '*:*', qf: ['TYPE:SOUND'], rows: '0' };
    const count = async () =>
      (
        JSON.parse((await thread.search(params(raw), ctx(raw))).toString('utf8')) as {
          totalResults: number;
        }
      ).totalResults;
    const before = await count();
    store.items.upsert({
      ...compactToEdm(
        { ...FIXTURE_RECORDS[0]!, id: '/92001/new_sound', type: 'SOUND', media: [] },
        noEntities,
      ),
      source: 'seed',
    });
    expect(await count()).toBe(before + 1);
  });

  it('fails the searches of a thread that died, and starts a new one for the next', async () => {
    const raw = { query: 'rembrandt' };
    const worker = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker;
    // Many in flight, so some are surely still pending when the thread goes.
    const inFlight = Array.from({ length: 50 }, () => thread.search(params(raw), ctx(raw)));
    await worker.terminate();
    const outcomes = await Promise.allSettled(inFlight);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(String(f.reason)).toMatch(/search thread stopped/);
    // Only the searches posted to the thread fail with it; the waiting ones go to the next.
    expect(failed.length).toBeLessThanOrEqual(2);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(48);
    expect(JSON.parse((await thread.search(params(raw), ctx(raw))).toString('utf8'))).toMatchObject(
      {
        success: true,
      },
    );
  }, 30_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { parseSearchParams, type RawParams } from '../apis/search/params';
import { SearchService } from '../apis/search/search-service';
import { importFiles } from '../import/import-files';
import { enlargeYoungGenerationForImport } from '../import/import-heap';
import { SearchEngine } from '../search/engine';
import { FacetIndexCache } from '../search/facet-index-cache';
import { openStore } from '../store/store';
import { SHARED_DATA } from '../test-support/shared-data';
import { pacedLoad } from './paced-load';
import { writeRdfCorpus } from './rdf-corpus';
import { treeRss } from './process-rss';
import { buildQuerySet, shuffled, type BenchQuery, type QueryKind } from './query-set';
import { formatStats, latencyStats } from './stats';

/**
 * `npm run bench -w @portal/gateway`: imports the shared museum data into a fresh store
 * (records/s, peak RSS), starts the gateway as its own process, and replays a seeded set of
 * distinct portal-like queries over 16 connections, each query once, shuffled: first as fast as
 * possible (autocannon), then evenly paced at the target rate (paced-load.ts, open loop, latency
 * from when each request was due). The same searches timed in-process against SQLite give the
 * floor. Settings: BENCH_QUERIES (2500), BENCH_SEED (7),
 * BENCH_CONNECTIONS (16), BENCH_RATE (400), BENCH_WORKERS (gateway processes, default 1),
 * BENCH_RDF_RECORDS (20000 records exported as RDF/XML and imported again; 0 skips it),
 * BENCH_KEEP=1 keeps the temporary store, PORTAL_SHARED_DATA locates the data.
 */
async function main(): Promise<void> {
  // As `npm run import` does (the gateway it starts is its own process, with default heaps).
  enlargeYoungGenerationForImport();
  const size = Number(process.env.BENCH_QUERIES ?? 2500);
  const seed = Number(process.env.BENCH_SEED ?? 7);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
  const rate = Number(process.env.BENCH_RATE ?? 400);
  // One gateway process by default: the RSS target is per gateway; BENCH_WORKERS=2 uses both cores.
  const workers = Number(process.env.BENCH_WORKERS ?? 1);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
  const reuse = process.env.BENCH_STORE;
  const dataDir = reuse ? path.resolve(reuse) : path.join(root, 'data');
  const out = (line = ''): void => {
    process.stdout.write(`${line}\n`);
  };
  out(
    `Gateway bench — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // 1. Import (skipped with BENCH_STORE=<data dir of an imported store>).
  if (!reuse) {
    const files = [
      path.join(SHARED_DATA, 'items.ndjson.gz'),
      path.join(SHARED_DATA, 'entities.ndjson.gz'),
    ];
    const summary = await importFiles(files, { dataDir, progress: process.stderr.isTTY });
    const records = total(summary.items) + total(summary.entities);
    out(
      `\nImport: ${total(summary.items)} items + ${total(summary.entities)} entities (${summary.errorCount} bad) in ${summary.seconds.toFixed(1)} s = ${Math.round(records / summary.seconds)} records/s; peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} (importer process, worker threads included)`,
    );
    for (const f of summary.files) out(`  ${path.basename(f.file)}: ${f.seconds.toFixed(1)} s`);
  } else out(`\nImport skipped: using the store in ${dataDir}`);
  out(`  store size ${mb(dirSize(dataDir))}`);

  // 1b. RDF/XML import: records of the store as the Record API's .rdf writes them, imported into
  // a store of their own (EDM RDF/XML is how Europeana's data is harvested).
  const rdfCount = Number(process.env.BENCH_RDF_RECORDS ?? 20000);
  if (rdfCount > 0) {
    const corpus = path.join(root, 'records.rdf');
    const source = openStore({ dataDir });
    const written = writeRdfCorpus(source, corpus, rdfCount);
    source.close();
    const rdf = await importFiles([corpus], { dataDir: path.join(root, 'rdf-data') });
    out(
      `\nRDF/XML import: ${total(rdf.items)} records (${mb(written.bytes)}, ${rdf.errorCount} bad) in ${rdf.seconds.toFixed(1)} s = ${Math.round(total(rdf.items) / rdf.seconds)} records/s`,
    );
    fs.rmSync(corpus);
    fs.rmSync(path.join(root, 'rdf-data'), { recursive: true, force: true });
  }

  // 2. Gateway process.
  const gateway = await startGateway(dataDir, root, workers);
  try {
    const suggest = (await fetch(`${gateway.url}/entity/suggest?text=a`)).status !== 404;
    const store = openStore({ dataDir });
    const queries = buildQuerySet(store, { size, seed, suggest });
    const counts = countKinds(queries);
    out(
      `\nQuery set: ${queries.length} distinct requests (seed ${seed}): ${Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    if (!suggest) out('  /entity/suggest is not served by this gateway: suggestions skipped.');

    // 3. Floor: the same searches in-process, straight on SQLite, one at a time.
    const floor = runFloor(
      store,
      queries.filter((q) => q.kind !== 'suggest'),
    );
    out('\nFloor (in-process, no HTTP, sequential):');
    for (const [label, samples] of Object.entries(floor.byKind))
      out(`  ${formatStats(label, latencyStats(samples), floor.seconds[label])}`);
    store.close();

    // 4. Load: as fast as 16 connections go, then paced at the target rate.
    for (const paced of [false, true]) {
      const order = shuffled(queries, seed + (paced ? 1 : 0));
      const run = await load(
        gateway.url,
        order,
        connections,
        paced ? rate : undefined,
        gateway.process.pid!,
      );
      out(
        `\nHTTP, ${connections} connections, ${paced ? `paced at ${rate} requests/s, evenly spaced, latency from when each was due` : 'unthrottled (autocannon)'} (gateway: ${workers} process${workers > 1 ? 'es' : ''}):`,
      );
      out(`  ${formatStats('all', latencyStats(run.all), run.seconds)}`);
      for (const kind of Object.keys(run.byKind).sort())
        out(`  ${formatStats(kind, latencyStats(run.byKind[kind]!))}`);
      out(
        `  status: ${Object.entries(run.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; errors ${run.errors}; gateway peak RSS ${mb(run.peakRss)}`,
      );
    }
  } finally {
    await gateway.stop();
    if (!process.env.BENCH_KEEP && !reuse) fs.rmSync(root, { recursive: true, force: true });
    else out(`\nStore kept in ${dataDir}`);
    if (reuse) fs.rmSync(root, { recursive: true, force: true });
  }
}

function runFloor(store: ReturnType<typeof openStore>, queries: BenchQuery[]) {
  const service = new SearchService({
    store,
    engine: new SearchEngine(store, new FacetIndexCache(store)),
    publicUrl: 'http://localhost:3001',
    portalUrl: 'http://localhost:3000',
  });
  service.search(parseSearchParams({ query: '*:*' }, false), { raw: {}, requestNumber: 0 });
  const byKind: Record<string, number[]> = { all: [] };
  const elapsed: Record<string, number> = { all: 0 };
  for (const q of queries) {
    const started = process.hrtime.bigint();
    try {
      service.search(parseSearchParams(q.params as RawParams, false), {
        raw: q.params as RawParams,
        requestNumber: 0,
      });
    } catch {
      // A 400 in the set is timed like the gateway would answer it.
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    for (const key of ['all', q.kind]) {
      (byKind[key] ??= []).push(ms);
      elapsed[key] = (elapsed[key] ?? 0) + ms / 1000;
    }
  }
  return { byKind, seconds: elapsed };
}

interface LoadResult {
  all: number[];
  byKind: Record<string, number[]>;
  statuses: Record<string, number>;
  errors: number;
  seconds: number;
  peakRss: number;
}

async function load(
  url: string,
  queries: BenchQuery[],
  connections: number,
  rate: number | undefined,
  pid: number,
): Promise<LoadResult> {
  const result: LoadResult = {
    all: [],
    byKind: {},
    statuses: {},
    errors: 0,
    seconds: 0,
    peakRss: treeRss(pid),
  };
  const record = (kind: QueryKind, latency: number, status: number): void => {
    result.all.push(latency);
    (result.byKind[kind] ??= []).push(latency);
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  };
  const sampler = setInterval(() => {
    result.peakRss = Math.max(result.peakRss, treeRss(pid));
  }, 200);
  const started = Date.now();
  try {
    if (rate) {
      // Evenly paced (see paced-load.ts); status 0 is a failed request.
      const run = await pacedLoad(
        url,
        queries.map((query) => query.path),
        connections,
        rate,
      );
      for (const sample of run.samples) {
        if (sample.status === 0) result.errors++;
        else record(queries[sample.index]!.kind, sample.latency, sample.status);
      }
    } else {
      result.errors = await unthrottledLoad(url, queries, connections, record);
    }
  } finally {
    clearInterval(sampler);
  }
  result.seconds = (Date.now() - started) / 1000;
  result.peakRss = Math.max(result.peakRss, treeRss(pid));
  return result;
}

/** The query set as fast as `connections` connections go (autocannon); resolves to the errors. */
function unthrottledLoad(
  url: string,
  queries: BenchQuery[],
  connections: number,
  record: (kind: QueryKind, latency: number, status: number) => void,
): Promise<number> {
  let index = 0;
  let lastKind: QueryKind = 'search';
  let lastStatus = 0;
  return new Promise<number>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount: queries.length,
        timeout: 30,
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => {
              const query = queries[index++ % queries.length]!;
              context.kind = query.kind;
              request.path = query.path;
              return request;
            },
            // Called right before autocannon's 'response' event for the same response.
            onResponse: (status, _body, context) => {
              lastKind = context.kind as QueryKind;
              lastStatus = status;
            },
          },
        ],
      },
      (error, summary) => {
        if (error) reject(error);
        else resolve(summary.errors + summary.timeouts);
      },
    );
    instance.on(
      'response',
      (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
        record(lastKind, responseTime, lastStatus),
    );
  });
}

async function startGateway(
  dataDir: string,
  root: string,
  workers: number,
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const seedDir = path.join(root, 'no-seed');
  fs.mkdirSync(seedDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_SEED_DIR: seedDir,
      GATEWAY_WORKERS: String(workers),
      GATEWAY_LOG: process.env.BENCH_LOG ?? 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer): void => {
      buffer += chunk.toString('utf8');
      const match = /listening on (http:\/\/\S+)/.exec(buffer);
      if (match) resolve(match[1]!);
      if (buffer.length > 1e6) buffer = buffer.slice(-1000);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  // Keep draining the request log so the gateway never blocks on a full pipe.
  child.stdout!.resume();
  // Warm up every worker (new connections are spread over them): facet index, statements, JIT.
  for (let i = 0; i < 4 * workers; i++) {
    await fetch(`${url}/record/v2/search.json?query=*:*&profile=facets&rows=0&facet=DEFAULT`, {
      headers: { Connection: 'close' },
    });
    await fetch(`${url}/record/v2/search.json?query=paper&profile=minimal&rows=24`, {
      headers: { Connection: 'close' },
    });
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function countKinds(queries: BenchQuery[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of queries) counts[q.kind] = (counts[q.kind] ?? 0) + 1;
  return counts;
}

function total(c: { inserted: number; updated: number; unchanged: number }): number {
  return c.inserted + c.updated + c.unchanged;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function dirSize(dir: string): number {
  return fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

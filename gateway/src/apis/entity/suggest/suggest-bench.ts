/**
 * Measures `GET /entity/suggest` latency over HTTP on a store filled with the shared entity data
 * (30 152 entities; optionally the 97 460 items, for realistic item counts):
 *
 *   npm run build -w @portal/gateway
 *   node gateway/dist/apis/entity/suggest/suggest-bench.js [../shared/data] [--items] [--store=<dir>]
 *
 * `--store=<dir>` keeps the loaded store in that folder and reuses it on the next run.
 * Queries are prefixes (1–10 letters) of real labels, whole labels, multi-word prefixes and
 * one-typo variants, sent one at a time; prints round-trip p50/p95/p99 per kind and overall, and
 * the server-side handling time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import express from 'express';
import { cachedLookup } from '../../../convert/entity-lookup';
import { museumEntityToDoc, type MuseumEntity } from '../../../convert/museum-entity';
import { museumItemToEdm, type MuseumItem } from '../../../convert/museum-item';
import type { EntityDoc } from '../../../edm/entity-types';
import { openStore } from '../../../store/store';
import { createEntityRouter } from '../router';

async function* ndjson(file: string): AsyncGenerator<Record<string, unknown>> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
  });
  for await (const line of lines)
    if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A deterministic pseudo-random sequence, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main(): Promise<void> {
  const dataDir =
    process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ??
    path.resolve('..', 'shared', 'data');
  const withItems = process.argv.includes('--items');
  const kept = process.argv.find((a) => a.startsWith('--store='))?.slice('--store='.length);
  const root = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'suggest-bench-'));
  const store = openStore({ dataDir: root });
  const docs = new Map<string, EntityDoc>();
  const reuse = store.entities.count() > 0;
  let t = Date.now();
  let batch: Array<{ doc: EntityDoc }> = [];
  for await (const source of ndjson(path.join(dataDir, 'entities.ndjson.gz'))) {
    const doc = museumEntityToDoc(source as unknown as MuseumEntity);
    docs.set(doc.id, doc);
    if (reuse) continue;
    batch.push({ doc });
    if (batch.length === 2000) {
      store.entities.upsertMany(batch, 'ndjson');
      batch = [];
    }
  }
  store.entities.upsertMany(batch, 'ndjson');
  console.log(
    `${reuse ? 'reused' : 'loaded'} ${store.entities.count()} entities in ${Date.now() - t} ms`,
  );
  if (withItems && !reuse) {
    t = Date.now();
    const lookup = cachedLookup((uri) => docs.get(uri));
    let items: Array<{ record: ReturnType<typeof museumItemToEdm>; source: 'ndjson' }> = [];
    for await (const source of ndjson(path.join(dataDir, 'items.ndjson.gz'))) {
      try {
        items.push({
          record: museumItemToEdm(source as unknown as MuseumItem, lookup),
          source: 'ndjson',
        });
      } catch {
        continue;
      }
      if (items.length === 2000) {
        store.items.upsertMany(items);
        items = [];
      }
    }
    store.items.upsertMany(items);
    console.log(`loaded ${store.items.count()} items in ${Date.now() - t} ms`);
  }

  const app = express();
  // Server-side handling time of each request (the client below shares the CPU).
  const serverTimes: number[] = [];
  app.use((_req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => serverTimes.push(Number(process.hrtime.bigint() - started) / 1e6));
    next();
  });
  app.use(createEntityRouter({ store }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as { port: number }).port;

  const labels = [...docs.values()].map((d) => d.prefLabel?.en ?? '').filter((l) => l.length >= 3);
  const next = random(42);
  const pick = (): string => labels[Math.floor(next() * labels.length)]!;
  const typo = (word: string): string => {
    const i = 1 + Math.floor(next() * (word.length - 2));
    return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  };
  const queries: Array<[kind: string, text: string]> = [];
  for (let i = 0; i < 300; i++)
    queries.push(['prefix', pick().slice(0, 1 + Math.floor(next() * 10))]);
  for (let i = 0; i < 100; i++) queries.push(['label', pick()]);
  for (let i = 0; i < 100; i++) {
    const words = pick().split(/\s+/);
    queries.push(['words', words.slice(0, 2).join(' ').slice(0, 12)]);
  }
  for (let i = 0; i < 100; i++) {
    const word =
      pick()
        .split(/\s+/)
        .find((w) => w.length >= 6) ?? 'rembrandt';
    queries.push(['typo', typo(word.toLowerCase())]);
  }

  const get = (text: string) =>
    fetch(
      `http://127.0.0.1:${port}/entity/suggest?text=${encodeURIComponent(text)}&language=en&rows=10`,
    );
  await get('a'); // builds the suggest index and item counts once, like the first request after start
  for (let i = 0; i < 50; i++) await (await get(pick().slice(0, 4))).arrayBuffer();
  serverTimes.length = 0;
  const byKind = new Map<string, number[]>();
  for (const [kind, text] of queries) {
    const started = process.hrtime.bigint();
    const res = await get(text);
    await res.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`${text}: ${res.status}`);
    (byKind.get(kind) ?? byKind.set(kind, []).get(kind)!).push(ms);
  }
  const all: number[] = [];
  for (const [kind, times] of byKind) {
    all.push(...times);
    times.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(7)} n=${times.length} p50=${percentile(times, 50).toFixed(2)}ms p95=${percentile(times, 95).toFixed(2)}ms p99=${percentile(times, 99).toFixed(2)}ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `overall n=${all.length} p50=${percentile(all, 50).toFixed(2)}ms p95=${percentile(all, 95).toFixed(2)}ms p99=${percentile(all, 99).toFixed(2)}ms`,
  );
  serverTimes.sort((a, b) => a - b);
  console.log(
    `server  n=${serverTimes.length} p50=${percentile(serverTimes, 50).toFixed(2)}ms p95=${percentile(serverTimes, 95).toFixed(2)}ms p99=${percentile(serverTimes, 99).toFixed(2)}ms (request handling only)`,
  );
  server.close();
  store.close();
  if (!kept) fs.rmSync(root, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

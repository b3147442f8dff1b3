import fs from 'node:fs';
import path from 'node:path';
import { compactToEdm, type CompactRecord } from '../convert/compact-record';
import { cachedLookup } from '../convert/entity-lookup';
import type { EntityDoc } from '../edm/entity-types';
import { sha1Hex } from '../edm/hash';
import { ENTITY_URI } from '../edm/ids';
import { canonicalMediaUrl, isLocalReference } from '../edm/local-media';
import type { ItemInput } from '../store/items-repository';
import { CONVERTER_VERSION } from '../store/prepare-item';
import type { Store } from '../store/store';

export interface SeedReport {
  entities: number;
  items: number;
  skipped: Array<{ file: string; index: number; reason: string }>;
}

const FINGERPRINT_KEY = 'seed.fingerprint';
const ENTITY_TYPES = new Set(['Agent', 'Concept', 'Place', 'TimeSpan', 'Organization']);

/**
 * Loads the default data of `seedDir` (entities first, then items) when the store is empty, and
 * again whenever the seed files or the converter change (their fingerprint is kept in
 * `store_meta`), so item files added to the seed later, and records a newer converter writes
 * differently, are picked up at the next start. Upserts are idempotent: unchanged records are
 * skipped, data imported by other means is untouched.
 */
export function seedStore(store: Store, seedDir: string): SeedReport | undefined {
  const files = seedFiles(seedDir);
  const fingerprint = sha1Hex(
    [
      `converter:${CONVERTER_VERSION}`,
      ...files.map((f) => `${path.relative(seedDir, f)}:${sha1Hex(fs.readFileSync(f, 'utf8'))}`),
    ].join('\n'),
  );
  const empty = store.items.count() === 0 && store.entities.count() === 0;
  if (!empty && store.getMeta(FINGERPRINT_KEY) === fingerprint) return undefined;
  if (!empty && store.getMeta(FINGERPRINT_KEY) === undefined) return undefined;
  const report = loadSeed(store, seedDir);
  store.setMeta(FINGERPRINT_KEY, fingerprint);
  return report;
}

export function loadSeed(store: Store, seedDir: string): SeedReport {
  const report: SeedReport = { entities: 0, items: 0, skipped: [] };
  for (const file of listJson(path.join(seedDir, 'entities'))) {
    const entries: Array<{ doc: EntityDoc }> = [];
    readArray(file, report).forEach((value, index) => {
      const problem = entityProblem(value);
      if (problem) report.skipped.push({ file, index, reason: problem });
      else entries.push({ doc: localiseEntityMedia(store, value as EntityDoc) });
    });
    store.entities.upsertMany(entries, 'seed');
    report.entities += entries.length;
  }
  const lookup = cachedLookup((uri) => store.entities.get(uri));
  for (const file of listJson(path.join(seedDir, 'items'))) {
    const inputs: ItemInput[] = [];
    readArray(file, report).forEach((value, index) => {
      try {
        if (!value || typeof value !== 'object') throw new Error('not an object');
        const converted = compactToEdm(value as CompactRecord, lookup);
        inputs.push({ ...converted, source: 'seed' });
      } catch (error) {
        report.skipped.push({ file, index, reason: (error as Error).message });
      }
    });
    store.items.upsertMany(inputs);
    report.items += inputs.length;
  }
  return report;
}

function seedFiles(seedDir: string): string[] {
  return [...listJson(path.join(seedDir, 'entities')), ...listJson(path.join(seedDir, 'items'))];
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

function readArray(file: string, report: SeedReport): unknown[] {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (Array.isArray(value)) return value;
    report.skipped.push({ file, index: -1, reason: 'the file is not a JSON array' });
  } catch (error) {
    report.skipped.push({
      file,
      index: -1,
      reason: `unreadable JSON: ${(error as Error).message}`,
    });
  }
  return [];
}

function entityProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'not an object';
  const doc = value as Partial<EntityDoc>;
  if (typeof doc.id !== 'string' || !ENTITY_URI.test(doc.id))
    return `invalid entity id ${JSON.stringify(doc.id)}`;
  if (!ENTITY_TYPES.has(String(doc.type)))
    return `${doc.id}: invalid type ${JSON.stringify(doc.type)}`;
  if (!doc.prefLabel || typeof doc.prefLabel !== 'object')
    return `${doc.id}: prefLabel is required`;
  return undefined;
}

/** `local:` media of an entity (isShownBy, depiction, logo) become canonical URLs, registered as local files. */
function localiseEntityMedia(store: Store, doc: EntityDoc): EntityDoc {
  const copy: Record<string, unknown> = { ...doc };
  for (const key of ['isShownBy', 'depiction', 'logo']) {
    const media = copy[key] as { id?: unknown } | undefined;
    if (media && typeof media.id === 'string' && isLocalReference(media.id)) {
      const url = canonicalMediaUrl(media.id);
      copy[key] = { ...media, id: url };
      store.media.local.register(url);
    }
  }
  return copy as EntityDoc;
}

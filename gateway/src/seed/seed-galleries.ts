import fs from 'node:fs';
import path from 'node:path';
import { parseSetBody } from '../apis/set/set-body';
import { FIRST_SET_NUMBER } from '../apis/set/set-database';
import type { SetCreator } from '../apis/set/set-model';
import type { SetRepository } from '../apis/set/set-repository';

export const GALLERIES_FILE = 'galleries.json';

export interface GallerySeedReport {
  /** Galleries now as the file has them (written or already so). */
  galleries: number;
  skipped: Array<{ index: number; reason: string }>;
}

/**
 * A curator id can never be an account's: accounts are numbered with UUIDs (identity
 * repository), so no one can sign in as the curator and edit or delete its galleries.
 */
const CURATOR_ID = /^[a-z][a-z0-9-]{2,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads the curated galleries of `seedDir/galleries.json` into sets.sqlite: published galleries
 * under Europeana's own gallery numbers (8950–9285, the numbers spec §2.4's legacy links redirect
 * to, which user sets never get), so the galleries list and those links work offline. Runs at
 * every start and is idempotent (SetRepository.putCurated): a gallery edited in the file is
 * rewritten, one unchanged is left alone. A bad entry is reported and skipped.
 */
export function seedGalleries(sets: SetRepository, seedDir: string): GallerySeedReport {
  const report: GallerySeedReport = { galleries: 0, skipped: [] };
  const file = path.join(seedDir, GALLERIES_FILE);
  if (!fs.existsSync(file)) return report;
  let document: unknown;
  try {
    document = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    report.skipped.push({ index: -1, reason: `not JSON: ${(error as Error).message}` });
    return report;
  }
  const curator = curatorOf(document);
  const galleries = isObject(document) ? document.galleries : undefined;
  if (!curator || !Array.isArray(galleries)) {
    report.skipped.push({
      index: -1,
      reason: 'expected { "curator": { "id", "nickname" }, "galleries": [...] }',
    });
    return report;
  }
  galleries.forEach((entry: unknown, index) => {
    try {
      const { id, issued, input } = galleryOf(entry);
      if (sets.putCurated(id, curator, input, issued)) report.galleries += 1;
      else report.skipped.push({ index, reason: `set ${id} belongs to another creator` });
    } catch (error) {
      report.skipped.push({ index, reason: (error as Error).message });
    }
  });
  return report;
}

function curatorOf(document: unknown): SetCreator | undefined {
  const curator = isObject(document) ? document.curator : undefined;
  if (!isObject(curator)) return undefined;
  const { id, nickname } = curator;
  if (typeof id !== 'string' || !CURATOR_ID.test(id) || UUID.test(id)) return undefined;
  if (typeof nickname !== 'string' || !nickname.trim()) return undefined;
  return { id, nickname };
}

function galleryOf(entry: unknown) {
  if (!isObject(entry)) throw new Error('a gallery must be an object');
  const { id, issued, title, description, items } = entry;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id >= FIRST_SET_NUMBER) {
    throw new Error(`id must be a whole number below ${FIRST_SET_NUMBER}`);
  }
  const issuedAt = typeof issued === 'string' ? Date.parse(issued) : NaN;
  if (!Number.isFinite(issuedAt)) throw new Error(`gallery ${id}: issued must be a date`);
  // The same checks as a gallery sent to the Set API (languages, lengths, record ids).
  const input = parseSetBody(
    { type: 'Collection', visibility: 'public', title, description, items: items ?? [] },
    false,
  );
  return { id, issued: issuedAt, input };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSetDatabase } from '../apis/set/set-database';
import { SetRepository } from '../apis/set/set-repository';
import { parseSetQuery } from '../apis/set/set-query';
import { seedGalleries } from './seed-galleries';

const CURATOR = { id: 'europeana-editors', nickname: 'Europeana' };
const ITEMS = Array.from({ length: 15 }, (_, i) => `/9200/item_${i}`);

function gallery(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `gallery-${id}`,
    title: { en: `Gallery ${id}`, fr: `Galerie ${id}` },
    description: { en: 'A curated gallery.', fr: 'Une galerie.' },
    issued: '2021-03-15T09:00:00Z',
    items: ITEMS,
    ...overrides,
  };
}

describe('seedGalleries', () => {
  let seedDir: string;
  let sets: SetRepository;
  const writeSeed = (document: unknown): void => {
    const text = typeof document === 'string' ? document : JSON.stringify(document);
    fs.writeFileSync(path.join(seedDir, 'galleries.json'), text);
  };
  const published = (filters: string[] = []) =>
    sets.search(
      {
        clauses: parseSetQuery('visibility:published', filters),
        sort: { field: 'issued', descending: true },
      },
      undefined,
      0,
      50,
    );

  beforeEach(() => {
    seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-galleries-'));
    sets = new SetRepository(openSetDatabase(':memory:'));
  });
  afterEach(() => {
    sets.close();
    fs.rmSync(seedDir, { recursive: true, force: true });
  });

  it('does nothing without a galleries file', () => {
    expect(seedGalleries(sets, seedDir)).toEqual({ galleries: 0, skipped: [] });
  });

  it('writes each gallery as published, under its own number, by the curator', () => {
    writeSeed({ curator: CURATOR, galleries: [gallery(8972), gallery(8965)] });
    expect(seedGalleries(sets, seedDir)).toEqual({ galleries: 2, skipped: [] });
    const set = sets.get(8972)!;
    expect(set).toMatchObject({
      type: 'Collection',
      visibility: 'published',
      creator: CURATOR,
      title: { en: 'Gallery 8972', fr: 'Galerie 8972' },
      issued: Date.parse('2021-03-15T09:00:00Z'),
      total: 15,
    });
    expect(sets.itemIds(8972)).toEqual(ITEMS);
    expect(published().total).toBe(2);
    // The galleries list asks for one language's galleries.
    expect(published(['lang:fr']).total).toBe(2);
    expect(published(['lang:de']).total).toBe(0);
  });

  it('leaves unchanged galleries alone and rewrites edited ones', () => {
    writeSeed({ curator: CURATOR, galleries: [gallery(8972), gallery(8965)] });
    seedGalleries(sets, seedDir);
    const before = sets.get(8972)!;
    seedGalleries(sets, seedDir);
    expect(sets.get(8972)).toEqual(before);

    const items = [...ITEMS].reverse();
    writeSeed({
      curator: CURATOR,
      galleries: [gallery(8972, { title: { en: 'Renamed' }, items }), gallery(8965)],
    });
    expect(seedGalleries(sets, seedDir).galleries).toBe(2);
    const after = sets.get(8972)!;
    expect(after.title).toEqual({ en: 'Renamed' });
    expect(after.version).toBe(before.version + 1);
    expect(after.modified).toBeGreaterThan(before.modified);
    expect(sets.itemIds(8972)).toEqual(items);
  });

  it('skips bad entries with a reason and keeps the good ones', () => {
    writeSeed({
      curator: CURATOR,
      galleries: [
        gallery(8972),
        gallery(10_001),
        gallery(8973, { title: undefined }),
        gallery(8974, { items: ['not a record id'] }),
        gallery(8975, { issued: 'yesterday' }),
        'gallery',
      ],
    });
    const report = seedGalleries(sets, seedDir);
    expect(report.galleries).toBe(1);
    expect(report.skipped.map((s) => s.index)).toEqual([1, 2, 3, 4, 5]);
    expect(report.skipped[0]!.reason).toMatch(/below 10001/);
    expect(report.skipped[1]!.reason).toMatch(/title/);
    expect(published().total).toBe(1);
  });

  it("never touches another creator's set of the same number", () => {
    sets.db
      .prepare(
        `INSERT INTO sets (set_id, type, visibility, creator_id, creator_nickname, title_json,
           search_text, languages, created_at, modified_at)
         VALUES (8972, 'Collection', 'private', 'someone', '', '{"en":"Mine"}', ' mine ', '["en"]', 1, 1)`,
      )
      .run();
    writeSeed({ curator: CURATOR, galleries: [gallery(8972)] });
    const report = seedGalleries(sets, seedDir);
    expect(report.skipped).toEqual([{ index: 0, reason: 'set 8972 belongs to another creator' }]);
    expect(sets.get(8972)).toMatchObject({ visibility: 'private', title: { en: 'Mine' } });
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['no curator', { galleries: [gallery(8972)] }, /curator/],
    [
      'a curator id an account could have',
      { curator: { ...CURATOR, id: 'a1b2c3d4-0000-4000-8000-000000000000' }, galleries: [] },
      /curator/,
    ],
    ['no list', { curator: CURATOR, galleries: {} }, /galleries/],
  ])('refuses a file with %s, and writes nothing', (_name, document, reason) => {
    writeSeed(document);
    const report = seedGalleries(sets, seedDir);
    expect(report.galleries).toBe(0);
    expect(report.skipped[0]!.reason).toMatch(reason);
    expect(published().total).toBe(0);
  });
});

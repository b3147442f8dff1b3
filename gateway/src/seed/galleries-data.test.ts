import fs from 'node:fs';
import path from 'node:path';
import { openSetDatabase } from '../apis/set/set-database';
import { PUBLICATION_MIN_ITEMS } from '../apis/set/set-model';
import { SetRepository } from '../apis/set/set-repository';
import { seedGalleries } from './seed-galleries';

// The curated galleries of the default data (seed/galleries.json) keep their own rules: every
// one loads, is made of seed items, speaks the portal's 25 languages, meets the publication rule,
// and sits at the number and slug that Europeana's old gallery links redirect to (spec §2.4).
const SEED = path.resolve(__dirname, '../../seed');
const ROOT = path.resolve(__dirname, '../../..');

interface SeedGallery {
  id: number;
  slug: string;
  title: Record<string, string>;
  description: Record<string, string>;
  items: string[];
}

const { galleries } = JSON.parse(fs.readFileSync(path.join(SEED, 'galleries.json'), 'utf8')) as {
  galleries: SeedGallery[];
};

const seedItems = new Set(
  fs
    .readdirSync(path.join(SEED, 'items'))
    .flatMap((file) =>
      (
        JSON.parse(fs.readFileSync(path.join(SEED, 'items', file), 'utf8')) as Array<{ id: string }>
      ).map((item) => item.id),
    ),
);
const locales = [
  ...fs
    .readFileSync(path.join(ROOT, 'shared-kernel/src/i18n/locales.ts'), 'utf8')
    .matchAll(/\{ code: '([a-z]{2})'/g),
].map((m) => m[1]!);
const legacySlugs = new Map(
  [
    ...fs
      .readFileSync(
        path.join(ROOT, 'host/src/server/request-rules/legacy-redirects/tables/gallery-slugs.ts'),
        'utf8',
      )
      .matchAll(/\['([a-z0-9-]+)', (\d+)\]/g),
  ].map((m) => [Number(m[2]), m[1]]),
);

/** As shared-kernel's slugify (routing/paths.ts) for the ASCII titles of the English texts. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

describe('curated galleries of the default data', () => {
  it('all load, published, with nothing skipped', () => {
    const sets = new SetRepository(openSetDatabase(':memory:'));
    try {
      expect(seedGalleries(sets, SEED)).toEqual({ galleries: galleries.length, skipped: [] });
      expect(galleries.length).toBeGreaterThanOrEqual(8);
      for (const gallery of galleries) {
        expect(sets.get(gallery.id)).toMatchObject({ visibility: 'published' });
      }
    } finally {
      sets.close();
    }
  });

  it.each(galleries.map((gallery) => [gallery.id, gallery] as const))(
    'gallery %i: seed items, 25 languages, the legacy number and slug',
    (id, gallery) => {
      expect(legacySlugs.get(id)).toBe(gallery.slug);
      expect(slug(gallery.title.en!)).toBe(gallery.slug);
      expect(Object.keys(gallery.title).sort()).toEqual([...locales].sort());
      expect(Object.keys(gallery.description).sort()).toEqual([...locales].sort());
      expect(gallery.items.length).toBeGreaterThanOrEqual(PUBLICATION_MIN_ITEMS);
      expect(gallery.items.filter((item) => !seedItems.has(item))).toEqual([]);
      expect(new Set(gallery.items).size).toBe(gallery.items.length);
    },
  );
});

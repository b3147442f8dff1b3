/** @jest-environment node */
import { redirectUrl } from './request-url.testing';
import { LEGACY_GALLERY_IDS } from './tables/gallery-slugs';
import { RETIRED_GALLERY_SLUGS } from './tables/retired-gallery-slugs';

describe('legacy gallery slugs', () => {
  it.each([
    ['highlights-of-swedish-art', 8950],
    ['art-nouveau-posters', 8990],
    ['cats', 9003],
    ['board-games', 9106],
    ['outstanding-manuscripts-from-the-15th-16th-century', 9285],
  ])('sends %s to its numeric gallery %i, keeping the locale', (slug, id) => {
    expect(redirectUrl(`/en/galleries/${slug}`)).toEqual({
      status: 301,
      path: `/en/galleries/${id}-${slug}`,
      query: {},
    });
  });

  it('works without a locale', () => {
    expect(redirectUrl('/galleries/cats')?.path).toBe('/galleries/9003-cats');
  });

  it.each([
    'highlights-of-austrian-art',
    'highlights-of-art-from-croatia',
    'test-gallery-marta',
    'ballet',
    'choirs',
    'flamenco',
    'postcards',
    'polaroids',
  ])('answers 410 Gone for the retired slug %s', (slug) => {
    expect(redirectUrl(`/fr/galleries/${slug}`)).toEqual({
      status: 410,
      path: `/fr/galleries/${slug}`,
      query: {},
    });
  });

  it('leaves canonical and unknown galleries alone', () => {
    expect(redirectUrl('/en/galleries/9003-cats')).toBeNull();
    expect(redirectUrl('/en/galleries/dogs')).toBeNull();
    expect(redirectUrl('/en/galleries/constructor')).toBeNull();
    expect(redirectUrl('/en/galleries/cats/extra')).toBeNull();
  });

  describe('tables', () => {
    const ids = [...LEGACY_GALLERY_IDS.values()];

    it('has the 336 migrated slugs with unique ids from 8950 to 9285', () => {
      expect(LEGACY_GALLERY_IDS.size).toBe(336);
      expect(new Set(ids).size).toBe(ids.length);
      expect(Math.min(...ids)).toBe(8950);
      expect(Math.max(...ids)).toBe(9285);
    });

    it('has the 48 retired slugs, none of them also migrated', () => {
      expect(RETIRED_GALLERY_SLUGS.size).toBe(48);
      for (const slug of RETIRED_GALLERY_SLUGS) expect(LEGACY_GALLERY_IDS.has(slug)).toBe(false);
    });

    it('only holds URL-safe slugs', () => {
      for (const slug of [...LEGACY_GALLERY_IDS.keys(), ...RETIRED_GALLERY_SLUGS]) {
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
    });
  });
});

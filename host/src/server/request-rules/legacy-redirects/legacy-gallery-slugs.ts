import { gone, movedPermanently } from './results';
import { LEGACY_GALLERY_IDS } from './tables/gallery-slugs';
import { RETIRED_GALLERY_SLUGS } from './tables/retired-gallery-slugs';
import { type SiteRule } from './types';
import { withLocale } from './paths';

// `[/{locale}]/galleries/{slug}` for galleries of the old CMS (spec §2.4): a migrated slug goes
// (301) to its canonical `{id}-{slug}` form; a retired one is 410 Gone at the same path.
const GALLERY_SLUG = /^\/galleries\/([^/]+)$/;

export const legacyGallerySlugRule: SiteRule = ({ locale, path }, query) => {
  const slug = GALLERY_SLUG.exec(path)?.[1];
  if (slug === undefined) return null;

  const id = LEGACY_GALLERY_IDS.get(slug);
  if (id !== undefined)
    return movedPermanently(withLocale(locale, `/galleries/${id}-${slug}`), query);
  if (RETIRED_GALLERY_SLUGS.has(slug)) return gone(withLocale(locale, path), query);
  return null;
};

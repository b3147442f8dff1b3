import type { SearchResultSummary } from '@portal/shared-kernel';

/** At most one tile in seven is large, as in a mosaic of every seventh tile. */
const SPACING = 7;

/**
 * Which tiles of the mosaic are drawn twice as large: items with a picture only, at least six
 * tiles apart. Every seventh tile regardless of content made large grey blocks of items with
 * nothing to show.
 */
export function featuredTiles(items: readonly Pick<SearchResultSummary, 'preview'>[]): Set<number> {
  const featured = new Set<number>();
  let sinceLast = SPACING;
  items.forEach((item, index) => {
    if (item.preview && sinceLast >= SPACING) {
      featured.add(index);
      sinceLast = 1;
    } else sinceLast += 1;
  });
  return featured;
}

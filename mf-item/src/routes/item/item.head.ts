import { localise, paths, truncate, type HeadArgs, type HeadData } from '@portal/shared-kernel';
import { itemJsonLd } from '../../item/item-json-ld';
import type { ItemData } from './item.loader';

/** Description length for search engines and link previews. */
const DESCRIPTION_LIMIT = 200;

/**
 * Title length in the head (`<title>`, og:title, the image's alt there), as cards cut it: a
 * record's title may be a whole text (100 KB), which tabs, bookmarks and previews cannot show.
 * The page's heading keeps it whole.
 */
const TITLE_LIMIT = 256;

/** Head of the item page: title and description in the best language, og:image, JSON-LD. */
export function head({ data, t, locale }: HeadArgs<ItemData>): HeadData {
  if (!data) return { title: t('item:title.untitled') };
  const { view, origin } = data;
  const title = truncate(
    localise(view.title, locale)?.values[0] ?? t('item:title.untitled'),
    TITLE_LIMIT,
  );
  // One line, as a description tag is shown: records keep their paragraphs' line breaks.
  const description = localise(view.description, locale)
    ?.values.join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const head: HeadData = {
    title,
    ogType: 'article',
    jsonLd: itemJsonLd(view, locale, `${origin}${paths.item(locale, view.id)}`, origin),
  };
  if (description) head.description = truncate(description, DESCRIPTION_LIMIT);
  if (view.preview) {
    head.ogImage = new URL(view.preview.large, origin).href;
    head.ogImageAlt = title;
  }
  return head;
}

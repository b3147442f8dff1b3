import { localise, paths, truncate, type HeadArgs, type HeadData } from '@portal/shared-kernel';
import { itemJsonLd } from '../../item/item-json-ld';
import type { ItemData } from './item.loader';

/** Description length for search engines and link previews. */
const DESCRIPTION_LIMIT = 200;

/** Head of the item page: title and description in the best language, og:image, JSON-LD. */
export function head({ data, t, locale }: HeadArgs<ItemData>): HeadData {
  if (!data) return { title: t('item:title.untitled') };
  const { view, origin } = data;
  const title = localise(view.title, locale)?.values[0] ?? t('item:title.untitled');
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

import { truncate, type HeadArgs, type HeadData } from '@portal/shared-kernel';
import type { GalleryData } from './gallery.loader';

/** Description length for search engines and link previews. */
const DESCRIPTION_LIMIT = 200;

/**
 * Head of a gallery page: its title and description, its first item's picture as og:image. A
 * private gallery stays out of search engines, and so does the page of one the server could not
 * read (it is private to someone).
 */
export function head({ data, t }: HeadArgs<GalleryData>): HeadData {
  if (data?.status !== 'ready') return { title: t('account:gallery.privateTitle'), noindex: true };
  const { gallery, origin } = data;
  const title = gallery.title?.text ?? t('account:gallery.untitled');
  const head: HeadData = { title };
  if (gallery.description) head.description = truncate(gallery.description.text, DESCRIPTION_LIMIT);
  if (gallery.thumbnail) {
    head.ogImage = new URL(gallery.thumbnail, origin).href;
    head.ogImageAlt = title;
  }
  if (gallery.visibility === 'private') head.noindex = true;
  return head;
}

import type { HeadArgs, HeadData } from '@portal/shared-kernel';
import type { GalleriesData } from './galleries.loader';

/** Head of the galleries list: its title and lead, the latest gallery's picture as og:image. */
export function head({ data, t }: HeadArgs<GalleriesData>): HeadData {
  const head: HeadData = {
    title: t('account:galleries.title'),
    description: t('account:galleries.description'),
  };
  if (data?.cover) {
    head.ogImage = new URL(data.cover, data.origin).href;
    head.ogImageAlt = head.title;
  }
  return head;
}

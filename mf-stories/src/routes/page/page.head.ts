import type { HeadArgs, HeadData } from '@portal/shared-kernel';
import type { PageData } from './page.loader';

/**
 * Head of a static page: its own title and description, as its front matter gives them. Without
 * data (never after a successful load) the site's name.
 */
export function head({ data, t }: HeadArgs<PageData>): HeadData {
  if (!data) return { title: t('common:siteName') };
  return { title: data.title, description: data.description };
}

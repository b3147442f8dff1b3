import {
  isApiError,
  isContentPageSlug,
  isLocaleCode,
  routeError,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import { formatUpdated } from './page-date';

/**
 * What the page draws. Loader data is serialised into the page for hydration, so only this: the
 * gateway's answer less its slug, with the date already written for the page's language.
 */
export interface PageData {
  /** The language of the text: the one asked for when the page has it, else English. */
  lang: string;
  /** The page's language, in which the page was asked for. */
  requestedLang: string;
  title: string;
  description: string;
  /** When the page last changed, in the long date form of the page's language. */
  updatedText?: string;
  /** The body, rendered by the gateway from the repository's Markdown (trusted content). */
  html: string;
}

/**
 * A static content page, `/{lang}/{slug}` (spec §2.2 catch-all): the rest of the path is the
 * page's slug, asked for in the page's language. A path that is no slug, and a slug the gateway
 * has no page for, are "This page could not be found" (404), as any unknown path of the portal.
 * Other API failures go to the host, which answers with their status (a 502 when the gateway
 * fails, say).
 */
export async function loader({ params, context }: PortalLoaderArgs): Promise<PageData> {
  const slug = params['*'] ?? '';
  if (!isContentPageSlug(slug)) throw routeError(404, { code: 'pageNotFound' });
  const locale = isLocaleCode(params.lang) ? params.lang : context.locale;
  const page = await context.api.content.page(slug, { lang: locale }).catch((error: unknown) => {
    if (isApiError(error) && error.statusCode === 404) {
      throw routeError(404, { code: 'pageNotFound' });
    }
    throw error;
  });
  return {
    lang: page.lang,
    requestedLang: page.requestedLang,
    title: page.title,
    description: page.description,
    updatedText: formatUpdated(page.updated, locale),
    html: page.html,
  };
}

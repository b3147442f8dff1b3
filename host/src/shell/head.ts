import type { TFunction } from 'i18next';
import type { HeadData, LocaleCode, PortalRouteHandle } from '@portal/shared-kernel';
import { withoutBidiFormatting } from '@portal/shared-kernel/src/domain/bidi-text';
import { errorHeading, summariseError } from './errors/error-status';
// The portal's mark on its accent colour, 1200 × 630 (self-made, like the favicon).
import shareImage from './share-image.png';

/** The parts of react-router's state the head needs (the same on server and client). */
export interface HeadRouterState {
  matches: Array<{
    route: { id: string; handle?: unknown };
    params: Record<string, string | undefined>;
  }>;
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

/**
 * The page's head from the deepest route that says something about it (spec §2.5): when a route
 * failed, the error page's heading (the error code's own message, such as "Item not found", else
 * the title for the status), else the route module's `head()`. Pages of the CMS layout are
 * always kept out of search engines. `exists` tells whether a translation key exists. Its text
 * is {@link plainHeadText}: the server's document and the browser's HeadManager both take the
 * head from here, so they write the same title.
 */
export function resolveHead(
  state: HeadRouterState,
  t: TFunction,
  locale: LocaleCode,
  exists: (key: string) => boolean,
): HeadData {
  return plainHeadText(routeHead(state, t, locale, exists));
}

/**
 * The head's text (title, description, the image's alt) without bidi formatting. It is a
 * record's title or a search's query, and the `<title>` adds the site's name after it: an
 * unclosed RIGHT-TO-LEFT OVERRIDE in a title reversed " | Europeana" in the tab, and the text
 * after it in link previews. Isolating it, as copied text is, does not fit here: a title or a
 * meta tag's content is one line of plain text, shown by tabs, search engines and link previews
 * that often draw the isolate characters as boxes. Text without bidi formatting stays as it is.
 */
function plainHeadText(head: HeadData): HeadData {
  const plain: HeadData = { ...head, title: withoutBidiFormatting(head.title) };
  if (head.description !== undefined) plain.description = withoutBidiFormatting(head.description);
  if (head.ogImageAlt !== undefined) plain.ogImageAlt = withoutBidiFormatting(head.ogImageAlt);
  return plain;
}

/** The head as the route (or the error page) gives it. */
function routeHead(
  state: HeadRouterState,
  t: TFunction,
  locale: LocaleCode,
  exists: (key: string) => boolean,
): HeadData {
  const failed = failedRoute(state);
  if (failed) {
    const [routeId, error] = failed;
    // The route whose ErrorBoundary shows the error names it, as its heading does.
    const handle = state.matches.find((match) => match.route.id === routeId)?.route.handle as
      PortalRouteHandle | undefined;
    const own = handle?.errorHead?.({ error, t, locale });
    if (own) return { ...own, noindex: true };
    return { title: errorHeading(t, exists, summariseError(error)), noindex: true };
  }
  const cms = state.matches.some(
    (match) => (match.route.handle as PortalRouteHandle | undefined)?.layout === 'cms',
  );
  for (let index = state.matches.length - 1; index >= 0; index -= 1) {
    const match = state.matches[index]!;
    const handle = match.route.handle as PortalRouteHandle | undefined;
    if (handle?.head) {
      const head = handle.head({
        data: state.loaderData[match.route.id],
        params: match.params,
        t,
        locale,
      });
      return cms ? { ...head, noindex: true } : head;
    }
  }
  return { title: t('common:siteName'), ...(cms ? { noindex: true } : {}) };
}

/** The route that failed and its error, when the page is an error page. */
function failedRoute(state: Pick<HeadRouterState, 'errors'>): [string, unknown] | undefined {
  const failed = state.errors ? Object.entries(state.errors)[0] : undefined;
  return failed && failed[1] !== undefined ? failed : undefined;
}

/**
 * An error page (404, 410, 500...): it names no address of its own, so it has no canonical link,
 * hreflang alternates or og:url (the server's document leaves them out, too).
 */
export function isErrorPage(state: Pick<HeadRouterState, 'errors'>): boolean {
  return failedRoute(state) !== undefined;
}

/**
 * The head with the portal's share image for a page that has no image of its own (spec §2.5:
 * og:image in every page), so a shared link of the home page or a search still shows a picture.
 * Open Graph wants an absolute URL, hence the page's origin.
 */
export function withShareImage(head: HeadData, origin: string, siteName: string): HeadData {
  if (head.ogImage) return head;
  return { ...head, ogImage: new URL(shareImage, origin).href, ogImageAlt: siteName };
}

/** "{page title} | {site name}", or the site name alone when they are the same. */
export function documentTitle(head: HeadData, siteName: string): string {
  return head.title && head.title !== siteName ? `${head.title} | ${siteName}` : siteName;
}

/**
 * A page's address below its locale as its canonical and alternate links name it: the path, plus
 * the page number of a paged list whose address holds nothing else (page 2 of a collection is a
 * page of its own for search engines; a search's query stays out, as before).
 */
export function canonicalPathBelowLocale(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  const params = new URLSearchParams(search);
  const page = params.get('page');
  const onlyPage = [...params.keys()].every((key) => key === 'page');
  return onlyPage && page && /^[1-9]\d*$/.test(page) && page !== '1'
    ? `${rest}?page=${page}`
    : rest;
}

import type { TFunction } from 'i18next';
import type { HeadData, LocaleCode, PortalRouteHandle } from '@portal/shared-kernel';
import { summariseError } from './error-status';

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
 * The page's head from the deepest route that says something about it (spec §2.5): the error
 * page's title when a route failed, else the route module's `head()`.
 */
export function resolveHead(state: HeadRouterState, t: TFunction, locale: LocaleCode): HeadData {
  const errorEntry = state.errors ? Object.values(state.errors)[0] : undefined;
  if (state.errors && errorEntry !== undefined) {
    const { status } = summariseError(errorEntry);
    const key =
      status === 404
        ? 'host:errorPage.title404'
        : status === 410
          ? 'host:errorPage.title410'
          : status === 503
            ? 'host:errorPage.title503'
            : 'host:errorPage.titleGeneric';
    return { title: t(key), noindex: true };
  }
  for (let index = state.matches.length - 1; index >= 0; index -= 1) {
    const match = state.matches[index]!;
    const handle = match.route.handle as PortalRouteHandle | undefined;
    if (handle?.head) {
      return handle.head({
        data: state.loaderData[match.route.id],
        params: match.params,
        t,
        locale,
      });
    }
  }
  return { title: t('common:siteName') };
}

/** "{page title} | {site name}", or the site name alone when they are the same. */
export function documentTitle(head: HeadData, siteName: string): string {
  return head.title && head.title !== siteName ? `${head.title} | ${siteName}` : siteName;
}

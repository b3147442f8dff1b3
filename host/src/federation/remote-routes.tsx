import {
  isRouteErrorResponse,
  redirect,
  useRouteError,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import {
  ensureNamespace,
  registerNamespace,
  switchLanguage,
  isApiError,
  isLocaleCode,
  routeError,
  type PortalContext,
  type PortalRouteHandle,
  type RouteModule,
} from '@portal/shared-kernel';
import { routeTable, type RemoteRoute } from '../routes/route-table';
import { preloadLayout } from '../shell/layouts/layout-choice';
import { browserLocaleRedirect, rememberLocale } from '../shell/navigation/browser-locale';
import { loadShellMessages } from '../shell/shell-messages';
import { RouteErrorBoundary, ShellErrorBoundary } from '../shell/errors/ErrorBoundaries';
import { RemoteBoundary } from '../shell/RemoteBoundary';
import { RemoteUnavailablePanel } from '../shell/RemoteUnavailablePanel';
import { Shell } from '../shell/Shell';
import { loadRouteModule } from './load-route-module';
import { isRemoteUnavailable } from './remote-unavailable';

export interface RouteBuildOptions {
  portal: PortalContext;
  /** Remotes to treat as unavailable without trying (the server could not load them). */
  unavailable?: ReadonlySet<string>;
  /** Told about every remote that turned out unavailable while building this page. */
  onUnavailable?: (remote: string) => void;
  /**
   * Paths below the locale that are gone for good (retired legacy galleries, spec §2.4): they
   * answer 410 with the error page. The server tells the browser, which builds the same routes.
   */
  gonePaths?: readonly string[];
}

/**
 * The route objects of the portal: the shell at `/:lang` and one lazy child per entry of the
 * route table, whose last entry catches every other path (a static page, else 404). react-router's
 * data APIs do the orchestration (`lazy`, loaders, error boundaries); this only adapts remote
 * route modules to them. Built per request on the server and once per page in the browser, never
 * at module level, so a registry version switch is picked up (notes/module-federation.md).
 */
export function buildRoutes(options: RouteBuildOptions): RouteObject[] {
  const { portal } = options;
  return [
    {
      id: 'root',
      path: '/:lang',
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        const locale = params.lang;
        if (!isLocaleCode(locale)) {
          // In the browser a link without a locale is localised like a request (spec §2.1).
          const target = portal.isServer ? null : browserLocaleRedirect(request.url);
          if (target) throw redirect(target);
          throw routeError(404, { code: 'pageNotFound' });
        }
        if (!portal.isServer) rememberLocale(locale);
        portal.locale = locale;
        await loadShellMessages(portal.i18n, locale);
        // After the messages: the page must not re-render in a language it has no strings for.
        if (portal.i18n.language !== locale) await switchLanguage(portal.i18n, locale);
        return { locale };
      },
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
      Component: Shell,
      ErrorBoundary: ShellErrorBoundary,
      children: [
        ...(options.gonePaths ?? []).map(goneRoute),
        // The table ends with the catch-all static page route, which answers unknown paths 404.
        ...routeTable.map((route) => remoteRoute(route, options)),
      ],
    },
  ];
}

/**
 * A page that is gone: a route with the exact path (react-router ranks it above the table's
 * dynamic and splat routes) whose loader answers 410.
 */
function goneRoute(path: string, index: number): RouteObject {
  return {
    id: `gone-${index}`,
    path,
    loader: () => {
      throw routeError(410, { code: 'gone' });
    },
    Component: () => null,
    ErrorBoundary: RouteErrorBoundary,
  };
}

function remoteRoute(route: RemoteRoute, options: RouteBuildOptions): RouteObject {
  return {
    id: route.id,
    ...(route.index ? { index: true } : { path: route.path }),
    lazy: async () => {
      if (options.unavailable?.has(route.remote)) return unavailableRoute(route, options);
      const module = await loadRouteModule(route);
      if (isRemoteUnavailable(module)) return unavailableRoute(route, options);
      await preloadLayout(module.layout);
      return moduleRoute(route, module, options.portal);
    },
  };
}

function moduleRoute(route: RemoteRoute, module: RouteModule, portal: PortalContext) {
  const Page = module.Component;
  // Known from now on, also when the page was hydrated without running its loader.
  if (module.messages) registerNamespace(portal.i18n, module.messages);
  const handle: PortalRouteHandle = {
    remote: route.remote,
    head: module.head,
    errorHead: module.errorHead,
    layout: module.layout,
  };
  return {
    loader: async (args: LoaderFunctionArgs) => {
      const locale = args.params.lang;
      if (!isLocaleCode(locale)) throw routeError(404, { code: 'pageNotFound' });
      requireSplatShape(route, args.params);
      if (module.messages) await ensureNamespace(portal.i18n, module.messages, locale);
      if (!module.loader) return null;
      try {
        return await module.loader({ ...args, context: portal });
      } catch (error) {
        // API failures become route error responses with the API's status (spec §8), so the
        // page answers 404 for an unknown item rather than 500, on the server and in the browser.
        if (isApiError(error)) {
          throw routeError(error.statusCode, { code: error.code, message: error.message });
        }
        throw error;
      }
    },
    Component: function RemotePage() {
      return (
        <RemoteBoundary remote={route.remote}>
          <Page />
        </RemoteBoundary>
      );
    },
    ErrorBoundary: module.ErrorBoundary ?? RouteErrorBoundary,
    handle,
  };
}

function unavailableRoute(route: RemoteRoute, options: RouteBuildOptions) {
  options.onUnavailable?.(route.remote);
  const handle: PortalRouteHandle & { unavailable: true } = {
    remote: route.remote,
    unavailable: true,
  };
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      // A path that cannot be one of the remote's pages is not found, not unavailable.
      requireSplatShape(route, params);
      throw routeError(503, { code: 'remoteUnavailable', remote: route.remote });
    },
    Component: () => null,
    ErrorBoundary: function UnavailableBoundary() {
      const error = useRouteError();
      if (isRouteErrorResponse(error) && error.status !== 503) return <RouteErrorBoundary />;
      return <RemoteUnavailablePanel remote={route.remote} />;
    },
    handle,
  };
}

/** 404 for a splat route's path whose rest does not have the shape the route table gives it. */
function requireSplatShape(route: RemoteRoute, params: Params) {
  if (route.splat && !route.splat.test(params['*'] ?? '')) {
    throw routeError(404, { code: 'pageNotFound' });
  }
}

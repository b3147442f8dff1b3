import createCache from '@emotion/cache';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import {
  adoptServerStyles,
  browserApiEndpoints,
  createApiClients,
  createI18n,
  RootStore,
  type PortalContext,
} from '@portal/shared-kernel';
import { buildRoutes } from '../federation/remote-routes';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from '../federation/router-future';
import { deserializeRouteErrors } from '../server/render/errors-hydration';
import { withDebugApiKey } from '../shell/debug/debug-api-key';
import { watchChunkErrors } from '../shell/errors/chunk-reload';
import { PORTAL_STATE_ID, type PortalState } from '../shell/portal-state';
import { Providers } from '../shell/Providers';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Hydrates the server-rendered page: registers exactly the remote entries the server rendered
 * with, resolves the lazy route modules of the current URL (as react-router's SSR guide says),
 * then hydrates with the server's loader data, stores and strings.
 */
async function bootstrap() {
  const state = readState();
  registerRemotes(state.remotes.map(({ name, entry }) => ({ name, entry })));

  // The stores and the strings take 10-12 ms each on a slow phone (40-50 ms at 4x CPU): each in
  // a task of its own, so neither adds to one long task with the rest (decision 0009).
  await yieldToBrowser();
  const stores = new RootStore(state.stores);
  await yieldToBrowser();
  const i18n = createI18n(state.locale, state.resources);
  await yieldToBrowser();
  const portal: PortalContext = {
    api: createApiClients({
      endpoints: withDebugApiKey(
        browserApiEndpoints(state.publicApiUrls),
        stores.debug.settings.apiKey,
      ),
      recordApiUrl: state.mediaRecordApiUrl,
      // Asked at each request: the user signs in after hydration and the token is refreshed.
      accessToken: () => stores.auth.accessToken,
      onRequest: (entry) => {
        stores.requests.record(entry);
        stores.requests.started();
      },
      onSettled: () => stores.requests.finished(),
      // A token that expired while the tab slept (timers are throttled there): refresh, retry.
      onUnauthorized: () => stores.auth.refresh(),
    }),
    locale: state.locale,
    i18n,
    stores,
    isServer: false,
    features: state.features,
  };

  watchChunkErrors();
  const routes = buildRoutes({
    portal,
    unavailable: new Set(state.unavailable),
    gonePaths: state.gonePaths,
  });
  await resolveLazyMatches(routes);

  const router = createBrowserRouter(routes, {
    future: ROUTER_FUTURE,
    hydrationData: {
      loaderData: state.hydration.loaderData,
      actionData: state.hydration.actionData ?? undefined,
      errors: deserializeRouteErrors(state.hydration.errors) ?? undefined,
    },
  });

  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  const emotionCache = createCache({ key: 'css', nonce });
  // The server wrote the page's styles in the head (server-styles.ts): none is inserted again.
  adoptServerStyles(emotionCache);
  // Hydration as a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of blocking the main thread for the whole page (input stays responsive,
  // no long task for Total Blocking Time). The server HTML is already visible meanwhile.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Providers portal={portal} emotionCache={emotionCache} shell={state.shell}>
        <HydrationMarker>
          <RouterProvider router={router} future={PROVIDER_FUTURE} />
        </HydrationMarker>
      </Providers>,
      {
        // A mismatch between server and browser HTML is a bug: make it loud.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      },
    );
  });
}

/**
 * Marks the document once React has hydrated it (tests and monitoring wait for this), and the
 * moment on the performance timeline (the bench counts the JavaScript requested before it).
 *
 * It wraps the router rather than standing beside it: `useId` numbers elements by their place
 * in the tree, and a sibling the server does not render gave every id in the browser another
 * value than in the server HTML, so server-rendered `aria-labelledby`/`for` references pointed
 * at ids React no longer used.
 */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('portal-hydrated');
  }, []);
  return children;
}

function readState(): PortalState {
  const element = document.getElementById(PORTAL_STATE_ID);
  return JSON.parse(element?.textContent ?? '{}') as PortalState;
}

/** Loads the route modules of the current URL before hydrating, so the first render matches. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Partial<RouteObject>>;
        const resolved = await lazy();
        Object.assign(match.route, { ...resolved, lazy: undefined });
      }),
  );
}

void bootstrap();

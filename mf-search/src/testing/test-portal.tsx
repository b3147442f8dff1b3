import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
  type LocaleCode,
  type PortalContext,
  type RootSnapshot,
} from '@portal/shared-kernel';
import common from '@portal/shared-kernel/src/i18n/locales/en.json';
import search from '../locales/en.json';

export type Route = (url: URL, init?: RequestInit) => unknown | Promise<unknown>;

/** A fetch that answers API calls from a table of routes (path -> JSON body or {@link jsonResponse}). */
export function fakeFetch(routes: Record<string, Route>) {
  const calls: URL[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.local');
    calls.push(url);
    const route = routes[url.pathname];
    if (!route) return jsonResponse({ success: false, error: `No route ${url.pathname}` }, 404);
    const body = await route(url, init);
    return isFakeResponse(body) ? body : jsonResponse(body);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const FAKE = Symbol('fake response');

function isFakeResponse(value: unknown): value is Response {
  return typeof value === 'object' && value !== null && FAKE in value;
}

/** A response with a status (jsdom has no `Response`): return it from a route to fail a call. */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    [FAKE]: true,
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as unknown as Response;
}

export function createTestPortal(
  options: { fetch?: typeof globalThis.fetch; locale?: LocaleCode; stores?: RootSnapshot } = {},
): PortalContext {
  const locale = options.locale ?? 'en';
  const resources = { [locale]: { common, search } };
  return {
    api: createApiClients({
      endpoints: browserApiEndpoints({ thumbnail: '/api/thumbnail/v3' }),
      fetch: options.fetch ?? fakeFetch({}).fetch,
    }),
    locale,
    i18n: createI18n(locale, resources),
    stores: new RootStore(options.stores),
    isServer: false,
    features: {},
  };
}

export function PortalProviders({
  portal,
  children,
}: {
  portal: PortalContext;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>{children}</PortalContextProvider>
    </I18nextProvider>
  );
}

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The current location, rendered so tests can read where a link or navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The portal's providers and a data router at `path` rendering `children` for every path, with a
 * probe showing the current location.
 */
export function TestApp({
  portal,
  path = '/en/search',
  children,
}: {
  portal: PortalContext;
  path?: string;
  children: ReactNode;
}) {
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <>
          {children}
          <LocationProbe />
        </>
      ),
    },
  ];
  const [router] = useState(() =>
    createMemoryRouter(routes, { initialEntries: [path], future: ROUTER_FUTURE }),
  );
  return (
    <PortalProviders portal={portal}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </PortalProviders>
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid=location]')?.textContent ?? '';
}

import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
  type PortalContext,
} from '@portal/shared-kernel';
import common from '../../../shared-kernel/src/i18n/locales/en.json';
import collections from '../locales/en.json';

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** A portal context for component tests: English strings, fresh stores, browser API clients. */
export function collectionsTestPortal(): PortalContext {
  return {
    api: createApiClients({ endpoints: browserApiEndpoints({ thumbnail: '/api/thumbnail/v3' }) }),
    locale: 'en',
    i18n: createI18n('en', { en: { common, collections } }),
    stores: new RootStore(),
    isServer: false,
    features: {},
  };
}

/** Renders a route component at `path` with loader data, as react-router gives it after loading. */
export function renderRoute<Data extends object>(
  Component: ComponentType,
  data: Data,
  { routePath, path }: { routePath: string; path: string },
) {
  const portal = collectionsTestPortal();
  const router = createMemoryRouter(
    [{ id: 'page', path: routePath, loader: () => data, Component }],
    { initialEntries: [path], hydrationData: { loaderData: { page: data } }, future: FUTURE },
  );
  return render(
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>,
  );
}

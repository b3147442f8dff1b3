import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  RootStore,
  type PortalContext,
} from '@portal/shared-kernel';
import common from '../../../shared-kernel/src/i18n/locales/en.json';
import item from '../locales/en.json';
import { ItemTextsProvider } from '../components/item-texts';
import type { ItemData } from '../routes/item/item.loader';

const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** A portal context for component tests: English strings, fresh stores, browser clients on `fetch`. */
export function itemTestPortal(
  options: { stores?: RootStore; fetch?: typeof globalThis.fetch } = {},
): PortalContext {
  return {
    api: createApiClients({ endpoints: browserApiEndpoints({}), fetch: options.fetch }),
    locale: 'en',
    i18n: createI18n('en', { en: { common, item } }),
    stores: options.stores ?? new RootStore(),
    isServer: false,
    features: {},
  };
}

/** i18n, portal context and item texts, as the item page has them. */
export function Providers({ portal, children }: { portal: PortalContext; children: ReactNode }) {
  return (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <ItemTextsProvider>{children}</ItemTextsProvider>
      </PortalContextProvider>
    </I18nextProvider>
  );
}

/** Renders a component of the item page inside router, i18n and portal context. */
export function renderWithPortal(
  element: ReactNode,
  {
    portal = itemTestPortal(),
    path = '/en/item/1/a',
  }: { portal?: PortalContext; path?: string } = {},
) {
  return render(
    <Providers portal={portal}>
      <MemoryRouter initialEntries={[path]} future={FUTURE}>
        {element}
      </MemoryRouter>
    </Providers>,
  );
}

/** Renders a route component with loader data, as react-router gives it after loading. */
export function renderRoute(
  Component: () => ReactNode,
  data: ItemData,
  { portal = itemTestPortal(), path = `/en/item${data.view.id}` } = {},
) {
  const router = createMemoryRouter(
    [{ id: 'item', path: '/:lang/item/*', loader: () => data, Component }],
    { initialEntries: [path], hydrationData: { loaderData: { item: data } }, future: FUTURE },
  );
  return render(
    <Providers portal={portal}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </Providers>,
  );
}

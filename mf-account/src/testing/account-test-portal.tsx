import { I18nextProvider } from 'react-i18next';
import { RouterProvider, useLocation, type createMemoryRouter } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  PortalContextProvider,
  type RootStore,
  type PortalContext,
} from '@portal/shared-kernel';
import common from '@portal/shared-kernel/src/i18n/locales/en.json';
import en from '../locales/en.json';

/** Where a test's router went (a page it left for, such as the login page). */
export function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The portal of an English page in the browser: the API clients send the signed-in user's
 * token, over `fetch` (a fake of the shape HttpClient reads).
 */
export function accountTestPortal(stores: RootStore, fetch?: typeof globalThis.fetch) {
  const portal: PortalContext = {
    api: createApiClients({
      endpoints: browserApiEndpoints({}),
      accessToken: () => stores.auth.accessToken,
      fetch,
    }),
    locale: 'en',
    i18n: createI18n('en', { en: { common, account: en } }),
    stores,
    isServer: false,
    features: {},
  };
  return portal;
}

/** A data router with the portal and its strings around it. */
export function PortalRouter({
  portal,
  router,
}: {
  portal: PortalContext;
  router: ReturnType<typeof createMemoryRouter>;
}) {
  return (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>
  );
}

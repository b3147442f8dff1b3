import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  createI18n,
  createSetApi,
  HttpClient,
  PortalContextProvider,
  RootStore,
  type PortalContext,
} from '@portal/shared-kernel';
import common from '@portal/shared-kernel/src/i18n/locales/en.json';
import en from '../../locales/en.json';
import { AccountPage } from './AccountPage';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A Set API whose likes folder (id 3) holds `items`, over a fetch of the shape HttpClient reads. */
function likesApi(items: unknown[]) {
  const fetch = (async (url: string) => {
    const body = new URL(url, 'http://x').pathname.endsWith('/search')
      ? { type: 'ResultPage', items: ['http://data.europeana.eu/set/3'] }
      : { id: 'http://data.europeana.eu/set/3', items };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof globalThis.fetch;
  return createSetApi(new HttpClient({ baseUrl: '/api/set', fetch }));
}

function setup(stores = new RootStore()) {
  const portal: PortalContext = {
    api: createApiClients({ endpoints: browserApiEndpoints({}) }),
    locale: 'en',
    i18n: createI18n('en', { en: { common, account: en } }),
    stores,
    isServer: false,
    features: {},
  };
  const router = createMemoryRouter(
    [
      { path: '/en/account', Component: AccountPage },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: ['/en/account'], future: { v7_relativeSplatPath: true } },
  );
  return (
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>
  );
}

describe('AccountPage', () => {
  it('is sent by the server in its checking state, with a note for pages without JavaScript', () => {
    const html = renderToString(setup(new RootStore({ auth: { signedInHint: true } })));
    expect(html).toContain('Checking that you are signed in');
    expect(html).toContain('Your account needs JavaScript');
  });

  it('sends a visitor who is not signed in to the login page, to come back here', async () => {
    render(setup());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/en/account/login?redirect=%2Fen%2Faccount',
      ),
    );
  });

  it('waits while the sign-in is being checked', async () => {
    render(setup(new RootStore({ auth: { signedInHint: true } })));
    expect(await screen.findByText('Checking that you are signed in…')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows the liked items as cards', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1', preferred_username: 'ada' }, 'jwt');
    await stores.likes.connect(
      likesApi([
        { id: '/1/a', type: 'IMAGE', title: ['The Milkmaid'], dataProvider: ['Rijksmuseum'] },
        { id: '/1/b', type: 'TEXT', title: ['A letter'] },
      ]),
      'u1',
    );
    render(setup(stores));
    expect(await screen.findByText('Signed in as ada')).toBeInTheDocument();
    const likes = screen.getByRole('region', { name: 'Likes' });
    expect(within(likes).getByRole('status')).toHaveTextContent('Items you like: 2 of at most 100');
    expect(within(likes).getByRole('link', { name: /The Milkmaid/ })).toHaveAttribute(
      'href',
      '/en/item/1/a',
    );
    expect(within(likes).getByRole('link', { name: /A letter/ })).toHaveAttribute(
      'href',
      '/en/item/1/b',
    );
  });

  it('says how to like items when there are none', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1', name: 'Ada Lovelace' }, 'jwt');
    await stores.likes.connect(likesApi([]), 'u1');
    render(setup(stores));
    expect(await screen.findByText(/You have not liked any items yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the collections' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });
});

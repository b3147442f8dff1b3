import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  browserApiEndpoints,
  createApiClients,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import {
  createTestPortal,
  fakeFetch,
  PortalProviders,
  ROUTER_FUTURE,
} from '../../testing/test-portal';
import { loader } from './search.loader';
import { SearchPage } from './SearchPage';

const answer = { success: true, itemsCount: 0, totalResults: 0, items: [] };

/**
 * The browser's path after a sign-in (spec §6 multilingual search): the auth store gets the user
 * and the token, the page searches again, and the translated search carries the bearer token,
 * through the API clients built as the host's bootstrap builds them.
 */
describe('SearchPage after signing in', () => {
  it('searches again with translation and the bearer token', async () => {
    const api = fakeFetch({ '/api/record/search.json': () => answer });
    const portal = createTestPortal({ locale: 'de' });
    portal.api = createApiClients({
      endpoints: browserApiEndpoints({ thumbnail: '/api/thumbnail/v3' }),
      accessToken: () => portal.stores.auth.accessToken,
      fetch: api.fetch,
    });
    const router = createMemoryRouter(
      [
        {
          id: 'search',
          path: '/de/search',
          loader: (args) => loader({ ...args, context: portal } as PortalLoaderArgs),
          Component: SearchPage,
        },
      ],
      { initialEntries: ['/de/search?query=Katze'], future: ROUTER_FUTURE },
    );
    render(
      <PortalProviders portal={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalProviders>,
    );
    await screen.findByRole('heading', { level: 1 });
    const searches = () =>
      (api.fetch as unknown as jest.Mock).mock.calls.filter(([url]) =>
        String(url).includes('/search.json'),
      ) as Array<[string, RequestInit]>;
    expect(searches()).toHaveLength(1);
    expect(new URL(searches()[0]![0], 'http://x').searchParams.get('profile')).toBe('minimal');
    expect((searches()[0]![1].headers as Record<string, string>).Authorization).toBeUndefined();

    act(() => portal.stores.auth.setUser({ sub: 'u1' }, 'jwt-1'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    const [url, init] = searches()[1]!;
    expect(new URL(url, 'http://x').searchParams.get('profile')).toBe('minimal,translate');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
  });
});

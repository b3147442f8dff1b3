import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PortalContextProvider } from '@portal/shared-kernel';
import { itemTestPortal } from '../../testing/item-test-portal';
import { ItemErrorBoundary } from './ItemErrorBoundary';

function renderError(error: unknown) {
  const portal = itemTestPortal();
  const router = createMemoryRouter(
    [
      {
        id: 'item',
        path: '/:lang/item/*',
        loader: () => null,
        Component: () => null,
        ErrorBoundary: ItemErrorBoundary,
      },
    ],
    {
      initialEntries: ['/en/item/1/missing'],
      // The error as the server hands it over (jsdom has no fetch Response to throw).
      hydrationData: { errors: { item: error } },
      future: { v7_relativeSplatPath: true },
    },
  );
  render(
    <I18nextProvider i18n={portal.i18n}>
      <PortalContextProvider value={portal}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </PortalContextProvider>
    </I18nextProvider>,
  );
}

/** What react-router makes of a `routeError(status, data)` thrown by a loader. */
const routeError = (status: number, data: Record<string, unknown>) => ({
  status,
  statusText: '',
  internal: false,
  data,
});

describe('the item error page', () => {
  it('shows "item not found" with its illustration and the error message', async () => {
    renderError(
      routeError(404, { code: 'itemNotFound', message: 'Invalid record identifier: /1/missing' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Item not found' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-illustration="itemNotFound"]')).not.toBeNull();
    expect(screen.getByText(/may have been depublished/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Invalid record identifier: /1/missing',
    );
    // The API's English words are marked as such on a page in any language.
    expect(screen.getByText('Invalid record identifier: /1/missing')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Search the collections' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });

  it('says a deleted item is gone, and other failures plainly', async () => {
    renderError(routeError(410, { code: 'itemGone' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This item is gone' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-illustration]')).toBeNull();
  });

  it('shows a plain error for anything else', async () => {
    renderError(new Error('boom'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

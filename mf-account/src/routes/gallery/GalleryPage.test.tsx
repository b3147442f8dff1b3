import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { RootStore } from '@portal/shared-kernel';
import { accountTestPortal, Location, PortalRouter } from '../../testing/account-test-portal';
import {
  fakeItems,
  fakeSetApi,
  type FakeSet,
  type FakeSetApiOptions,
} from '../../testing/set-api-fake';
import { GalleryErrorBoundary } from './GalleryErrorBoundary';
import { GalleryPage } from './GalleryPage';
import { loader, type GalleryData } from './gallery.loader';

const PATH = '/en/galleries/10001-windmills';

function windmills(overrides: Partial<FakeSet> = {}): FakeSet {
  return {
    id: 10001,
    title: { en: 'Windmills' },
    description: { en: 'Mills, wind\nand water.' },
    visibility: 'public',
    creator: 'ada',
    nickname: 'ada_l',
    items: fakeItems(3),
    ...overrides,
  };
}

interface SetupOptions extends FakeSetApiOptions {
  sets?: FakeSet[];
  /** `sub` of the signed-in user (token `jwt-{sub}`). */
  user?: string;
  stores?: RootStore;
  /** What the server handed over; without it the loader runs in the browser. */
  hydrated?: GalleryData;
  /** An error the server handed over (jsdom has no fetch Response for a loader to throw). */
  hydratedError?: unknown;
  path?: string;
}

function setup(options: SetupOptions = {}) {
  const api = fakeSetApi(options.sets ?? [windmills()], options);
  const stores = options.stores ?? new RootStore();
  if (options.user) {
    const roles = options.publishers?.includes(options.user) ? ['editor'] : [];
    stores.auth.setUser(
      { sub: options.user, resource_access: { usersets: { roles } } },
      `jwt-${options.user}`,
    );
  }
  const portal = accountTestPortal(stores, api.fetch);
  const router = createMemoryRouter(
    [
      {
        id: 'gallery',
        path: '/:lang/galleries/*',
        loader: (args) => loader({ ...args, context: portal }),
        Component: GalleryPage,
        ErrorBoundary: GalleryErrorBoundary,
      },
      { path: '*', element: <Location /> },
    ],
    {
      initialEntries: [options.path ?? PATH],
      future: { v7_relativeSplatPath: true },
      ...(options.hydrated ? { hydrationData: { loaderData: { gallery: options.hydrated } } } : {}),
      ...(options.hydratedError
        ? { hydrationData: { errors: { gallery: options.hydratedError } } }
        : {}),
    },
  );
  return { ui: <PortalRouter portal={portal} router={router} />, api, stores, router };
}

const restricted: GalleryData = { status: 'restricted', id: '10001', forbidden: false };

describe('GalleryPage', () => {
  it('shows a gallery to anyone: title, creator, description, count and item cards', async () => {
    const { ui } = setup({ user: 'grace' });
    render(ui);
    expect(await screen.findByRole('heading', { level: 1, name: 'Windmills' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText('Curated by ada_l')).toBeInTheDocument();
    expect(screen.getByText(/Mills, wind/)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items in this gallery' });
    expect(within(items).getByRole('status')).toHaveTextContent('Items: 3');
    expect(within(items).getByRole('link', { name: 'Item 2' })).toHaveAttribute(
      'href',
      '/en/item/1/item_2',
    );
    // Only the creator changes a gallery.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove from gallery/ })).toBeNull();
    expect(screen.queryByText(/Public:/)).toBeNull();
  });

  it('says when a published gallery was published, beside its curator', async () => {
    const published = windmills({ visibility: 'published', issued: '2019-06-11T09:00:00.000Z' });
    render(setup({ sets: [published] }).ui);
    expect(
      await screen.findByText('Curated by ada_l · Published on 11 June 2019'),
    ).toBeInTheDocument();
  });

  it('pages through the items with plain links, 24 at a time', async () => {
    const { ui } = setup({ sets: [windmills({ items: fakeItems(30) })] });
    render(ui);
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      `${PATH}?page=2`,
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', PATH);
  });

  it('says when a gallery has no items yet, to its creator how to add some', async () => {
    const first = setup({ sets: [windmills({ items: [] })] });
    const { unmount } = render(first.ui);
    expect(await screen.findByText('This gallery has no items yet.')).toBeInTheDocument();
    unmount();
    render(setup({ sets: [windmills({ items: [] })], user: 'ada' }).ui);
    expect(await screen.findByText(/Add items to it from any item's page/)).toBeInTheDocument();
  });

  it('tells its creator who sees it, and offers to edit and delete it', async () => {
    render(setup({ user: 'ada', sets: [windmills({ visibility: 'private' })] }).ui);
    expect(await screen.findByText('Private: only you can see this gallery.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove from gallery: / })).toHaveLength(3);
  });

  it('saves an edit and goes to the address of the new title', async () => {
    const { ui, api, stores, router } = setup({ user: 'ada' });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gallery' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Windmills');
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Mills, wind\nand water.');
    expect(within(dialog).getByLabelText(/Keep this gallery private/)).not.toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Mills of the Low Countries' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/set/10001');
    expect(put?.body).toEqual({
      type: 'Collection',
      title: { en: 'Mills of the Low Countries' },
      description: { en: 'Mills, wind\nand water.' },
      visibility: 'public',
    });
    expect(put?.user).toBe('ada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mills of the Low Countries' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/galleries/10001-mills-of-the-low-countries');
    expect(stores.toasts.toasts).toEqual([
      expect.objectContaining({ message: 'The gallery has been saved.', variant: 'success' }),
    ]);
  });

  it('keeps a published gallery published when it is edited, and says so', async () => {
    const { ui, api } = setup({ user: 'ada', sets: [windmills({ visibility: 'published' })] });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gallery' });
    expect(dialog).toHaveTextContent('It stays published unless you make it private.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      visibility: 'public',
    });
    expect(await screen.findByText(/^Published:/)).toBeInTheDocument();
  });

  it('warns, once, when the visibility changed elsewhere since the page was read', async () => {
    const { ui, api } = setup({ user: 'ada' });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gallery' });
    // An editor publishes the gallery meanwhile.
    api.sets[0]!.visibility = 'published';
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'has changed elsewhere since you opened the page: it is now Published.',
    );
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText(/^Published:/)).toBeInTheDocument();
  });

  it('lets an editor publish a public gallery of 15 items, and unpublish it', async () => {
    const { ui, api, stores } = setup({
      user: 'grace',
      publishers: ['grace'],
      sets: [windmills({ items: fakeItems(15) })],
    });
    render(ui);
    const bar = await screen.findByTestId('gallery-publishing');
    expect(bar).toHaveTextContent('meets the rules for publication');
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    });
    const put = api.calls.find((call) => call.method === 'PUT');
    expect([put?.url.pathname, put?.user]).toEqual(['/api/set/10001/publish', 'grace']);
    expect(await within(bar).findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(bar).toHaveTextContent('This gallery is published.');
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    });
    expect(await within(bar).findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'The gallery has been published.',
      'The gallery is no longer published. It is still public.',
    ]);
    // Not the creator: an editor does not edit or delete someone's gallery.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('tells an editor what a gallery lacks to be published', async () => {
    render(setup({ user: 'grace', publishers: ['grace'] }).ui);
    const bar = await screen.findByTestId('gallery-publishing');
    expect(bar).toHaveTextContent(
      'To be published, a gallery needs a title, a description and at least 15 items.',
    );
    expect(within(bar).queryByRole('button')).toBeNull();
  });

  it('lets the creator submit a ready gallery for publication, and withdraw it', async () => {
    const { ui, api, stores } = setup({ user: 'ada', sets: [windmills({ items: fakeItems(15) })] });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for publication' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit this gallery for publication' });
    expect(dialog).toHaveTextContent('within one working week');
    expect(dialog).toHaveTextContent('at least 15 items');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for publication' }));
    });
    const put = api.calls.find((call) => call.method === 'PUT');
    expect([put?.url.pathname, put?.user]).toEqual(['/api/set/10001/publication-request', 'ada']);
    expect(
      await screen.findByText(/^Submitted for publication on 28 November 2026\./),
    ).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    });
    expect(await screen.findByRole('button', { name: 'Submit for publication' })).toBeVisible();
    expect(api.requests.size).toBe(0);
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'Your gallery has been submitted for publication.',
      'The request to publish this gallery has been withdrawn.',
    ]);
  });

  it('withdraws once however often the button is pressed while it runs', async () => {
    const { ui, api, stores } = setup({
      user: 'ada',
      sets: [windmills({ items: fakeItems(15) })],
      requests: [[10001, '2026-11-20T09:00:00.000Z']],
    });
    render(ui);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the request' });
    await act(async () => {
      fireEvent.click(withdraw);
      fireEvent.click(withdraw);
    });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(stores.toasts.toasts.map((toast) => toast.variant)).toEqual(['success']);
    expect(await screen.findByRole('button', { name: 'Submit for publication' })).toBeVisible();
  });

  it('tells the creator what the gallery lacks before it can be submitted', async () => {
    render(setup({ user: 'ada' }).ui);
    expect(
      await screen.findByText(
        'To be published, a gallery needs a title, a description and at least 15 items.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for publication' })).toBeNull();
  });

  it('shows an editor since when a gallery waits, and lets them decline it', async () => {
    const { ui, api, stores } = setup({
      user: 'grace',
      publishers: ['grace'],
      sets: [windmills({ items: fakeItems(15) })],
      requests: [[10001, '2026-11-20T09:00:00.000Z']],
    });
    render(ui);
    const bar = await screen.findByTestId('gallery-publishing');
    expect(
      await within(bar).findByText('Its creator asked for it to be published on 20 November 2026.'),
    ).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Decline the request' }));
    });
    expect(api.requests.size).toBe(0);
    expect(within(bar).queryByRole('button', { name: 'Decline the request' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'The request to publish this gallery has been declined.',
    ]);
  });

  it('offers publishing to editors only, and never of a private gallery', async () => {
    const visitor = setup({ user: 'ada', sets: [windmills({ items: fakeItems(15) })] });
    const { unmount } = render(visitor.ui);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-publishing')).toBeNull();
    unmount();
    const editor = setup({
      user: 'grace',
      publishers: ['grace'],
      sets: [windmills({ creator: 'grace', visibility: 'private', items: fakeItems(15) })],
    });
    render(editor.ui);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-publishing')).toBeNull();
  });

  it('keeps the dialog and what was typed when saving fails', async () => {
    const { ui } = setup({ user: 'ada', fail: (method) => (method === 'PUT' ? 500 : undefined) });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit gallery' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Mills' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The gallery could not be saved. Please try again.',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Mills');
  });

  it('says that editing is disabled when the API is locked (423)', async () => {
    const { ui } = setup({ user: 'ada', fail: (method) => (method === 'PUT' ? 423 : undefined) });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/Editing is temporarily disabled/);
  });

  it('deletes the gallery after a confirmation, then goes to the account page', async () => {
    const { ui, api, stores } = setup({ user: 'ada' });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this gallery?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete gallery' }));
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/account');
    expect(api.calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe('/api/set/10001');
    expect(api.sets).toEqual([]);
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'The gallery has been deleted.',
    ]);
  });

  it('says so in the dialog when deleting fails, and keeps the gallery', async () => {
    const { ui } = setup({
      user: 'ada',
      fail: (method, path) => (method === 'DELETE' && path === '/10001' ? 503 : undefined),
    });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this gallery?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete gallery' }));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The gallery could not be deleted. Please try again.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes an item from the gallery and reads the gallery again', async () => {
    const { ui, api, stores } = setup({ user: 'ada' });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from gallery: Item 2' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Items: 2'));
    const removal = api.calls.find((call) => call.method === 'DELETE');
    expect([removal?.url.pathname, removal?.body]).toEqual(['/api/set/10001/items', ['/1/item_2']]);
    expect(screen.queryByRole('link', { name: 'Item 2' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Items in this gallery' })).toHaveFocus();
    expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
      'The item has been removed from the gallery.',
    ]);
  });

  it('says so when an item cannot be removed, and keeps it', async () => {
    const { ui, stores } = setup({
      user: 'ada',
      fail: (method, path) => (path.endsWith('/items') ? 500 : undefined),
    });
    render(ui);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from gallery: Item 2' }));
    await waitFor(() =>
      expect(stores.toasts.toasts).toEqual([
        expect.objectContaining({
          message: 'The item could not be removed from the gallery. Please try again.',
          variant: 'error',
        }),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Item 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from gallery: Item 2' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe('a private gallery the server could not read', () => {
  const secret = () => [windmills({ visibility: 'private' })];

  it('is sent by the server in its checking state while the sign-in is checked', () => {
    const { ui, api } = setup({
      sets: secret(),
      hydrated: restricted,
      stores: new RootStore({ auth: { signedInHint: true } }),
    });
    expect(renderToString(ui)).toContain('Checking that you are signed in');
    expect(api.calls).toEqual([]);
  });

  it('is read again with the token of its signed-in creator, who sees it', async () => {
    const stores = new RootStore({ auth: { signedInHint: true } });
    const { ui, api } = setup({ sets: secret(), hydrated: restricted, stores });
    render(ui);
    expect(screen.getByRole('status')).toHaveTextContent('Checking that you are signed in…');
    expect(api.calls).toEqual([]);
    act(() => stores.auth.setUser({ sub: 'ada' }, 'jwt-ada'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Windmills' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.user)).toEqual(['ada']);
    expect(screen.getByText('Private: only you can see this gallery.')).toBeInTheDocument();
  });

  it('tells another signed-in user that it is private, once the API has said so', async () => {
    const { ui, api } = setup({ sets: secret(), hydrated: restricted, user: 'grace' });
    render(ui);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gallery is private' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.user)).toEqual(['grace']);
    expect(document.querySelector('[data-illustration="galleryUnauthorised"]')).not.toBeNull();
    expect(
      screen.getByText('Only the person who created this gallery can view it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to view this gallery' })).toBeNull();
  });

  it('offers an anonymous visitor to log in and come back', async () => {
    const { ui, api } = setup({ sets: secret(), hydrated: restricted, path: `${PATH}?page=2` });
    render(ui);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gallery is private' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to view this gallery' })).toHaveAttribute(
      'href',
      `/en/account/login?redirect=${encodeURIComponent(`${PATH}?page=2`)}`,
    );
    expect(document.querySelector('[data-illustration="galleryUnauthorised"]')).not.toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('the gallery error page', () => {
  /** What react-router makes of a `routeError(status, data)` thrown by a loader. */
  const routeError = (status: number, data: Record<string, unknown>) => ({
    status,
    statusText: '',
    internal: false,
    data,
  });

  it('says "gallery not found" with the illustration and the API message', async () => {
    const error = routeError(404, {
      code: 'galleryNotFound',
      message: 'No user set with identifier 10099',
    });
    render(setup({ hydratedError: error }).ui);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery not found' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-illustration="pageNotFound"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: No user set with identifier 10099');
    expect(screen.getByText('No user set with identifier 10099')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Search the collections' })).toHaveAttribute(
      'href',
      '/en/search',
    );
  });

  it('says a gallery is private with its illustration, and other failures plainly', async () => {
    const first = render(
      setup({ hydratedError: routeError(403, { code: 'galleryUnauthorised' }) }).ui,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gallery is private' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-illustration="galleryUnauthorised"]')).not.toBeNull();
    first.unmount();
    render(setup({ hydratedError: new Error('boom') }).ui);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-illustration]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { createSetApi, HttpClient, RootStore } from '@portal/shared-kernel';
import { accountTestPortal, Location, PortalRouter } from '../../testing/account-test-portal';
import {
  fakeItems,
  fakeSetApi,
  gatewayThumbnail,
  portalThumbnail,
  type FakeSet,
  type FakeSetApiOptions,
} from '../../testing/set-api-fake';
import { AccountPage } from './AccountPage';

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

function setup(stores = new RootStore(), sets = fakeSetApi([])) {
  const router = createMemoryRouter(
    [
      { path: '/en/account', Component: AccountPage },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: ['/en/account'], future: { v7_relativeSplatPath: true } },
  );
  return <PortalRouter portal={accountTestPortal(stores, sets.fetch)} router={router} />;
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

describe('AccountPage galleries', () => {
  const galleries = (): FakeSet[] => [
    {
      id: 10001,
      title: { en: 'Windmills' },
      visibility: 'public',
      creator: 'u1',
      items: fakeItems(3),
      thumbnail: gatewayThumbnail('https://example.org/mill.jpg'),
    },
    { id: 10002, title: { en: 'Letters' }, visibility: 'private', creator: 'u1', items: [] },
    {
      id: 10003,
      title: { en: 'Maps' },
      visibility: 'published',
      creator: 'u1',
      items: fakeItems(20),
    },
    { id: 10004, title: { en: 'Not mine' }, visibility: 'public', creator: 'u2', items: [] },
  ];

  async function signedIn(sets: FakeSet[], options: FakeSetApiOptions = {}) {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1', preferred_username: 'ada' }, 'jwt-u1');
    await stores.likes.connect(likesApi([]), 'u1');
    const api = fakeSetApi(sets, options);
    render(setup(stores, api));
    return { api, section: await screen.findByRole('region', { name: 'Galleries' }) };
  }

  it("lists the user's galleries, private ones too, after the likes", async () => {
    const { api, section } = await signedIn(galleries());
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Your galleries: 3'),
    );
    const search = api.calls.find((call) => call.url.pathname === '/api/set/search');
    expect(search?.url.searchParams.get('query')).toBe('creator:u1');
    expect(search?.user).toBe('u1');
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      'WindmillsItems: 3Public',
      'LettersItems: 0Private',
      'MapsItems: 20Published',
    ]);
    expect(within(section).getByRole('link', { name: 'Windmills' })).toHaveAttribute(
      'href',
      '/en/galleries/10001-windmills',
    );
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      portalThumbnail('https://example.org/mill.jpg'),
    );
    expect(cards[1]!.querySelector('img')).toBeNull();
    // The likes come first.
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Likes', 'Galleries']);
  });

  it('shows the public, private or published galleries alone, in tabs with their counts', async () => {
    const { section } = await signedIn(galleries());
    const tabs = await within(section).findByRole('tablist', { name: 'Show galleries' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (3)', 'Public (1)', 'Private (1)', 'Published (1)']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Private (1)' }));
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['LettersItems: 0Private']);
    // Arrow keys move between tabs (WAI-ARIA tabs).
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Private (1)' }), {
      key: 'ArrowRight',
    });
    expect(within(tabs).getByRole('tab', { name: 'Published (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['MapsItems: 20Published']);
  });

  it('says when a tab holds no gallery', async () => {
    const { section } = await signedIn(galleries().filter((set) => set.visibility === 'public'));
    const tabs = await within(section).findByRole('tablist');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Private (0)' }));
    expect(within(section).getByRole('tabpanel')).toHaveTextContent(
      'None of your galleries is here yet.',
    );
  });

  it('says how to make a gallery when there is none', async () => {
    const { section } = await signedIn([]);
    expect(
      await within(section).findByText(
        "You have no galleries yet. Create a gallery from any item's page with Add to gallery.",
      ),
    ).toBeInTheDocument();
  });

  it('says so when the galleries cannot be read, and reads them again on request', async () => {
    let failing = true;
    const { section } = await signedIn(galleries(), {
      fail: (method, path) => (failing && path === '/search' ? 503 : undefined),
    });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your galleries could not be loaded.',
    );
    failing = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Your galleries: 3'),
    );
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('creates a gallery and goes to its page', async () => {
    const sets: FakeSet[] = [];
    const { api, section } = await signedIn(sets);
    fireEvent.click(within(section).getByRole('button', { name: 'Create a gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a gallery' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Dutch mills' } });
    fireEvent.click(within(dialog).getByLabelText(/Keep this gallery private/));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    });
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      type: 'Collection',
      title: { en: 'Dutch mills' },
      visibility: 'private',
    });
    expect(post?.user).toBe('u1');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/en/galleries/10001-dutch-mills',
    );
  });

  it('keeps the dialog and what was typed when the gallery cannot be created', async () => {
    const { section } = await signedIn([], {
      fail: (method) => (method === 'POST' ? 500 : undefined),
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Create a gallery' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a gallery' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Dutch mills' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The gallery could not be saved. Please try again.',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Dutch mills');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows editors the galleries submitted for publication, and no one else', async () => {
    const waiting: FakeSet = {
      id: 10005,
      title: { en: 'Harbours' },
      visibility: 'public',
      creator: 'u2',
      items: fakeItems(15),
    };
    const stores = new RootStore();
    stores.auth.setUser(
      { sub: 'u1', resource_access: { usersets: { roles: ['editor'] } } },
      'jwt-u1',
    );
    await stores.likes.connect(likesApi([]), 'u1');
    const api = fakeSetApi([waiting], {
      publishers: ['u1'],
      requests: [[10005, '2026-11-20T09:00:00.000Z']],
    });
    const { unmount } = render(setup(stores, api));
    const queue = await screen.findByRole('region', {
      name: 'Galleries submitted for publication',
    });
    await waitFor(() =>
      expect(within(queue).getByRole('status')).toHaveTextContent('Waiting for review: 1'),
    );
    const card = within(queue).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Harbours' })).toHaveAttribute(
      'href',
      '/en/galleries/10005-harbours',
    );
    expect(card).toHaveTextContent('Submitted on 20 November 2026');
    unmount();

    await signedIn([waiting]);
    expect(
      screen.queryByRole('region', { name: 'Galleries submitted for publication' }),
    ).toBeNull();
  });

  it('shows an editor the queue 24 at a time, and more on request', async () => {
    const waiting: FakeSet[] = Array.from({ length: 30 }, (_, i) => ({
      id: 10100 + i,
      title: { en: `Gallery ${i + 1}` },
      visibility: 'public',
      creator: 'u2',
      items: fakeItems(15),
    }));
    const stores = new RootStore();
    stores.auth.setUser(
      { sub: 'u1', resource_access: { usersets: { roles: ['publisher'] } } },
      'jwt-u1',
    );
    await stores.likes.connect(likesApi([]), 'u1');
    const api = fakeSetApi(waiting, {
      publishers: ['u1'],
      requests: waiting.map((set) => [set.id, '2026-11-20T09:00:00.000Z'] as [number, string]),
    });
    render(setup(stores, api));
    const queue = await screen.findByRole('region', {
      name: 'Galleries submitted for publication',
    });
    await waitFor(() => expect(within(queue).getAllByRole('article')).toHaveLength(24));
    expect(within(queue).getByRole('status')).toHaveTextContent('Waiting for review: 30');
    fireEvent.click(within(queue).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(queue).getAllByRole('article')).toHaveLength(30));
    expect(within(queue).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSetApi, HttpClient, RootStore, type RecordObject } from '@portal/shared-kernel';
import { buildItemView } from '../../item/item-view';
import { testApi } from '../../item/test-api.fixture';
import { itemTestPortal, renderRoute } from '../../testing/item-test-portal';
import { ItemPage } from './ItemPage';

const record: RecordObject = {
  about: '/90402/SK_A_2344',
  type: 'IMAGE',
  proxies: [
    {
      about: '/proxy/provider/90402/SK_A_2344',
      dcTitle: { en: ['The Milkmaid'], nl: ['Het melkmeisje'] },
      dcDescription: { en: ['A maid pours milk.'], nl: ['Een meid schenkt melk.'] },
      dcCreator: { def: ['http://data.europeana.eu/agent/1001'] },
      dcDate: { def: ['c. 1660'] },
      dcIdentifier: { def: ['SK-A-2344'] },
    },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/90402/SK_A_2344',
      edmDataProvider: { def: ['Rijksmuseum'] },
      edmRights: { def: ['http://creativecommons.org/publicdomain/zero/1.0/'] },
      edmIsShownBy: 'https://seed.invalid/milkmaid.jpg',
      hasView: ['https://seed.invalid/detail.mp3'],
      webResources: [
        {
          about: 'https://seed.invalid/milkmaid.jpg',
          ebucoreHasMimeType: 'image/jpeg',
          ebucoreWidth: 1800,
          ebucoreHeight: 2000,
        },
        { about: 'https://seed.invalid/detail.mp3', ebucoreHasMimeType: 'audio/mpeg' },
      ],
    },
  ],
  agents: [
    { about: 'http://data.europeana.eu/agent/1001', prefLabel: { en: ['Johannes Vermeer'] } },
  ],
};

const OTHER_ITEM = {
  id: '/90402/other',
  type: 'IMAGE',
  title: ['Other'],
  rights: ['http://rightsstatements.org/vocab/InC/1.0/'],
};

function searchFetch(items: unknown[] = [OTHER_ITEM]) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    // jsdom has no Response: what HttpClient reads of one is enough.
    const body = { success: true, items };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A Set API holding one likes folder (id 5), over a fetch of the shape HttpClient reads. */
function likesServer({ failWrites = false } = {}) {
  let folder: string[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://x').pathname;
    const method = init.method ?? 'GET';
    let status = 200;
    let body: unknown = { id: 'http://data.europeana.eu/set/5' };
    if (path.endsWith('/search')) {
      body = { type: 'ResultPage', items: ['http://data.europeana.eu/set/5'] };
    } else if (path.endsWith('/5/items') && failWrites) {
      status = 503;
      body = { error: 'Service Unavailable' };
    } else if (path.endsWith('/5/items')) {
      const ids = JSON.parse(String(init.body)) as string[];
      folder = method === 'PUT' ? [...folder, ...ids] : folder.filter((id) => !ids.includes(id));
    } else {
      body = { id: 'http://data.europeana.eu/set/5', items: folder.map((id) => ({ id })) };
    }
    return { ok: status < 300, status, text: async () => JSON.stringify(body) };
  }) as unknown as typeof globalThis.fetch;
  const api = createSetApi(new HttpClient({ baseUrl: '/api/set', fetch }));
  return { api, folder: () => folder };
}

function renderItem(
  stores = new RootStore(),
  item: RecordObject = record,
  similar: unknown[] = [OTHER_ITEM],
) {
  const { fetch, calls } = searchFetch(similar);
  const view = buildItemView(item, testApi, { locale: 'en' });
  renderRoute(
    ItemPage,
    { view, origin: 'https://portal.test' },
    { portal: itemTestPortal({ stores, fetch }) },
  );
  return { calls };
}

describe('the item page', () => {
  it('shows the title, description and every field with its label', async () => {
    renderItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Milkmaid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A maid pours milk.')).toBeInTheDocument();
    const details = screen.getByTestId('item-metadata');
    expect(within(details).getByText('Creators')).toBeInTheDocument();
    expect(within(details).getByText('Identifier')).toBeInTheDocument();
    expect(within(details).getByText('SK-A-2344')).toBeInTheDocument();
    expect(
      within(details).getByText('CC0 1.0 Universal (public domain dedication)'),
    ).toBeInTheDocument();
  });

  it('links a media URL that can never resolve (.invalid) through the media proxy, as a download', async () => {
    renderItem();
    const details = await screen.findByTestId('item-metadata');
    const media = within(details).getByRole('link', { name: 'https://seed.invalid/milkmaid.jpg' });
    expect(media.getAttribute('href')).toMatch(/^\/api\/media\/90402\/SK_A_2344\/[0-9a-f]{32}$/);
    expect(media).toHaveAttribute('download');
    expect(media).not.toHaveAttribute('target');
  });

  it('links entities to their collection pages', async () => {
    renderItem();
    const creator = await within(screen.getByTestId('item-metadata')).findByRole('link', {
      name: 'Johannes Vermeer',
    });
    expect(creator).toHaveAttribute('href', '/en/collections/person/1001-johannes-vermeer');
  });

  it('switches title and description to another language', async () => {
    renderItem();
    fireEvent.click(await screen.findByRole('button', { name: 'Nederlands' }));
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Het melkmeisje');
    expect(title).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Een meid schenkt melk.')).toHaveAttribute('lang', 'nl');
    // The hidden heading above it stays in the page's language.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Description' }).closest('[lang]'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Nederlands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The language's own name is in that language; the button and its tooltip in the page's.
    const button = screen.getByRole('button', { name: 'Nederlands' });
    expect(button).not.toHaveAttribute('lang');
    // Its tooltip names the language in the page's language.
    expect(button).toHaveAttribute('title', 'Show in Dutch');
    expect(within(button).getByText('Nederlands')).toHaveAttribute('lang', 'nl');
  });

  it('shows the preview in a box of the media’s proportions, with a strip of all media', async () => {
    renderItem();
    const stage = await screen.findByTestId('item-media-stage');
    expect(stage).toHaveAttribute('data-media-kind', 'image');
    expect(screen.getByTestId('item-preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/thumbnail\/v3\/400\//),
    );
    expect(screen.getByRole('button', { name: 'Open the zoomable image' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show media 2 of 2: Sound' }));
    expect(screen.getByTestId('item-media-stage')).toHaveAttribute('data-media-kind', 'sound');
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeInTheDocument();
    expect(screen.getByTestId('item-media-counter')).toHaveTextContent('2 of 2');
  });

  it('shows the icon of the item’s type when it has no media of its own', async () => {
    const aggregation = record.aggregations[0]!;
    renderItem(undefined, {
      ...record,
      type: 'SOUND',
      aggregations: [{ about: aggregation.about, edmIsShownAt: 'https://provider.invalid/item' }],
    });
    const stage = await screen.findByTestId('item-media-stage');
    expect(stage.querySelector('svg.lucide-music')).not.toBeNull();
    expect(stage.querySelector('svg.lucide-image')).toBeNull();
  });

  it('asks visitors to log in to like or add to a gallery, and comes back here after', async () => {
    renderItem();
    const like = await screen.findByRole('link', { name: /Like/ });
    expect(like).toHaveAttribute(
      'href',
      '/en/account/login?redirect=%2Fen%2Fitem%2F90402%2FSK_A_2344',
    );
    expect(screen.getByRole('link', { name: /Add to gallery/ })).toHaveAttribute(
      'href',
      like.getAttribute('href'),
    );
  });

  it('reads title, actions and rights, details, then related collections (one column on phones)', async () => {
    renderItem();
    const order = [
      await screen.findByRole('heading', { level: 1, name: 'The Milkmaid' }),
      screen.getByRole('link', { name: /Like/ }),
      screen.getByRole('heading', { name: 'Rights' }),
      screen.getByRole('heading', { name: 'Item details' }),
      screen.getByRole('heading', { name: 'Related collections' }),
    ];
    for (const [before, after] of order.slice(0, -1).map((e, i) => [e, order[i + 1]!])) {
      expect(
        before!.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('gives signed-in users a like button that likes and unlikes the item', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1' }, 'token');
    const likes = likesServer();
    await stores.likes.connect(likes.api, 'u1');
    renderItem(stores);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Like/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Add to gallery/ })).toBeNull();

    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(likes.folder()).toEqual(['/90402/SK_A_2344']);

    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(likes.folder()).toEqual([]);
  });

  it('says so when a like cannot be saved', async () => {
    const stores = new RootStore();
    stores.auth.setUser({ sub: 'u1' }, 'token');
    const likes = likesServer({ failWrites: true });
    await stores.likes.connect(likes.api, 'u1');
    renderItem(stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(stores.toasts.toasts.map((toast) => toast.message)).toEqual([
        'Your like could not be saved. Please try again.',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('loads similar items for visitors with a search query', async () => {
    const { calls } = renderItem();
    const card = await screen.findByRole('link', { name: 'Other' });
    expect(card).toHaveAttribute('href', '/en/item/90402/other');
    const url = new URL(
      calls.find((call) => call.includes('/search.json'))!,
      'http://x',
    );
    expect(url.searchParams.get('query')).toBe(
      '(who:("Johannes Vermeer")^0.5 OR DATA_PROVIDER:("Rijksmuseum")^0.2) NOT europeana_id:"/90402/SK_A_2344"',
    );
    expect(screen.getByRole('heading', { name: 'Similar items' })).toBeInTheDocument();
    // Like a search result's card: its type and the short name of its rights statement.
    expect(card.closest('article')).toHaveTextContent('Image · In Copyright');
  });

  it('shows no similar items heading when the search finds none', async () => {
    renderItem(new RootStore(), record, []);
    const section = screen.getByTestId('item-related-items');
    await waitFor(() => expect(section).toHaveAttribute('data-status', 'done'));
    expect(screen.queryByRole('heading', { name: 'Similar items' })).toBeNull();
    expect(section).not.toHaveAttribute('aria-labelledby');
  });

  it('opens the download dialog with the rights statement and an attribution', async () => {
    renderItem();
    const download = await screen.findByTestId('item-download');
    expect(download).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/media\/90402\/SK_A_2344\/[0-9a-f]{32}$/),
    );
    act(() => {
      fireEvent.click(download);
    });
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(
      within(dialog).getByRole('heading', { name: 'Download this media', hidden: true }),
    ).toBeInTheDocument();
    const attribution = within(dialog).getByLabelText('Attribution') as HTMLTextAreaElement;
    expect(attribution.value).toBe(
      'The Milkmaid – Johannes Vermeer – Rijksmuseum – https://portal.test/en/item/90402/SK_A_2344 – CC0 1.0 Universal (public domain dedication) (http://creativecommons.org/publicdomain/zero/1.0/)',
    );
  });

  it("links the provider's page only when it is an absolute http(s) URL", async () => {
    const withShownAt = (edmIsShownAt: string): RecordObject => ({
      ...record,
      aggregations: [{ ...record.aggregations![0]!, edmIsShownAt }],
    });
    const providerLinks = () =>
      screen.queryAllByRole('link', { name: /View at the providing institution/ });
    for (const url of ['https://museum.example/objects/1', 'http://museum.example/o/1']) {
      renderItem(new RootStore(), withShownAt(url));
      await screen.findByRole('heading', { level: 1, name: 'The Milkmaid' });
      expect(providerLinks().map((link) => link.getAttribute('href'))).toEqual([url]);
      cleanup();
    }
    // The item view keeps only web pages (providerPageUrl): these are no link.
    for (const url of [
      'data:text/html,<script>alert(31)</script>',
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      '//evil.example/landing',
      '/landing',
      'landing.html',
    ]) {
      renderItem(new RootStore(), withShownAt(url));
      await screen.findByRole('heading', { level: 1, name: 'The Milkmaid' });
      expect(providerLinks()).toEqual([]);
      expect(document.querySelector(`a[href="${CSS.escape(url)}"]`)).toBeNull();
      cleanup();
    }
  });

  it('shows the media failure message when a player cannot play', async () => {
    // jsdom cannot play media; a browser would try, then report the error below.
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderItem();
    fireEvent.click(await screen.findByRole('button', { name: 'Show media 2 of 2: Sound' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play the recording' }));
    const player = await screen.findByTestId('item-player');
    fireEvent.error(player);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/This media cannot be displayed/),
    );
  });
});

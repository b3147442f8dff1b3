import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecordObject } from '@portal/shared-kernel';
import { buildItemView } from '../../item/item-view';
import { testApi } from '../../item/test-api.fixture';
import { testRecord } from '../../item/test-record.fixture';
import { emotionRule } from '../../testing/emotion-rules';
import { renderWithPortal } from '../../testing/item-test-portal';
import OpenSeadragon from 'openseadragon';
import { MediaStage } from './MediaStage';
import { resolveTileSource } from './resolve-tile-source';

// OpenSeadragon draws on a canvas jsdom does not have: a stand-in makes its focusable canvas
// div and opens (or fails to) on the next tick, as the real one does after loading.
jest.mock('openseadragon', () => ({
  __esModule: true,
  default: jest.fn((options: { element: HTMLElement }) => {
    const canvas = document.createElement('div');
    canvas.className = 'openseadragon-canvas';
    canvas.tabIndex = 0;
    options.element.appendChild(canvas);
    return {
      canvas,
      addOnceHandler: (name: string, handler: () => void) => {
        if (name === 'open') setTimeout(handler, 0);
      },
      // Pointer events (a click that pans) need the real canvas: e2e covers them.
      addHandler: () => undefined,
      destroy: () => canvas.remove(),
    };
  }),
}));
jest.mock('./resolve-tile-source', () => ({
  ...jest.requireActual<object>('./resolve-tile-source'),
  resolveTileSource: jest.fn(),
}));

const resolve = resolveTileSource as jest.MockedFunction<typeof resolveTileSource>;

function viewOf(url: string, mimeType: string, type: RecordObject['type']) {
  const record = { ...testRecord({ edmIsShownBy: url }, { [url]: mimeType }), type };
  return buildItemView(record, testApi, { locale: 'en' });
}

const image = viewOf('https://example.org/a.jpg', 'image/jpeg', 'IMAGE');
const sound = viewOf('https://example.org/a.mp3', 'audio/mpeg', 'SOUND');

/** Tab to the button and press Enter: a focused button gets the click. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  fireEvent.click(button);
}

beforeEach(() => {
  jest.mocked(OpenSeadragon).mockClear();
  resolve.mockReset();
  resolve.mockResolvedValue({ type: 'image', url: image.media[0]!.proxyUrl });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => jest.restoreAllMocks());

describe('media stage: focus follows the button it replaces (WCAG 2.4.3)', () => {
  it('moves nothing on first render', () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    expect(document.body).toHaveFocus();
  });

  it('zoom: the loading note, then the keyboard-operable canvas, take the focus', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    press('Open the zoomable image');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the image viewer…');
    expect(screen.getByRole('status')).toHaveFocus();
    const canvas = await screen.findByRole('application', { name: 'Zoomable image: A' });
    await waitFor(() => expect(canvas).toHaveFocus());
    expect(canvas).toHaveAccessibleDescription(/arrow keys/);
  });

  it('a viewer that fails hands the focus to the failure message', async () => {
    resolve.mockRejectedValue(new Error('no manifest'));
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    press('Open the zoomable image');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This media cannot be displayed.');
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveFocus();
  });

  it('play: the loading note, then the player, take the focus; a failing player the message', async () => {
    renderWithPortal(<MediaStage view={sound} media={sound.media[0]} title="A" />);
    press('Play the recording');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the player…');
    expect(screen.getByRole('status')).toHaveFocus();
    const player = await screen.findByTestId('item-player');
    expect(player).toHaveFocus();
    act(() => {
      fireEvent.error(player);
    });
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

describe('media stage: the viewer closes back to the preview', () => {
  it('closes by its button, and the zoom button takes the focus again', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    press('Open the zoomable image');
    await screen.findByRole('button', { name: 'Close the zoomable image' });
    press('Close the zoomable image');
    expect(screen.queryByRole('application')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open the zoomable image' })).toHaveFocus(),
    );
  });

  it('closes on Escape from the canvas', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    press('Open the zoomable image');
    const canvas = await screen.findByRole('application', { name: 'Zoomable image: A' });
    await screen.findByRole('button', { name: 'Close the zoomable image' });
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(screen.queryByRole('application')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open the zoomable image' })).toHaveFocus(),
    );
  });
});

describe('media stage: the zoom canvas is keyboard-operable (WCAG 2.1.1)', () => {
  it('keeps OpenSeadragon’s keyboard navigation and its canvas in the tab order', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="The Milkmaid" />);
    press('Open the zoomable image');
    await screen.findByRole('application');
    expect(OpenSeadragon).toHaveBeenCalledTimes(1);
    expect(jest.mocked(OpenSeadragon).mock.calls[0]![0]).toMatchObject({
      keyboardNavEnabled: true,
      tabIndex: 0,
      // its own buttons (unlabelled divs) give way to the page's labelled ones
      showNavigationControl: false,
    });
  });

  it('names the canvas after the item and describes its keys', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="The Milkmaid" />);
    press('Open the zoomable image');
    const canvas = await screen.findByRole('application', {
      name: 'Zoomable image: The Milkmaid',
    });
    expect(canvas).toHaveAttribute('tabindex', '0');
    expect(canvas).toHaveAccessibleDescription(
      'Use the arrow keys to move around the image, Shift with the up or down arrow to zoom, and 0 to fit the whole image.',
    );
    // the description is read, not shown
    expect(document.getElementById(canvas.getAttribute('aria-describedby')!)).not.toBeVisible();
    // inside the viewer's region, named in the page's language
    expect(canvas.closest('[role="region"]')).toHaveAccessibleName('Zoomable image');
  });
});

describe('media stage: visible focus (WCAG 2.4.7)', () => {
  it('draws the preview button’s focus ring inside it, where overflow cannot clip it', () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    const rule = emotionRule(
      screen.getByRole('button', { name: 'Open the zoomable image' }),
      ':focus-visible',
    );
    expect(rule?.getPropertyValue('outline')).toBe('3px solid #0a72cc');
    expect(rule?.getPropertyValue('outline-offset')).toBe('-3px');
    // a second, white ring inside the blue one: one of the two shows on any image
    expect(rule?.getPropertyValue('box-shadow')).toBe('inset 0 0 0 6px #ffffff');
  });

  it('gives the zoom canvas a focus ring drawn over the image', async () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    press('Open the zoomable image');
    await screen.findByRole('application');
    const rule = emotionRule(
      screen.getByTestId('deep-zoom-viewer'),
      ' .openseadragon-canvas:focus-visible::after',
    );
    expect(rule?.getPropertyValue('outline')).toBe('3px solid #0a72cc');
    expect(rule?.getPropertyValue('outline-offset')).toBe('-3px');
    expect(rule?.getPropertyValue('box-shadow')).toBe('inset 0 0 0 6px #ffffff');
    // over the image canvas, which would paint over a ring of the element itself
    expect(rule?.getPropertyValue('position')).toBe('absolute');
    expect(rule?.getPropertyValue('z-index')).toBe('1');
  });
});

describe('media stage: missing preview', () => {
  it('shows the placeholder of the media’s kind instead of a broken image', () => {
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    fireEvent.error(screen.getByTestId('item-preview'));
    expect(screen.queryByTestId('item-preview')).toBeNull();
    expect(screen.getByTestId('media-placeholder')).toHaveAttribute('data-kind', 'image');
  });
});

describe("media stage: the provider's page", () => {
  it('is linked when the item has no media of its own and the page is an http(s) URL', () => {
    for (const isShownAt of ['https://museum.example/objects/1', 'http://museum.example/o/1']) {
      const { unmount } = renderWithPortal(
        <MediaStage view={{ ...image, isShownAt }} media={undefined} title="A" />,
      );
      expect(
        screen.getByRole('link', { name: /View at the providing institution/ }),
      ).toHaveAttribute('href', isShownAt);
      unmount();
    }
  });
});

describe('a document', () => {
  it('is offered by the name its format usually goes by', () => {
    const text = viewOf('https://example.org/a.txt', 'text/plain', 'TEXT');
    renderWithPortal(<MediaStage view={text} media={text.media[0]} title="A" />);
    expect(screen.getByRole('link', { name: /Open the document \(TXT\)/ })).toBeInTheDocument();
  });

  it('opens in the browser, not as a download (the proxy is asked for disposition=inline)', () => {
    const pdf = viewOf('https://example.org/a.pdf', 'application/pdf', 'TEXT');
    renderWithPortal(<MediaStage view={pdf} media={pdf.media[0]} title="A" />);
    const link = screen.getByRole('link', { name: /Open the document \(PDF\)/ });
    expect(link).toHaveAttribute('href', `${pdf.media[0]!.proxyUrl}?disposition=inline`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('media stage: a sharper preview on wide screens', () => {
  const service = 'http://localhost/api/iiif/image/5f4d1a6e062f7d0756d49f15817f605e';
  let decode: jest.Mock;

  /** A screen of `wide` (or not), the media box 900 × 585 CSS pixels, the thumbnail not yet in. */
  function screenOf(wide: boolean) {
    window.matchMedia = jest.fn((query: string) => ({
      matches: wide && query === '(min-width: 768px)',
    })) as unknown as typeof window.matchMedia;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(585);
    decode = jest.fn(() => Promise.resolve());
    HTMLImageElement.prototype.decode = decode;
  }

  /** Past the moment the page would ask (jsdom has no idle callback: the next task). */
  const pastIdle = () => act(() => new Promise<void>((done) => setTimeout(done, 300)));

  afterEach(() => {
    // @ts-expect-error jsdom has neither: each test sets what it needs
    delete window.matchMedia;
    // @ts-expect-error as above
    delete HTMLImageElement.prototype.decode;
  });

  it('shows the image service at the box size once the image has decoded', async () => {
    screenOf(true);
    resolve.mockResolvedValue(`${service}/info.json`);
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    const preview = screen.getByTestId('item-preview');
    expect(preview.getAttribute('src')).toMatch(/thumbnail\/v3\/400\//);
    await waitFor(() =>
      expect(preview).toHaveAttribute('src', `${service}/full/!1200,1200/0/default.jpg`),
    );
    expect(decode).toHaveBeenCalled();
    expect(preview).not.toHaveAttribute('srcset');
    expect(preview).toHaveAccessibleName('Preview of A');
  });

  it('keeps the thumbnail on a narrow screen, without looking for a service', async () => {
    screenOf(false);
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    await pastIdle();
    expect(resolve).not.toHaveBeenCalled();
    expect(screen.getByTestId('item-preview').getAttribute('src')).toMatch(/thumbnail\/v3\/400\//);
  });

  it('keeps the thumbnail when there is no image service or the image fails', async () => {
    screenOf(true);
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    await waitFor(() => expect(resolve).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.getByTestId('item-preview').getAttribute('src')).toMatch(/thumbnail\/v3\/400\//);

    resolve.mockResolvedValue(`${service}/info.json`);
    decode.mockRejectedValue(new Error('broken'));
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="B" />);
    await waitFor(() => expect(decode).toHaveBeenCalled());
    await act(() => Promise.resolve());
    const second = screen.getAllByTestId('item-preview')[1]!;
    expect(second.getAttribute('src')).toMatch(/thumbnail\/v3\/400\//);
  });

  it('leaves a manifest Europeana would generate (another origin) to the viewer', async () => {
    screenOf(true);
    const upstream = { ...image, manifest: { url: 'https://iiif.europeana.eu/m', own: false } };
    renderWithPortal(<MediaStage view={upstream} media={upstream.media[0]} title="A" />);
    await pastIdle();
    expect(resolve).not.toHaveBeenCalled();
    // The record's own manifest, wherever it is, is asked.
    const own = { ...image, manifest: { url: 'https://iiif.example.org/m', own: true } };
    renderWithPortal(<MediaStage view={own} media={own.media[0]} title="B" />);
    await waitFor(() => expect(resolve).toHaveBeenCalled());
  });

  it('asks for nothing for sound or video', async () => {
    screenOf(true);
    renderWithPortal(<MediaStage view={sound} media={sound.media[0]} title="A" />);
    await pastIdle();
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('media stage: no zoom is offered that cannot work', () => {
  const zoom = 'Open the zoomable image';
  const withProvider = { ...image, isShownAt: 'https://museum.example/objects/1' };
  const original = globalThis.fetch;
  let proxy: jest.Mock;

  /**
   * The media proxy answers the page's check with `status` (and `X-Media-Available: false` when
   * `unavailable`), at once or, if `held`, when the returned function is called.
   */
  function proxyAnswers(status: number, { unavailable = false, held = false } = {}) {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    if (!held) answer();
    const headers = {
      get: (name: string) =>
        unavailable && name.toLowerCase() === 'x-media-available' ? 'false' : null,
    };
    proxy = jest.fn(async () => {
      await answered;
      return { ok: status >= 200 && status < 300, status, headers };
    });
    globalThis.fetch = proxy as unknown as typeof globalThis.fetch;
    return () => act(async () => answer());
  }

  afterEach(() => {
    globalThis.fetch = original;
  });

  it('takes the zoom away once the proxy refuses the original and no image service shows', async () => {
    // The gateway offline: it does not fetch the remote original.
    proxyAnswers(204, { unavailable: true });
    renderWithPortal(<MediaStage view={withProvider} media={withProvider.media[0]} title="A" />);
    // The first render, the server's, offers it: the page hydrates as it was rendered.
    expect(screen.getByRole('button', { name: zoom })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: zoom })).toBeNull());
    expect(proxy).toHaveBeenCalledWith(
      `http://localhost${withProvider.media[0]!.proxyUrl}?availability=`,
      expect.objectContaining({ method: 'HEAD' }),
    );
    // The viewer's own resolver had the last word: it would open the proxied original.
    expect(resolve).toHaveBeenCalled();
    expect(screen.getByTestId('item-preview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View at the providing institution/ })).toHaveAttribute(
      'href',
      withProvider.isShownAt,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('keeps it when the manifest paints an image service the viewer can open', async () => {
    proxyAnswers(204, { unavailable: true });
    resolve.mockResolvedValue('http://localhost/api/iiif/image/1/info.json');
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    await waitFor(() => expect(resolve).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: zoom })).toBeInTheDocument();
  });

  it('keeps it for an original the proxy delivers, and it opens as before', async () => {
    proxyAnswers(200);
    renderWithPortal(<MediaStage view={withProvider} media={withProvider.media[0]} title="A" />);
    await waitFor(() => expect(proxy).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(resolve).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /View at the providing institution/ })).toBeNull();
    press(zoom);
    const canvas = await screen.findByRole('application', { name: 'Zoomable image: A' });
    await waitFor(() => expect(canvas).toHaveFocus());
  });

  it('does not take the button from under the focus: it goes when the focus moves on', async () => {
    const answer = proxyAnswers(204, { unavailable: true, held: true });
    renderWithPortal(<MediaStage view={image} media={image.media[0]} title="A" />);
    const button = screen.getByRole('button', { name: zoom });
    act(() => button.focus());
    await answer();
    await waitFor(() => expect(resolve).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    act(() => button.blur());
    expect(screen.queryByRole('button', { name: zoom })).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildItemView } from '../item/item-view';
import { testApi } from '../item/test-api.fixture';
import { testRecord } from '../item/test-record.fixture';
import { renderWithPortal } from '../testing/item-test-portal';
import { DownloadControl } from './DownloadControl';

const record = testRecord({
  edmIsShownBy: 'https://remote.example.org/a.jpg',
  edmIsShownAt: 'https://museum.example.org/objects/a',
  edmRights: { def: ['http://creativecommons.org/licenses/by/4.0/'] },
});
const view = buildItemView(record, testApi, { locale: 'en' });
const media = view.media[0]!;

/** Clicks on links that reached the browser un-cancelled: the ones that would download. */
function downloadsStarted() {
  const started: string[] = [];
  const listener = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    if (!event.defaultPrevented && link.hasAttribute('download')) started.push(link.href);
    // jsdom does not navigate: stop it from trying (and logging "not implemented")
    event.preventDefault();
  };
  window.addEventListener('click', listener);
  return { started, stop: () => window.removeEventListener('click', listener) };
}

function answering(status: number) {
  const fetch = jest.fn(async () => ({ ok: status >= 200 && status < 300, status }) as Response);
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetch });
  return fetch;
}

function openDialog() {
  renderWithPortal(<DownloadControl view={view} media={media} origin="https://portal.test" />);
  fireEvent.click(screen.getByTestId('item-download'));
  return screen.getByRole('link', { name: 'Download the file', hidden: true });
}

let clicks: ReturnType<typeof downloadsStarted>;
beforeEach(() => {
  clicks = downloadsStarted();
});
afterEach(() => {
  clicks.stop();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('download control', () => {
  it('is a plain download link without JavaScript', () => {
    renderWithPortal(<DownloadControl view={view} media={media} origin="https://portal.test" />);
    const trigger = screen.getByTestId('item-download');
    expect(trigger.tagName).toBe('A');
    expect(trigger).toHaveAttribute('href', media.proxyUrl);
    expect(trigger).toHaveAttribute('download');
  });

  it('is a button that opens the download dialog, with Space as with Enter or a click', () => {
    renderWithPortal(<DownloadControl view={view} media={media} origin="https://portal.test" />);
    const trigger = screen.getByRole('button', { name: 'Download' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(
      screen.getByRole('link', { name: 'Download the file', hidden: true }),
    ).toBeInTheDocument();
  });

  it('asks the proxy first (HEAD), then lets the link download the file', async () => {
    const fetch = answering(200);
    const link = openDialog();
    expect(link).toHaveAttribute('href', media.proxyUrl);
    expect(link).toHaveAttribute('download');
    fireEvent.click(link);
    expect(fetch).toHaveBeenCalledWith(media.proxyUrl, expect.objectContaining({ method: 'HEAD' }));
    await waitFor(() => expect(clicks.started).toEqual([`http://localhost${media.proxyUrl}`]));
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
  });

  it('says the download is not working when the proxy cannot serve the media (503)', async () => {
    answering(503);
    const link = openDialog();
    fireEvent.click(link);
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('The download is not working at the moment.');
    expect(clicks.started).toEqual([]);
    // and points to where the file comes from
    expect(
      within(alert).getByRole('link', { name: /View at the providing institution/, hidden: true }),
    ).toHaveAttribute('href', view.isShownAt);
  });

  it('says so too when the proxy does not answer at all', async () => {
    const fetch = answering(200);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const link = openDialog();
    fireEvent.click(link);
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(/not working/);
    expect(clicks.started).toEqual([]);
    // a later try, once the proxy answers, downloads
    await act(async () => {
      fireEvent.click(link);
    });
    await waitFor(() => expect(clicks.started).toHaveLength(1));
  });
});

/** @jest-environment node */
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@portal/shared-kernel';
import { RemoteBoundary } from './RemoteBoundary';

function Broken(): never {
  throw new Error('remote exploded while rendering');
}

function render(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    let html = '';
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk, _encoding, callback) {
              html += chunk.toString();
              callback();
            },
            final(callback) {
              resolve({ html, errors });
              callback();
            },
          }),
        );
      },
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

describe('RemoteBoundary on the server', () => {
  it('renders the unavailable panel instead of a page that throws, and reports the error', async () => {
    const i18n = createI18n('en', {
      en: { common: { remoteUnavailable: { title: 'Unavailable', description: 'd', retry: 'r' } } },
    });
    const { html, errors } = await render(
      <I18nextProvider i18n={i18n}>
        <header>kept</header>
        <RemoteBoundary remote="mf-item">
          <Broken />
        </RemoteBoundary>
      </I18nextProvider>,
    );
    expect(html).toContain('<header>kept</header>');
    expect(html).toContain('data-remote-unavailable="mf-item"');
    expect(html).toContain('Unavailable');
    expect(errors).toHaveLength(1);
  });
});

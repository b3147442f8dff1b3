import { fireEvent, render, screen } from '@testing-library/react';
import { RootStore } from '../stores/root-store';
import { TestPortal, testPortal } from '../components/test-portal';
import { ConsentGate } from './ConsentGate';

function renderGate(url: string, stores = new RootStore()) {
  render(
    <TestPortal portal={testPortal('en', stores)}>
      <ConsentGate url={url}>
        <iframe title="embedded video" src={url} />
      </ConsentGate>
    </TestPortal>,
  );
  return stores;
}

describe('ConsentGate', () => {
  it('blocks an embed until its service is allowed, then loads it', () => {
    const stores = renderGate('https://www.youtube.com/embed/abc');
    expect(screen.queryByTitle('embedded video')).not.toBeInTheDocument();
    expect(screen.getByText(/provided by YouTube/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load content from YouTube' }));
    expect(screen.getByTitle('embedded video')).toBeInTheDocument();
    expect(stores.consent.allows('youTube')).toBe(true);
  });

  it('renders at once when the stored choice allows the service', () => {
    renderGate(
      'https://vimeo.com/1',
      new RootStore({ consent: { choice: { allowed: ['vimeo'] } } }),
    );
    expect(screen.getByTitle('embedded video')).toBeInTheDocument();
  });

  it('keeps unknown providers blocked and offers the cookie settings', () => {
    const stores = renderGate('https://tracker.example/embed');
    expect(screen.queryByTitle('embedded video')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load content/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(stores.consent.dialogOpen).toBe(true);
  });
});

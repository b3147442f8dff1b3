import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFullScreen } from './use-full-screen';

function Frame() {
  const ref = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(ref);
  return (
    <div ref={ref} data-testid="frame">
      {fullScreen.available ? (
        <button type="button" aria-pressed={fullScreen.active} onClick={fullScreen.toggle}>
          Full screen
        </button>
      ) : null}
    </div>
  );
}

describe('useFullScreen', () => {
  let fullscreenElement: Element | null = null;
  const setFullScreen = (element: Element | null) => {
    fullscreenElement = element;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };

  beforeEach(() => {
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    document.exitFullscreen = jest.fn(() => setFullScreen(null));
    HTMLElement.prototype.requestFullscreen = jest.fn(function (this: HTMLElement) {
      return setFullScreen(this);
    });
  });

  afterEach(() => {
    fullscreenElement = null;
    delete (document as Partial<Document>).exitFullscreen;
    delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
  });

  it('shows the whole frame full screen (its buttons with it) and leaves it again', async () => {
    render(<Frame />);
    const button = screen.getByRole('button', { name: 'Full screen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(button));
    expect(fullscreenElement).toBe(screen.getByTestId('frame'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(button));
    expect(document.exitFullscreen).toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the browser when full screen ends another way (Escape)', async () => {
    render(<Frame />);
    const button = screen.getByRole('button', { name: 'Full screen' });
    await act(async () => fireEvent.click(button));
    await act(async () => void setFullScreen(null));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers no full screen where the browser has none for elements', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    render(<Frame />);
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});

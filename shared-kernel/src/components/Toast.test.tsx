import { act, render, screen } from '@testing-library/react';
import { ToastStore } from '../stores/toast-store';
import { Toaster } from './Toast';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts in a live region without a close button and hides them after 5 s', () => {
    const store = new ToastStore();
    render(<Toaster store={store} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => {
      store.show('Welcome back', 'success');
    });
    expect(region).toHaveTextContent('Welcome back');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(region).toHaveTextContent('Welcome back');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(region).not.toHaveTextContent('Welcome back');
  });
});

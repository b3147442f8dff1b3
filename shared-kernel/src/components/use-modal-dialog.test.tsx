import { render } from '@testing-library/react';
import { useModalDialog } from './use-modal-dialog';

function Probe({ open }: { open: boolean }) {
  const ref = useModalDialog(open);
  return <dialog ref={ref} aria-label="probe" />;
}

describe('useModalDialog', () => {
  it('shows the dialog as a modal when open and closes it when not', () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const { container, rerender } = render(<Probe open={false} />);
      const dialog = container.querySelector('dialog')!;
      expect(showModal).not.toHaveBeenCalled();
      rerender(<Probe open />);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog.open).toBe(true);
      rerender(<Probe open />);
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(<Probe open={false} />);
      expect(close).toHaveBeenCalledTimes(1);
      expect(dialog.open).toBe(false);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });

  it('falls back to the open attribute where the browser has no showModal', () => {
    const { container, rerender } = render(<Probe open />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).toHaveAttribute('open');
    rerender(<Probe open={false} />);
    expect(dialog).not.toHaveAttribute('open');
  });
});

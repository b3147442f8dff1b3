import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { TestPortal } from './test-portal';

function Example({ hideClose = false }: { hideClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <TestPortal>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        title="Details"
        onClose={() => setOpen(false)}
        hideClose={hideClose}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Body text</p>
      </Modal>
    </TestPortal>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog and closes with its close button', () => {
    render(<Example />);
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Body text')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
    // Closed, its heading is gone: no name pointing at a missing id.
    expect(dialog).not.toHaveAttribute('aria-labelledby');
  });

  it('closes on Escape (the dialog cancel event) unless the close is hidden', () => {
    const { unmount } = render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
    unmount();

    render(<Example hideClose />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByText('Body text')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/item-test-portal';
import { CopyField } from './CopyField';

describe('CopyField', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.resolve()) } });
  });
  afterEach(() => jest.useRealTimers());

  const copyOnce = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    // Emptied at once, said again a moment later.
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      jest.advanceTimersByTime(150);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  };

  it('says each copy in its live region, the second as well as the first', async () => {
    renderWithPortal(
      <CopyField
        label="Link"
        value="https://portal.test/en/item/1/a"
        rows={1}
        copyLabel="Copy"
        copiedLabel="Copied"
      />,
    );
    await copyOnce();
    await copyOnce();
    expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(2);
  });

  it('keeps a one-line field on one line, scrolling instead of wrapping', () => {
    renderWithPortal(
      <CopyField label="Link" value="x" rows={1} copyLabel="Copy" copiedLabel="Copied" />,
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveAttribute('wrap', 'off');
    renderWithPortal(<CopyField label="Code" value="y" copyLabel="Copy it" copiedLabel="Copied" />);
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('wrap');
  });

  it('describes the field by its help text', () => {
    renderWithPortal(
      <CopyField
        label="Attribution"
        value="Cliffs, Turner"
        help="Credit it like this:"
        copyLabel="Copy"
        copiedLabel="Copied"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Attribution' })).toHaveAccessibleDescription(
      'Credit it like this:',
    );
  });
});

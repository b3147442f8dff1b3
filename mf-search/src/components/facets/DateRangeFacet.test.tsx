import { fireEvent, render, screen } from '@testing-library/react';
import { DateRangeFacet, isReversedRange } from './DateRangeFacet';
import { createTestPortal, PortalProviders } from '../../testing/test-portal';

function setup(value: string | undefined) {
  const portal = createTestPortal();
  const onApply = jest.fn();
  const ui = (current: string | undefined) => (
    <PortalProviders portal={portal}>
      <DateRangeFacet title="Date issued" value={current} onApply={onApply} />
    </PortalProviders>
  );
  const { rerender } = render(ui(value));
  return {
    onApply,
    setValue: (next: string | undefined) => rerender(ui(next)),
    from: () => screen.getByLabelText('From') as HTMLInputElement,
    to: () => screen.getByLabelText('To') as HTMLInputElement,
    apply: () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })),
  };
}

describe('DateRangeFacet', () => {
  it('follows the filter when it is removed or changed elsewhere', () => {
    const { setValue, from, to } = setup('[1800 TO 1900]');
    expect(from()).toHaveValue('1800');
    expect(to()).toHaveValue('1900');
    setValue(undefined);
    expect(from()).toHaveValue('');
    expect(to()).toHaveValue('');
    setValue('1750');
    expect(from()).toHaveValue('1750');
    expect(to()).toHaveValue('1750');
  });

  it('drops an error shown for the old filter when the filter changes elsewhere', () => {
    const { setValue, from, apply } = setup('[1800 TO 1900]');
    fireEvent.change(from(), { target: { value: 'soon' } });
    apply();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    setValue(undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(from()).not.toHaveAttribute('aria-invalid');
  });

  it('says the expected form before anything is wrong, and marks only the box at fault', () => {
    const { onApply, from, to, apply } = setup(undefined);
    expect(from()).toHaveAccessibleDescription(
      'Enter a year such as 1900, or a date such as 1900-05-31.',
    );
    expect(to()).toHaveAccessibleDescription(
      'Enter a year such as 1900, or a date such as 1900-05-31.',
    );
    fireEvent.change(from(), { target: { value: '99999' } });
    apply();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a year such as 1900');
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(to()).not.toHaveAttribute('aria-invalid');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps the focus in the form when its filter is cleared (the Clear button goes)', () => {
    const { onApply, setValue, from } = setup('[1800 TO 1900]');
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.click(clear);
    expect(onApply).toHaveBeenCalledWith(undefined);
    setValue(undefined);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(from()).toHaveFocus();
  });

  it('refuses a range that ends before it starts', () => {
    const { onApply, from, to, apply } = setup(undefined);
    fireEvent.change(from(), { target: { value: '1900' } });
    fireEvent.change(to(), { target: { value: '1800' } });
    apply();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be later than the end date.',
    );
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(to()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).toHaveAccessibleDescription(
      'The start date must not be later than the end date.',
    );
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(to(), { target: { value: '1950' } });
    apply();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onApply).toHaveBeenCalledWith('[1900 TO 1950]');
  });

  it('accepts open ends and a single date', () => {
    const { onApply, from, to, apply } = setup(undefined);
    fireEvent.change(to(), { target: { value: '-500' } });
    apply();
    expect(onApply).toHaveBeenLastCalledWith('[* TO -500]');
    fireEvent.change(from(), { target: { value: '-500' } });
    apply();
    expect(onApply).toHaveBeenLastCalledWith('-500');
  });

  it('compares years as numbers, then months and days', () => {
    expect(isReversedRange('1900', '1800')).toBe(true);
    expect(isReversedRange('1800', '1900')).toBe(false);
    expect(isReversedRange('-100', '-500')).toBe(true);
    expect(isReversedRange('-500', '-100')).toBe(false);
    expect(isReversedRange('-500', '100')).toBe(false);
    expect(isReversedRange('999', '1000')).toBe(false);
    expect(isReversedRange('1000', '999')).toBe(true);
    expect(isReversedRange('1900-05', '1900-04')).toBe(true);
    expect(isReversedRange('1900-05-31', '1900-05-01')).toBe(true);
    expect(isReversedRange('1900-05-01', '1900-05-31')).toBe(false);
    expect(isReversedRange('1900-12', '1901-01-01')).toBe(false);
    expect(isReversedRange('1901', '1900-12-31')).toBe(true);
    // A year and a date within it overlap.
    expect(isReversedRange('1900-05', '1900')).toBe(false);
    expect(isReversedRange('1900', '1900-05-31')).toBe(false);
  });
});

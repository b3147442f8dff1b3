import { fireEvent, render, screen } from '@testing-library/react';
import { colours } from '../theme/tokens';
import { Button, buttonLinkStyles } from './Button';

describe('Button', () => {
  it('is a plain button by default (never submits a form by accident)', () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked and passes clicks on', () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" variant="secondary" onClick={onClick}>
        Go
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('names an icon button by its label', () => {
    render(
      <Button variant="icon" aria-label="Close">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('does not fire when disabled', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Wait
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wait' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('buttonLinkStyles', () => {
  it('gives links the primary and secondary button colours and a 44 px target', () => {
    const primary = buttonLinkStyles('primary');
    const secondary = buttonLinkStyles('secondary');
    expect(primary).toContain(`background: ${colours.accent};`);
    expect(primary).toContain(`color: ${colours.onAccent};`);
    expect(secondary).toContain(`background: ${colours.surface};`);
    expect(secondary).toContain(`border: 1px solid ${colours.textSecondary};`);
    for (const css of [primary, secondary]) expect(css).toContain('min-height: 44px;');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    render(
      <Tooltip text="Show filters">
        <button type="button">F</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'F' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    return { trigger, tip };
  }

  it('describes its trigger and shows 300 ms after focus', () => {
    const { trigger, tip } = setup();
    expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    expect(tip).not.toBeVisible();
    fireEvent.focus(trigger);
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(tip).not.toBeVisible();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(tip).toBeVisible();
  });

  it('hides 50 ms after the pointer leaves, and at once on Escape', () => {
    const { trigger, tip } = setup();
    fireEvent.mouseEnter(trigger.parentElement!);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(tip).toBeVisible();
    fireEvent.mouseLeave(trigger.parentElement!);
    act(() => {
      jest.advanceTimersByTime(49);
    });
    expect(tip).toBeVisible();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(tip).not.toBeVisible();

    fireEvent.focus(trigger);
    act(() => {
      jest.advanceTimersByTime(300);
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip).not.toBeVisible();
  });
});

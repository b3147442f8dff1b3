import { fireEvent, render, screen } from '@testing-library/react';
import { Dropdown } from './Dropdown';

function setup() {
  const onPick = jest.fn();
  render(
    <div>
      <p>outside</p>
      <a href="#next">Next link</a>
      <Dropdown
        label="More"
        items={[
          { key: 'a', content: <a href="#a">First</a> },
          {
            key: 'b',
            content: (
              <button type="button" onClick={onPick}>
                Second
              </button>
            ),
          },
        ]}
      />
    </div>,
  );
  return { toggle: screen.getByRole('button', { name: 'More' }), onPick };
}

describe('Dropdown', () => {
  it('toggles its list and reports the state', () => {
    const { toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'First' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'First' })).toBeVisible();
  });

  it('renders no entries while closed, and its list stays the target of the toggle', () => {
    const { toggle } = setup();
    const list = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(list).not.toBeNull();
    expect(list!.children).toHaveLength(0);
    fireEvent.click(toggle);
    expect(list!.children).toHaveLength(2);
  });

  it('closes on Escape (focus back on the toggle), a click outside, or a choice', () => {
    const { toggle, onPick } = setup();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(onPick).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the focus leaves it, not when it moves within it', () => {
    const { toggle } = setup();
    fireEvent.click(toggle);
    const first = screen.getByRole('link', { name: 'First' });
    fireEvent.blur(toggle, { relatedTarget: first });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(first, { relatedTarget: screen.getByRole('link', { name: 'Next link' }) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

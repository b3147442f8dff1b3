import { fireEvent, render, screen } from '@testing-library/react';
import { RadioFacet } from './RadioFacet';
import { createTestPortal, PortalProviders } from '../../testing/test-portal';

const options = [
  { value: 'art', label: 'Art', count: 10 },
  { value: 'music', label: 'Music', count: 20 },
  { value: 'maps', label: 'Maps', count: 30 },
];

function setup(selected: string | undefined = 'art') {
  const portal = createTestPortal();
  const onSelect = jest.fn();
  const ui = (current: string | undefined) => (
    <PortalProviders portal={portal}>
      <RadioFacet
        name="collection"
        title="Collection"
        options={options}
        selected={current}
        onSelect={onSelect}
      />
      <button type="button">Elsewhere</button>
    </PortalProviders>
  );
  const { rerender } = render(ui(selected));
  return { onSelect, setSelected: (next: string | undefined) => rerender(ui(next)) };
}

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

/** What a browser does on an arrow key: the key goes to the focused radio, the next one checks. */
function arrowTo(from: HTMLElement, to: HTMLElement, key = 'ArrowDown') {
  fireEvent.keyDown(from, { key });
  fireEvent.click(to);
}

describe('RadioFacet', () => {
  it('applies an option chosen with the pointer at once', () => {
    const { onSelect } = setup();
    fireEvent.click(radio('Music'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('music');
  });

  it('applies "Any" as no value', () => {
    const { onSelect } = setup();
    fireEvent.click(radio('Any'));
    expect(onSelect).toHaveBeenCalledWith(undefined);
  });

  it('only moves a pending choice with the arrow keys, and applies it on Enter', () => {
    const { onSelect } = setup();
    arrowTo(radio('Art'), radio('Music'));
    expect(radio('Music')).toBeChecked();
    expect(radio('Art')).not.toBeChecked();
    arrowTo(radio('Music'), radio('Maps'));
    expect(radio('Maps')).toBeChecked();
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(radio('Maps'), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('maps');
  });

  it('treats the click and change events after an arrow key as a keyboard move', () => {
    const { onSelect } = setup();
    fireEvent.keyDown(radio('Art'), { key: 'ArrowUp' });
    fireEvent.click(radio('Any'));
    fireEvent.change(radio('Any'), { target: { checked: true } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(radio('Any')).toBeChecked();
  });

  it('applies the pending choice on Space', () => {
    const { onSelect } = setup();
    arrowTo(radio('Art'), radio('Music'));
    fireEvent.keyDown(radio('Music'), { key: ' ' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('music');
  });

  it('applies the pending choice when focus leaves the group, not when it moves within', () => {
    const { onSelect } = setup();
    arrowTo(radio('Art'), radio('Music'));
    fireEvent.blur(radio('Art'), { relatedTarget: radio('Music') });
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.blur(radio('Music'), {
      relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }),
    });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('music');
  });

  it('applies nothing when the keyboard comes back to the applied option', () => {
    const { onSelect } = setup();
    arrowTo(radio('Art'), radio('Music'));
    arrowTo(radio('Music'), radio('Art'), 'ArrowUp');
    fireEvent.keyDown(radio('Art'), { key: 'Enter' });
    fireEvent.blur(radio('Art'), { relatedTarget: null });
    expect(onSelect).not.toHaveBeenCalled();
    expect(radio('Art')).toBeChecked();
  });

  it('applies a pending choice once, and shows the selection as it changes', () => {
    const { onSelect, setSelected } = setup();
    arrowTo(radio('Art'), radio('Music'));
    fireEvent.keyDown(radio('Music'), { key: 'Enter' });
    fireEvent.blur(radio('Music'), { relatedTarget: null });
    expect(onSelect).toHaveBeenCalledTimes(1);
    setSelected('music');
    expect(radio('Music')).toBeChecked();
    setSelected(undefined);
    expect(radio('Any')).toBeChecked();
  });

  it('applies a pending option when it is clicked', () => {
    const { onSelect } = setup();
    arrowTo(radio('Art'), radio('Music'));
    fireEvent.keyUp(radio('Music'), { key: 'ArrowDown' });
    fireEvent.click(radio('Music'));
    expect(onSelect).toHaveBeenCalledWith('music');
  });

  it('tells keyboard users how to apply a choice', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Collection' })).toHaveAccessibleDescription(
      'Choose with the arrow keys, then press Enter or Space to apply.',
    );
  });
});

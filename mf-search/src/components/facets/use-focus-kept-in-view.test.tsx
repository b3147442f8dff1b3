import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusKeptInView } from './use-focus-kept-in-view';

function Sidebar({ counts }: { counts: number }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusKeptInView(root, counts);
  return (
    <>
      <button type="button">outside</button>
      <div ref={root}>
        <input type="checkbox" aria-label={`value (${counts})`} />
      </div>
    </>
  );
}

describe('useFocusKeptInView', () => {
  const scrolled: Array<[Element, unknown]> = [];
  beforeAll(() => {
    HTMLElement.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push([this, options]);
    };
  });
  afterAll(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('scrolls the focused control of the sidebar into view, by the least, when the facets change', () => {
    const { rerender, getByRole } = render(<Sidebar counts={1} />);
    const box = getByRole('checkbox');
    box.focus();
    rerender(<Sidebar counts={2} />);
    expect(scrolled).toEqual([[box, { block: 'nearest' }]]);
    // Nothing changed: nothing scrolls.
    rerender(<Sidebar counts={2} />);
    expect(scrolled).toHaveLength(1);
  });

  it('leaves the page alone when focus is elsewhere', () => {
    const { rerender, getByRole } = render(<Sidebar counts={1} />);
    getByRole('button').focus();
    rerender(<Sidebar counts={2} />);
    expect(scrolled).toEqual([]);
  });
});

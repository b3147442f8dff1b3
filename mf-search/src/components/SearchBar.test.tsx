import { act, fireEvent, render, screen } from '@testing-library/react';
import { SUGGEST_DEBOUNCE_MS } from './use-entity-suggestions';
import { SearchBar } from './SearchBar';
import { createTestPortal, currentLocation, fakeFetch, TestApp } from '../testing/test-portal';
import type { SearchRequest } from '../domain/search-request';

const suggestions = {
  type: 'ResultPage',
  total: 2,
  items: [
    {
      id: 'http://data.europeana.eu/agent/55218923550599',
      type: 'Agent',
      prefLabel: { en: 'Joseph Mallord William Turner' },
    },
    {
      id: 'http://data.europeana.eu/concept/48886103971852',
      type: 'Concept',
      prefLabel: { en: 'urn' },
    },
  ],
};

function setup(request: SearchRequest | null = null) {
  const api = fakeFetch({ '/api/entity/suggest': () => suggestions });
  const portal = createTestPortal({ fetch: api.fetch });
  render(
    <TestApp portal={portal}>
      <SearchBar request={request} />
    </TestApp>,
  );
  return {
    calls: api.calls,
    input: screen.getByRole('combobox', { name: 'Search the collections' }),
  };
}

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS + 10);
  });
  // let the fake fetch answer (a few promise hops)
  await act(async () => {
    for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
  });
}

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a search form whose input is a collapsed combobox', () => {
    const { input } = setup();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/en/search');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute(
      'role',
      'listbox',
    );
  });

  it('asks the Entity API for suggestions in the page language after a pause', async () => {
    const { input, calls } = setup();
    await typeAndWait(input, 'turn');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Joseph Mallord William TurnerPerson',
      'urnTopic',
    ]);
    const call = calls.find((url) => url.pathname === '/api/entity/suggest')!;
    expect(call.searchParams.get('text')).toBe('turn');
    expect(call.searchParams.get('language')).toBe('en');
    expect(screen.getByText(/2 suggestions/)).toBeInTheDocument();
  });

  it('does not ask for one letter', async () => {
    const { input, calls } = setup();
    await typeAndWait(input, 't');
    expect(calls).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('brings the option the arrow keys reach into sight', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { input } = setup();
      await typeAndWait(input, 'turn');
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(scrolled).toEqual(screen.getAllByRole('option').slice(0, 2));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('is usable with the keyboard alone: arrows choose, Enter opens, Escape closes', async () => {
    const { input } = setup();
    await typeAndWait(input, 'turn');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // wraps around to the first option
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(currentLocation()).toBe(
      '/en/collections/person/55218923550599-joseph-mallord-william-turner',
    );
  });

  it('opens a suggestion on click', async () => {
    const { input } = setup();
    await typeAndWait(input, 'urn');
    fireEvent.click(screen.getAllByRole('option')[1]!);
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(currentLocation()).toBe('/en/collections/topic/48886103971852-urn');
  });

  it('keeps the filters of the current search for a new query', () => {
    setup({
      query: 'turner',
      page: 2,
      qf: ['TYPE:"IMAGE"'],
      reusability: ['open'],
      api: 'fulltext',
      qa: ['who:x'],
    });
    const form = screen.getByRole('search') as HTMLFormElement;
    const data = new FormData(form);
    expect(data.get('query')).toBe('turner');
    expect(data.getAll('qf')).toEqual(['TYPE:"IMAGE"']);
    expect(data.get('reusability')).toBe('open');
    expect(data.get('api')).toBe('fulltext');
    expect(data.getAll('qa')).toEqual(['who:x']);
    expect(data.get('page')).toBeNull();
  });
});

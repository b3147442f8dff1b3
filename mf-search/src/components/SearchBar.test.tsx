import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  ENTITY_SUGGEST_PAGE,
  typeAndAwaitSuggestions,
} from '@portal/shared-kernel/src/test-fixtures/entity-suggest';
import { SearchBar } from './SearchBar';
import { createTestPortal, currentLocation, fakeFetch, TestApp } from '../testing/test-portal';
import type { SearchRequest } from '../domain/search-request';

function setup(request: SearchRequest | null = null) {
  const api = fakeFetch({ '/api/entity/suggest': () => ENTITY_SUGGEST_PAGE });
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

// The combobox itself (keys, debounce, failures) is tested with shared-kernel's EntitySuggestInput.
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
    await typeAndAwaitSuggestions(input, 'turn');
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

  it('opens a chosen suggestion, and Escape with the list closed empties the box', async () => {
    const { input } = setup();
    await typeAndAwaitSuggestions(input, 'turn');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('turn');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');

    await typeAndAwaitSuggestions(input, 'urn');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
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

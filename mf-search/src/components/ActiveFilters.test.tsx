import { fireEvent, render, screen, within } from '@testing-library/react';
import { ActiveFilters } from './ActiveFilters';
import { MemoryRouter } from 'react-router-dom';
import { createTestPortal, PortalProviders, ROUTER_FUTURE, TestApp } from '../testing/test-portal';
import type { SearchRequest } from '../domain/search-request';

const request: SearchRequest = {
  query: 'sea',
  page: 4,
  qf: ['TYPE:"IMAGE"', 'RIGHTS:"http://creativecommons.org/publicdomain/zero/1.0/"', 'who:turner'],
  reusability: ['open'],
  api: 'fulltext',
  qa: ['what:ship'],
};

/** The chips beside the page's filter button, where the focus goes once no chip is left. */
function pageWithFilterButton() {
  const portal = createTestPortal();
  return (shown: SearchRequest) => (
    <PortalProviders portal={portal}>
      <MemoryRouter initialEntries={['/en/search']} future={ROUTER_FUTURE}>
        <button type="button" aria-controls="search-sidebar">
          Filters
        </button>
        <ActiveFilters request={shown} />
      </MemoryRouter>
    </PortalProviders>
  );
}

describe('ActiveFilters', () => {
  it('shows each filter as a chip whose removal links to the search without it', () => {
    render(
      <TestApp portal={createTestPortal()}>
        <ActiveFilters request={request} />
      </TestApp>,
    );
    const list = screen.getByRole('list', { name: 'Active filters' });
    const chips = within(list)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      'Type of media: Image',
      'Rights statement: CC0',
      'who:turner',
      'Can I reuse this? Yes',
      'Search in: Full text',
      'what:ship',
    ]);
    const remove = screen.getByRole('link', { name: 'Remove Type of media: Image' });
    const url = new URL(remove.getAttribute('href')!, 'http://x');
    expect(url.searchParams.getAll('qf')).toEqual([request.qf[1], request.qf[2]]);
    expect(url.searchParams.get('page')).toBeNull();
    expect(url.searchParams.get('reusability')).toBe('open');
  });

  it('clears all filters and keeps the query', () => {
    render(
      <TestApp portal={createTestPortal()}>
        <ActiveFilters request={request} />
      </TestApp>,
    );
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/en/search?query=sea',
    );
  });

  it('shows nothing without filters', () => {
    const { container } = render(
      <TestApp portal={createTestPortal()}>
        <ActiveFilters request={{ ...request, qf: [], reusability: [], api: null, qa: [] }} />
      </TestApp>,
    );
    expect(container.querySelector('[data-chip]')).toBeNull();
  });

  it('keeps the focus on the chips when one is removed, then on the filter button', () => {
    const page = pageWithFilterButton();
    const two = {
      ...request,
      qf: ['TYPE:"IMAGE"', 'who:turner'],
      reusability: [],
      api: null,
      qa: [],
    };
    const { rerender } = render(page(two));
    fireEvent.click(screen.getByRole('link', { name: 'Remove Type of media: Image' }));
    rerender(page({ ...two, qf: ['who:turner'] }));
    expect(screen.getByRole('link', { name: 'Remove who:turner' })).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Remove who:turner' }));
    rerender(page({ ...two, qf: [] }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('puts the focus on the filter button after "Clear all filters", which goes with the chips', () => {
    const page = pageWithFilterButton();
    const { rerender } = render(page(request));
    fireEvent.click(screen.getByRole('link', { name: 'Clear all filters' }));
    rerender(page({ ...request, qf: [], reusability: [], api: null, qa: [] }));
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestPortal, TestApp } from '../testing/test-portal';
import type { SearchRequest } from '../domain/search-request';
import { FilterToggle } from './FilterToggle';
import { SearchSidebar } from './SearchSidebar';

const request: SearchRequest = {
  query: 'sea',
  page: 1,
  qf: [],
  reusability: [],
  api: null,
  qa: [],
};

describe('SearchSidebar', () => {
  it('takes the focus when opened and gives it back to the filter button when closed', async () => {
    const portal = createTestPortal();
    render(
      <TestApp portal={portal}>
        <FilterToggle />
        <SearchSidebar request={request} />
      </TestApp>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close filters' });
    close.focus();
    await act(async () => fireEvent.click(close));
    expect(portal.stores.search.showSearchSidebar).toBe(false);
    expect(toggle).toHaveFocus();
    // Closed, its heading is gone: no name pointing at a missing id.
    expect(document.getElementById('search-sidebar')).not.toHaveAttribute('aria-labelledby');
  });
});

import { SearchStore } from './search-store';

describe('SearchStore snapshots', () => {
  it('carry what the search page sets for the header, so the browser hydrates the same header', () => {
    const server = new SearchStore({ view: 'list' });
    server.setActive(true);
    server.setShowSidebarToggle(true);
    server.setTotalResults(1234);
    server.setFiltersApplied(true);
    const browser = new SearchStore(JSON.parse(JSON.stringify(server.snapshot())));
    expect(browser).toMatchObject({
      view: 'list',
      active: true,
      showSidebarToggle: true,
      totalResults: 1234,
      filtersApplied: true,
    });
  });

  it('ignores values of the wrong shape', () => {
    const store = new SearchStore({
      view: 'cards' as never,
      totalResults: -1,
      active: 'yes' as never,
    });
    expect(store).toMatchObject({ view: 'grid', totalResults: null, active: false });
  });
});

import {
  SITE_SEARCH_EVENT,
  siteSearchEvent,
  trackSiteSearch,
  type SiteSearchEvent,
} from './search-tracking';

describe('site search tracking', () => {
  it('has one keyword for the query and one per qa rule, with the results count', () => {
    expect(
      siteSearchEvent({ query: 'turner', qa: ['who:turner', 'what:sea'], qf: [] }, 997),
    ).toEqual({
      keywords: ['turner', 'who:turner', 'what:sea'],
      category: false,
      resultsCount: 997,
    });
  });

  it('tracks an empty query as *:*', () => {
    expect(siteSearchEvent({ query: '  ', qa: [], qf: [] }, 3440).keywords).toEqual(['*:*']);
  });

  it('uses the thematic collection as category', () => {
    expect(siteSearchEvent({ query: 'x', qa: [], qf: ['collection:art'] }, 1).category).toBe('art');
  });

  it('pushes one trackSiteSearch per keyword to Matomo and dispatches a DOM event', () => {
    const pushed: unknown[][] = [];
    (window as unknown as { _paq: { push(c: unknown[]): void } })._paq = {
      push: (command) => pushed.push(command),
    };
    const seen: SiteSearchEvent[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<SiteSearchEvent>).detail);
    window.addEventListener(SITE_SEARCH_EVENT, listener);
    const event = siteSearchEvent({ query: '', qa: ['who:x'], qf: [] }, 0);
    trackSiteSearch(event);
    window.removeEventListener(SITE_SEARCH_EVENT, listener);
    delete (window as unknown as { _paq?: unknown })._paq;
    expect(pushed).toEqual([
      ['trackSiteSearch', '*:*', false, 0],
      ['trackSiteSearch', 'who:x', false, 0],
    ]);
    expect(seen).toEqual([event]);
  });
});

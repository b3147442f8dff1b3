import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LocaleCode } from '@portal/shared-kernel';
import { SITE_SEARCH_EVENT, type SiteSearchEvent } from '../../domain/search-tracking';
import { createTestPortal, PortalProviders, ROUTER_FUTURE } from '../../testing/test-portal';
import type { SearchData } from './search.loader';
import { SearchPage } from './SearchPage';
import '@portal/shared-kernel/src/test-fixtures/request-polyfill';

const data: SearchData = {
  request: { query: 'turner', page: 2, qf: ['TYPE:"IMAGE"'], reusability: [], api: null, qa: [] },
  results: [{ id: '/1/a', type: 'IMAGE', title: { text: 'Cliffs', lang: 'en' } }],
  totalResults: 997,
  totalPages: 42,
  lastAvailablePage: false,
  related: [
    {
      id: 'http://data.europeana.eu/agent/1',
      type: 'Agent',
      label: 'Turner',
      to: '/en/collections/person/1-turner',
    },
  ],
  translation: 'off',
  escapedQuery: false,
  fulltextUnavailable: false,
};

function renderPage(loaderData: SearchData = data, locale: LocaleCode = 'en') {
  const portal = createTestPortal({ locale });
  const router = createMemoryRouter(
    [
      { id: 'search', path: `/${locale}/search`, loader: () => loaderData, Component: SearchPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [`/${locale}/search?query=turner&page=2`],
      future: ROUTER_FUTURE,
      hydrationData: { loaderData: { search: loaderData } },
    },
  );
  const view = render(
    <PortalProviders portal={portal}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </PortalProviders>,
  );
  return { portal, router, view };
}

describe('SearchPage', () => {
  it('shows the query, the number of results, the results and related collections', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “turner”');
    expect(screen.getByRole('status')).toHaveTextContent('997 results');
    expect(screen.getByRole('link', { name: 'Cliffs' })).toHaveAttribute('href', '/en/item/1/a');
    expect(screen.getByRole('link', { name: /Turner\s*Person/ })).toHaveAttribute(
      'href',
      '/en/collections/person/1-turner',
    );
    expect(screen.getByRole('combobox')).toHaveValue('turner');
  });

  it('pages with plain links that keep the search', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.querySelector('[aria-current=page]')).toHaveTextContent('2');
    const next = screen.getByRole('link', { name: /Next/ });
    const url = new URL(next.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/en/search');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.getAll('qf')).toEqual(['TYPE:"IMAGE"']);
    expect(screen.getByRole('link', { name: 'Page 42' })).toBeInTheDocument();
  });

  it('sends one site-search event for the results shown', () => {
    const events: SiteSearchEvent[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<SiteSearchEvent>).detail);
    window.addEventListener(SITE_SEARCH_EVENT, listener);
    renderPage();
    window.removeEventListener(SITE_SEARCH_EVENT, listener);
    expect(events).toEqual([{ keywords: ['turner'], category: false, resultsCount: 997 }]);
  });

  it('opens the filter sidebar from its toggle and marks applied filters', async () => {
    const { portal } = renderPage();
    act(() => portal.stores.search.setFiltersApplied(true));
    const toggle = await screen.findByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAccessibleName('Filters (filters applied)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    // the facets are a chunk of their own: let it load
    await act(async () => {
      for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(portal.stores.search.showSearchSidebar).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
  });

  it('resets the search state for the header when the page is left', async () => {
    const { portal, router } = renderPage();
    portal.stores.search.setActive(true);
    portal.stores.search.setShowSidebarToggle(true);
    await act(async () => {
      await router.navigate('/en/elsewhere');
    });
    expect(portal.stores.search).toMatchObject({
      active: false,
      showSidebarToggle: false,
      totalResults: null,
    });
  });

  it('shows the no-results page with suggestions', () => {
    renderPage({ ...data, results: [], totalResults: 0, totalPages: 0, related: [] });
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'search again without filters,' })).toHaveAttribute(
      'href',
      '/en/search?query=turner',
    );
    expect(document.querySelector('[data-illustration=searchResultsNotFound]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('invites anonymous visitors on other languages to log in for multilingual search', () => {
    renderPage(data, 'de');
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toMatch(/^\/de\/account\/login\?redirect=/);
  });

  it('needs no invitation in English', () => {
    renderPage();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

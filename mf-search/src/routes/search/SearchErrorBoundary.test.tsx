import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl } from 'react-router-dom';
import { createTestPortal, PortalProviders, ROUTER_FUTURE } from '../../testing/test-portal';
import '@portal/shared-kernel/src/test-fixtures/request-polyfill';
import { INVALID_FILTER_CODE, INVALID_QUERY_CODE, PAGINATION_LIMIT_CODE } from './search.loader';
import { SearchErrorBoundary } from './SearchErrorBoundary';

function renderError(error: unknown, path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'search',
        path: '/en/search',
        loader: () => null,
        Component: () => null,
        ErrorBoundary: SearchErrorBoundary,
      },
    ],
    {
      initialEntries: [path],
      future: ROUTER_FUTURE,
      hydrationData: { loaderData: {}, errors: { search: error } },
    },
  );
  render(
    <PortalProviders portal={createTestPortal()}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </PortalProviders>,
  );
}

describe('SearchErrorBoundary', () => {
  it('explains the page limit and links to the last page of the same search', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(400, 'Bad Request', { code: PAGINATION_LIMIT_CODE }),
      '/en/search?query=cat&page=50&qf=TYPE%3A%22IMAGE%22',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page limit exceeded');
    expect(screen.getByText('Only the first 1,000 results can be viewed.')).toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Go to the last page of results' });
    const url = new URL(last.getAttribute('href')!, 'http://x');
    expect(url.searchParams.get('page')).toBe('42');
    expect(url.searchParams.get('query')).toBe('cat');
    expect(url.searchParams.getAll('qf')).toEqual(['TYPE:"IMAGE"']);
    // the visitor can search again from here
    expect(screen.getByRole('combobox')).toHaveValue('cat');
    // explained in the page's words only: no untranslated message from the loader
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to the last page the search has when the loader counted it', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(400, 'Bad Request', {
        code: PAGINATION_LIMIT_CODE,
        lastPage: 5,
      }),
      '/en/search?query=goya&page=43',
    );
    const last = screen.getByRole('link', { name: 'Go to the last page of results' });
    expect(new URL(last.getAttribute('href')!, 'http://x').searchParams.get('page')).toBe('5');
  });

  it('offers no last page when the search finds nothing', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(400, 'Bad Request', {
        code: PAGINATION_LIMIT_CODE,
        lastPage: 0,
      }),
      '/en/search?query=zzz&page=43',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page limit exceeded');
    expect(screen.queryByRole('link', { name: /last page/ })).toBeNull();
  });

  it('asks for a shorter search when the query is too long or costly to run', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(400, 'Bad Request', { code: INVALID_QUERY_CODE }),
      '/en/search?query=a*%20OR%20b*',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This search is too long');
    expect(screen.getByText(/too many words or wildcards/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // the search bar stays, with the query to shorten
    expect(screen.getByRole('combobox', { name: 'Search the collections' })).toHaveValue(
      'a* OR b*',
    );
  });

  it('says a filter of the address cannot be read, and links to the search without filters', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(400, 'Bad Request', { code: INVALID_FILTER_CODE }),
      '/en/search?query=cat&qf=proxy_dcterms_issued:-500',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A filter of this search cannot be read',
    );
    const link = screen.getByRole('link', { name: 'Search without the filters' });
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect([
      target.pathname,
      target.searchParams.get('query'),
      target.searchParams.get('qf'),
    ]).toEqual(['/en/search', 'cat', null]);
  });

  it('shows other failures with their message', () => {
    renderError(
      new UNSAFE_ErrorResponseImpl(503, 'Unavailable', { message: 'Solr down' }),
      '/en/search?query=cat',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The search failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Solr down');
    expect(screen.getByText('Solr down')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('link', { name: /last page/ })).toBeNull();
  });
});

import type { TFunction } from 'i18next';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import {
  colours,
  DEFAULT_ROWS,
  fontSizes,
  Illustration,
  radii,
  reachablePageCount,
  SEARCH_RESULT_LIMIT,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { SearchBar } from '../../components/SearchBar';
import { parseSearchUrl } from '../../domain/search-request';
import { changedSearchUrl } from '../../domain/search-url';
import { INVALID_FILTER_CODE, INVALID_QUERY_CODE, PAGINATION_LIMIT_CODE } from './search.loader';
import { Page } from './SearchPage';

const Panel = styled.section`
  max-width: 36rem;
  margin: ${space[6]}px auto;
  text-align: center;
  [role='alert'] {
    display: inline-block;
    padding: ${space[2]}px ${space[4]}px;
    font-size: ${fontSizes.small};
    color: ${colours.danger};
    background: ${colours.surfaceAlt};
    border-radius: ${radii.base};
  }
`;

function errorCode(error: unknown): string | undefined {
  return isRouteErrorResponse(error)
    ? (error.data as { code?: string } | undefined)?.code
    : undefined;
}

/** Whether a route error is the page limit (a page beyond the first 1000 results). */
function isPageLimit(error: unknown): boolean {
  return errorCode(error) === PAGINATION_LIMIT_CODE;
}

/** The search error page's heading, also its title (the route module's `errorHead`). */
export function searchErrorTitle(error: unknown, t: TFunction): string {
  if (isPageLimit(error)) return t('common:errors.searchPaginationLimitExceeded');
  if (errorCode(error) === INVALID_FILTER_CODE) return t('search:errors.filterInvalid.title');
  return errorCode(error) === INVALID_QUERY_CODE
    ? t('search:errors.queryTooComplex.title')
    : t('search:errors.generic.title');
}

/**
 * Errors of the search page, shown inside it (the search bar stays, so the visitor can search
 * again): a page beyond the first 1000 results (`searchPaginationLimitExceeded`, spec §8, with a
 * link to the last page), a query too long or too costly to run, a filter of the URL the API
 * cannot read (with a link to the search without filters), or a failed search.
 */
export function SearchErrorBoundary() {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const error = useRouteError();
  const location = useLocation();
  const parsed = parseSearchUrl(
    new URL(`${location.pathname}${location.search}`, 'http://portal.local'),
  );
  const request = parsed.kind === 'search' ? parsed.request : null;
  const data = isRouteErrorResponse(error)
    ? (error.data as { code?: string; message?: string; lastPage?: number })
    : undefined;
  const pageLimit = isPageLimit(error);
  const tooComplex = errorCode(error) === INVALID_QUERY_CODE;
  const badFilter = errorCode(error) === INVALID_FILTER_CODE;
  // The page limit is explained in the page's language above; other failures show the API's message.
  const message = pageLimit
    ? undefined
    : (data?.message ?? (error instanceof Error ? error.message : undefined));
  const lastPage =
    typeof data?.lastPage === 'number'
      ? data.lastPage
      : reachablePageCount(SEARCH_RESULT_LIMIT, DEFAULT_ROWS);

  return (
    <Page>
      <SearchBar request={request} />
      <Panel data-error-code={data?.code ?? 'searchFailed'}>
        {pageLimit ? <Illustration name="searchResultsNotFound" /> : null}
        <h1>{searchErrorTitle(error, t)}</h1>
        <p>
          {pageLimit
            ? t('errors.searchPaginationLimitExceeded.description', { limit: SEARCH_RESULT_LIMIT })
            : tooComplex
              ? t('errors.queryTooComplex.description')
              : badFilter
                ? t('errors.filterInvalid.description')
                : t('errors.generic.description')}
        </p>
        {message ? (
          <p role="alert">
            {/* The APIs' messages are English, whatever the page's language (WCAG 3.1.2). */}
            <strong>{t('common:errors.label')}</strong> <span lang="en">{message}</span>
          </p>
        ) : null}
        {badFilter && request ? (
          <p>
            <Link to={changedSearchUrl(locale, request, { qf: [] })}>
              {t('errors.filterInvalid.searchWithout')}
            </Link>
          </p>
        ) : null}
        {pageLimit && request && lastPage >= 1 ? (
          <p>
            <Link to={changedSearchUrl(locale, request, { page: lastPage })}>
              {t('errors.searchPaginationLimitExceeded.lastPage')}
            </Link>
          </p>
        ) : null}
      </Panel>
    </Page>
  );
}

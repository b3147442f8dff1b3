import styled from '@emotion/styled';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import {
  colours,
  fontSizes,
  layout,
  mediaUp,
  Pagination,
  SEARCH_RESULT_LIMIT,
  space,
  usePortal,
} from '@portal/shared-kernel';
import { ActiveFilters } from '../../components/ActiveFilters';
import { FilterToggle } from '../../components/FilterToggle';
import { NoResults } from '../../components/NoResults';
import { RelatedCollections } from '../../components/RelatedCollections';
import { RESULTS_ID, ResultsList } from '../../components/ResultsList';
import { SearchBar } from '../../components/SearchBar';
import { SearchNotices } from '../../components/SearchNotices';
import { SearchSidebar } from '../../components/SearchSidebar';
import { ViewToggles } from '../../components/ViewToggles';
import { siteSearchEvent, trackSiteSearch } from '../../domain/search-tracking';
import { changedSearchUrl } from '../../domain/search-url';
import type { SearchData } from './search.loader';

export const Page = styled.div`
  max-width: ${layout.contentMaxWidth}px;
  margin: 0 auto;
  padding-bottom: ${space[7]}px;
  h1 {
    margin: 0 0 ${space[4]}px;
    font-size: ${fontSizes.h2};
    overflow-wrap: anywhere;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]}px;
  margin-bottom: ${space[4]}px;
  [role='status'] {
    margin: 0 auto 0 0;
    color: ${colours.textSecondary};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  ${mediaUp('lg')} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${space[5]}px;
  }
`;

const Results = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Info = styled.p`
  margin: 0 0 ${space[5]}px;
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
`;

/** Keeps the header in step with the page: the search state is reset when the page is left. */
function useSearchStateLifecycle() {
  const { stores } = usePortal();
  useEffect(() => {
    const search = stores.search;
    return () => {
      search.setActive(false);
      search.setShowSidebarToggle(false);
      search.setTotalResults(null);
      search.setFiltersApplied(false);
    };
  }, [stores]);
}

/** Signing in or out changes what the search does (multilingual search): search again. */
function useRevalidateOnSignIn() {
  const { stores } = usePortal();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(
    () =>
      reaction(
        () => stores.auth.loggedIn,
        () => revalidate.current(),
      ),
    [stores],
  );
}

/** The search page (spec §2.2 `/{lang}/search`): search bar, results, filters, pages. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const data = useLoaderData() as SearchData;
  const { request, results, totalResults, totalPages } = data;

  useSearchStateLifecycle();
  useRevalidateOnSignIn();
  // One tracking event per search shown (spec §7), also for the server-rendered first page.
  useEffect(() => {
    trackSiteSearch(siteSearchEvent(data.request, data.totalResults));
  }, [data]);

  return (
    <Page>
      <SearchBar request={request} />
      <h1>{request.query ? t('headingQuery', { query: request.query }) : t('heading')}</h1>
      <SearchNotices
        translation={data.translation}
        escapedQuery={data.escapedQuery}
        fulltextUnavailable={data.fulltextUnavailable}
      />
      <Toolbar>
        <p role="status">{t('results.count', { count: totalResults })}</p>
        <FilterToggle />
        <ViewToggles />
      </Toolbar>
      <ActiveFilters request={request} />
      <Body>
        <SearchSidebar request={request} />
        <Results>
          <RelatedCollections collections={data.related} />
          {results.length ? (
            <ResultsList items={results} />
          ) : totalResults > 0 ? (
            <Info>
              <Link to={changedSearchUrl(locale, request, {})}>{t('results.firstPage')}</Link>
            </Info>
          ) : (
            <NoResults request={request} />
          )}
          {data.lastAvailablePage && totalResults > SEARCH_RESULT_LIMIT ? (
            <Info>{t('results.limitWarning', { limit: SEARCH_RESULT_LIMIT })}</Info>
          ) : null}
          <Pagination
            page={request.page}
            totalPages={totalPages}
            to={(page) => changedSearchUrl(locale, request, { page })}
            ariaControls={results.length ? RESULTS_ID : undefined}
          />
        </Results>
      </Body>
    </Page>
  );
}

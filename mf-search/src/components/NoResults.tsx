import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Illustration, paths, space, usePortal } from '@portal/shared-kernel';
import { changedSearchUrl } from '../domain/search-url';
import type { SearchRequest } from '../domain/search-request';

const Panel = styled.section`
  max-width: 36rem;
  margin: ${space[6]}px auto;
  text-align: center;
  h2 {
    margin-top: ${space[4]}px;
  }
  ul {
    display: inline-block;
    margin: 0;
    padding-left: ${space[5]}px;
    text-align: left;
  }
`;

/** The page when nothing matches: an illustration and ways to find something after all. */
export function NoResults({ request }: { request: SearchRequest }) {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const filtered =
    request.qf.length > 0 ||
    request.reusability.length > 0 ||
    request.api !== null ||
    request.qa.length > 0;
  return (
    <Panel aria-labelledby="no-results-heading">
      <Illustration name="searchResultsNotFound" />
      <h2 id="no-results-heading">{t('noResults.heading')}</h2>
      <p>{t('noResults.description')}</p>
      <p>{t('noResults.suggestions')}</p>
      <ul>
        {request.query ? <li>{t('noResults.spelling')}</li> : null}
        {request.query ? <li>{t('noResults.otherWords')}</li> : null}
        {filtered ? (
          <li>
            <Link
              to={changedSearchUrl(locale, request, { qf: [], reusability: [], api: null, qa: [] })}
            >
              {t('noResults.removeFilters')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.collections(locale)}>{t('noResults.browse')}</Link>
        </li>
      </ul>
    </Panel>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { colours, localiseFirst, paths, radii, space, usePortal } from '@portal/shared-kernel';
import type { SearchData } from './search.loader';

const Page = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${space[5]}px 0;
`;

const SearchForm = styled(Form)`
  display: flex;
  gap: ${space[2]}px;
  margin-bottom: ${space[5]}px;
  input {
    flex: 1;
    min-width: 0;
    padding: ${space[3]}px;
    font: inherit;
    border: 1px solid ${colours.textSecondary};
    border-radius: ${radii.base};
  }
  button {
    padding: ${space[3]}px ${space[5]}px;
    font: inherit;
    color: ${colours.onAccent};
    background: ${colours.accent};
    border: 0;
    border-radius: ${radii.base};
  }
`;

const Results = styled.ol`
  padding-left: ${space[5]}px;
  li {
    margin-bottom: ${space[2]}px;
  }
`;

export function SearchPage() {
  const { t } = useTranslation('search');
  const { locale } = usePortal();
  const { query, response } = useLoaderData() as SearchData;
  const items = response.items ?? [];
  return (
    <Page>
      <h1>{t('search.heading')}</h1>
      <SearchForm method="get" action={paths.search(locale)} role="search">
        <label htmlFor="search-query" className="visually-hidden">
          {t('search.label')}
        </label>
        <input id="search-query" type="search" name="query" defaultValue={query} />
        <button type="submit">{t('search.submit')}</button>
      </SearchForm>
      <p role="status">{t('search.results', { count: response.totalResults })}</p>
      {items.length === 0 ? (
        <p>{t('search.noResults')}</p>
      ) : (
        <Results>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={paths.item(locale, item.id)}>
                {localiseFirst(item.dcTitleLangAware, locale) ||
                  item.title?.[0] ||
                  t('search.untitled')}
              </Link>
            </li>
          ))}
        </Results>
      )}
    </Page>
  );
}

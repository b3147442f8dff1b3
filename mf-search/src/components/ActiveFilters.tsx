import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Chip, fontSizes, space, usePortal } from '@portal/shared-kernel';
import { facetLabel, facetValueLabel, qfChipLabel } from '../domain/facet-labels';
import { changedSearchUrl } from '../domain/search-url';
import type { SearchRequest } from '../domain/search-request';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px;
  margin-bottom: ${space[4]}px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a.clear-all {
    font-size: ${fontSizes.small};
  }
`;

interface ActiveFilter {
  key: string;
  label: string;
  removeTo: string;
}

/**
 * The filters of the search as removable chips, and "clear all". Removing is a link to the same
 * search without the filter, so it works before (and without) JavaScript.
 */
export function ActiveFilters({ request }: { request: SearchRequest }) {
  const { t } = useTranslation('search');
  const { locale, i18n } = usePortal();
  const tt = i18n.t.bind(i18n);
  const url = (changes: Partial<SearchRequest>) => changedSearchUrl(locale, request, changes);

  const filters: ActiveFilter[] = [
    ...request.qf.map((entry, index) => ({
      key: `qf-${entry}`,
      label: qfChipLabel(entry, tt, locale),
      removeTo: url({ qf: request.qf.filter((_, i) => i !== index) }),
    })),
    ...request.reusability.map((value) => ({
      key: `reusability-${value}`,
      label: `${facetLabel('REUSABILITY', tt)}: ${facetValueLabel('REUSABILITY', value, tt, locale)}`,
      removeTo: url({ reusability: request.reusability.filter((v) => v !== value) }),
    })),
    ...(request.api
      ? [
          {
            key: 'api',
            label: `${t('facets.api')}: ${t(`api.${request.api}`)}`,
            removeTo: url({ api: null }),
          },
        ]
      : []),
    ...request.qa.map((entry, index) => ({
      key: `qa-${entry}`,
      label: entry,
      removeTo: url({ qa: request.qa.filter((_, i) => i !== index) }),
    })),
  ];
  if (!filters.length) return null;

  return (
    <Row>
      <ul aria-label={t('filters.active')}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <Chip label={filter.label} removeTo={filter.removeTo} />
          </li>
        ))}
      </ul>
      <Link
        className="clear-all"
        to={url({ qf: [], reusability: [], api: null, qa: [] })}
        preventScrollReset
      >
        {t('filters.clearAll')}
      </Link>
    </Row>
  );
}

import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Chip, fontSizes, space, usePortal } from '@portal/shared-kernel';
import { chipLabel, facetLabel, facetValueLabel, qfChipLabel } from '../domain/facet-labels';
import { changedSearchUrl } from '../domain/search-url';
import type { SearchRequest } from '../domain/search-request';
import { pageFilterToggle } from './FilterToggle';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px;
  margin-bottom: ${space[4]}px;
  /* A long filter (a creator's full name) shrinks to the row and ends in an ellipsis, instead
     of widening the page on a phone. */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]}px;
    min-width: 0;
    max-width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 0;
    max-width: 100%;
  }
  a.clear-all {
    font-size: ${fontSizes.small};
  }
`;

/** Which chip was just removed (kept across the re-render, or remount, the removal causes). */
let removedChip: { index: number; from: string } | null = null;

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
  const list = useRef<HTMLUListElement>(null);
  const filtersKey = JSON.stringify([request.qf, request.reusability, request.api, request.qa]);

  // After a chip is removed the page shows the search without it, and the focused link is gone:
  // the focus moves to the chip that took its place (or the last one), else the filter button.
  useEffect(() => {
    // Only once the filters have changed: the page may render again before the search without
    // the chip has loaded.
    if (!removedChip || removedChip.from === filtersKey) return;
    const { index } = removedChip;
    removedChip = null;
    const links = list.current?.querySelectorAll<HTMLElement>('[data-chip] a') ?? [];
    const next = links[Math.min(index, links.length - 1)] ?? pageFilterToggle();
    next?.focus();
  }, [filtersKey]);
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
      label: chipLabel(
        facetLabel('REUSABILITY', tt),
        facetValueLabel('REUSABILITY', value, tt, locale),
        tt,
      ),
      removeTo: url({ reusability: request.reusability.filter((v) => v !== value) }),
    })),
    ...(request.api
      ? [
          {
            key: 'api',
            label: chipLabel(t('facets.api'), t(`api.${request.api}`), tt),
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
      <ul aria-label={t('filters.active')} ref={list}>
        {filters.map((filter, index) => (
          <li key={filter.key}>
            <Chip
              label={filter.label}
              removeTo={filter.removeTo}
              onRemove={() => {
                removedChip = { index, from: filtersKey };
              }}
            />
          </li>
        ))}
      </ul>
      <Link
        className="clear-all"
        to={url({ qf: [], reusability: [], api: null, qa: [] })}
        preventScrollReset
        onClick={() => {
          // The link goes with the chips: the focus goes to the filter button (the effect above).
          removedChip = { index: 0, from: filtersKey };
        }}
      >
        {t('filters.clearAll')}
      </Link>
    </Row>
  );
}

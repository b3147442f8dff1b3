import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOCUS_MAIN_STATE } from '../routing/focus-main';
import { colours, focusRing, fontWeights, radii, space } from '../theme/tokens';

export type PaginationEntry = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers to show around `page`: the first and last page, `siblings` pages on each
 * side of the current one, and gaps where pages are left out. A gap never hides a single page
 * (that page is shown instead), so the list has a stable length once there are enough pages.
 */
export function paginationEntries(
  page: number,
  totalPages: number,
  siblings = 1,
): PaginationEntry[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const slots = siblings * 2 + 5; // first, last, current, siblings and two gaps
  if (totalPages <= slots) {
    return Array.from({ length: totalPages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  let from = Math.max(2, current - siblings);
  let to = Math.min(totalPages - 1, current + siblings);
  // Keep the window the same width near either end.
  if (current - siblings <= 3) {
    from = 2;
    to = 3 + siblings * 2;
  } else if (current + siblings >= totalPages - 2) {
    from = totalPages - 2 - siblings * 2;
    to = totalPages - 1;
  }
  const entries: PaginationEntry[] = [{ kind: 'page', page: 1 }];
  if (from > 2) entries.push({ kind: 'gap', key: 'start' });
  for (let p = from; p <= to; p += 1) entries.push({ kind: 'page', page: p });
  if (to < totalPages - 1) entries.push({ kind: 'gap', key: 'end' });
  entries.push({ kind: 'page', page: totalPages });
  return entries;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page: every page is a plain link that crawlers and no-JavaScript visits follow. */
  to: (page: number) => string;
  /** Id of the region the pages replace (the results list). */
  ariaControls?: string;
  siblings?: number;
  className?: string;
}

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/*
 * Every cell has a border (transparent when inert) so the row's boxes line up; the chevrons
 * are spaced by the gap, as a space at the edge of a flex item collapses.
 */
const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]}px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space[2]}px;
  border: 1px solid transparent;
  border-radius: ${radii.base};
`;

const PageLink = styled(Link)`
  ${cell}
  color: ${colours.accent};
  text-decoration: none;
  border: 1px solid ${colours.border};
  &:hover {
    border-color: ${colours.accent};
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
  &[aria-current='page'] {
    color: ${colours.onAccent};
    background: ${colours.accent};
    border-color: ${colours.accent};
    font-weight: ${fontWeights.semibold};
  }
`;

/** A gap, or previous/next where there is none: rendered as a link without href, disabled. */
const Inert = styled.span`
  ${cell}
  color: ${colours.textSecondary};
`;

/** Page navigation (DESIGN.md): previous, numbered pages with gaps, next. */
export function Pagination({
  page,
  totalPages,
  to,
  ariaControls,
  siblings = 1,
  className,
}: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  // A page past the last one (an old link to a search that now finds less) is marked nowhere,
  // and "previous" leads to the last page that has results.
  const beyondLast = page > totalPages;
  const current = Math.min(Math.max(1, page), totalPages);
  const previous = beyondLast ? totalPages : current - 1;
  return (
    <Nav aria-label={t('pagination.label')} className={className}>
      <ul>
        <li>
          {previous >= 1 ? (
            <PageLink
              to={to(previous)}
              state={FOCUS_MAIN_STATE}
              rel="prev"
              aria-controls={ariaControls}
            >
              <span aria-hidden="true">‹</span>
              {t('pagination.previous')}
            </PageLink>
          ) : (
            <Inert as="a" role="link" aria-disabled="true">
              <span aria-hidden="true">‹</span>
              {t('pagination.previous')}
            </Inert>
          )}
        </li>
        {paginationEntries(current, totalPages, siblings).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden="true">
              <Inert>…</Inert>
            </li>
          ) : (
            <li key={entry.page}>
              <PageLink
                to={to(entry.page)}
                state={FOCUS_MAIN_STATE}
                aria-label={t('pagination.page', { page: entry.page })}
                aria-current={entry.page === page ? 'page' : undefined}
                aria-controls={ariaControls}
              >
                {entry.page}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <PageLink
              to={to(current + 1)}
              state={FOCUS_MAIN_STATE}
              rel="next"
              aria-controls={ariaControls}
            >
              {t('pagination.next')}
              <span aria-hidden="true">›</span>
            </PageLink>
          ) : (
            <Inert as="a" role="link" aria-disabled="true">
              {t('pagination.next')}
              <span aria-hidden="true">›</span>
            </Inert>
          )}
        </li>
      </ul>
    </Nav>
  );
}

import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import SlidersIcon from 'lucide-react/icons/sliders-horizontal';
import { colours, focusRing, radii, space, useStores } from '@portal/shared-kernel';
import { preloadFacetSidebar } from './LazyFacetSidebar';

export const SIDEBAR_ID = 'search-sidebar';

/** The page's own filter button (the sidebar may have been open since the page loaded). */
export function pageFilterToggle(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`button[aria-controls="${SIDEBAR_ID}"]`);
}

const Button = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  min-height: 44px;
  padding: 0 ${space[4]}px;
  font: inherit;
  color: ${colours.text};
  background: ${colours.surface};
  border: 1px solid ${colours.textSecondary};
  border-radius: ${radii.base};
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${colours.onAccent};
    background: ${colours.accentStrong};
    border-color: ${colours.accentStrong};
  }
  &:focus-visible {
    box-shadow: ${focusRing};
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 8px;
  height: 8px;
  background: ${colours.accent};
  border: 1px solid ${colours.surface};
  border-radius: ${radii.round};
  /* On the open button's accent background a filled light dot, not a blue ring. */
  [aria-expanded='true'] > & {
    background: ${colours.onAccent};
    border-color: ${colours.onAccent};
  }
`;

/**
 * Opens and closes the filter sidebar (the same store flag as the header's filter button); a dot
 * marks it when filters are applied (spec §2.5).
 */
export const FilterToggle = observer(function FilterToggle() {
  const { t } = useTranslation('search');
  const search = useStores().search;
  return (
    <Button
      type="button"
      aria-expanded={search.showSearchSidebar}
      aria-controls={SIDEBAR_ID}
      data-filters-applied={search.filtersApplied || undefined}
      onClick={() => search.toggleSearchSidebar()}
      onPointerEnter={() => void preloadFacetSidebar().catch(() => undefined)}
      onFocus={() => void preloadFacetSidebar().catch(() => undefined)}
    >
      <SlidersIcon aria-hidden="true" focusable="false" width={18} height={18} />
      {t('filters.toggle')}
      {search.filtersApplied ? (
        <>
          <Dot aria-hidden="true" />
          <span className="visually-hidden">{t('filters.applied')}</span>
        </>
      ) : null}
    </Button>
  );
});

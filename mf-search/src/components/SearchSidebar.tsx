import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import XIcon from 'lucide-react/icons/x';
import {
  colours,
  focusRing,
  fontSizes,
  layout,
  mediaUp,
  radii,
  space,
  useStores,
} from '@portal/shared-kernel';
import type { SearchRequest } from '../domain/search-request';
import { pageFilterToggle, SIDEBAR_ID } from './FilterToggle';
import { LazyFacetSidebar } from './LazyFacetSidebar';

const Aside = styled.aside`
  /* Facets load after the results: never let the browser anchor the scroll position to them,
     or restoring a position (back from an item) would jump when they arrive. */
  overflow-anchor: none;
  flex: 0 0 auto;
  width: 100%;
  margin-bottom: ${space[5]}px;
  padding: ${space[3]}px ${space[4]}px;
  background: ${colours.surface};
  border: 1px solid ${colours.border};
  border-radius: ${radii.card};
  ${mediaUp('lg')} {
    order: 2;
    width: ${layout.sidebarWidth};
    margin-bottom: 0;
    align-self: flex-start;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${fontSizes.large};
  }
  h2:focus {
    outline: none;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    color: ${colours.textSecondary};
    background: none;
    border: 0;
    border-radius: ${radii.base};
    cursor: pointer;
  }
  button:focus-visible {
    box-shadow: ${focusRing};
  }
`;

/**
 * The filter sidebar; open or closed with the search store (the header's filter button and the
 * page's own toggle set the same flag). Its element is always there, so the toggles can name it.
 */
export const SearchSidebar = observer(function SearchSidebar({
  request,
}: {
  request: SearchRequest;
}) {
  const { t } = useTranslation('search');
  const search = useStores().search;
  const heading = useRef<HTMLHeadingElement>(null);
  const open = search.showSearchSidebar;
  const wasOpen = useRef(open);
  const opener = useRef<HTMLElement | null>(null);

  // Opening moves the focus into the sidebar, so keyboard users land on the filters; closing
  // while the focus was in it (its close button) gives the focus back to the button that opened
  // it, instead of losing it to the page.
  useEffect(() => {
    if (open && !wasOpen.current) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      heading.current?.focus();
    } else if (!open && wasOpen.current) {
      const lost = document.activeElement === document.body || document.activeElement === null;
      const back = opener.current?.isConnected ? opener.current : pageFilterToggle();
      if (lost) back?.focus();
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  return (
    // Named by its heading, which exists only while it is open.
    <Aside
      id={SIDEBAR_ID}
      aria-labelledby={open ? `${SIDEBAR_ID}-heading` : undefined}
      hidden={!open}
    >
      {open ? (
        <>
          <Header>
            <h2 id={`${SIDEBAR_ID}-heading`} ref={heading} tabIndex={-1}>
              {t('filters.heading')}
            </h2>
            <button
              type="button"
              aria-label={t('filters.close')}
              onClick={() => search.toggleSearchSidebar(false)}
            >
              <XIcon aria-hidden="true" focusable="false" width={20} height={20} />
            </button>
          </Header>
          <LazyFacetSidebar request={request} />
        </>
      ) : null}
    </Aside>
  );
});

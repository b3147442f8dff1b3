import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import MenuIcon from 'lucide-react/icons/menu';
import SearchIcon from 'lucide-react/icons/search';
import SlidersIcon from 'lucide-react/icons/sliders-horizontal';
import XIcon from 'lucide-react/icons/x';
import {
  Button,
  colours,
  fontSizes,
  fontWeights,
  Icon,
  layout,
  mediaUp,
  motion,
  paths,
  space,
  useStores,
  zIndex,
} from '@portal/shared-kernel';
import { MAIN_NAVIGATION } from '../navigation/site-links';
import { useClientComponent } from '../use-client-module';
import { useLocale } from '../use-locale';
import { AuthLinks } from './AuthLinks';
import { HeaderSearch } from './HeaderSearch';
import { NavLinks } from './NavLinks';
import { SIDEBAR_ID } from './sidebar-id';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useScrollPaddingForHeader } from './use-scroll-padding-for-header';

const Bar = styled.header<{ concealed: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  background: ${colours.surface};
  border-bottom: 1px solid ${colours.border};
  transition: ${motion.transition('transform')};
  transform: ${({ concealed }) => (concealed ? 'translateY(-100%)' : 'none')};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]}px;
  /* With larger text (200 %) or long languages the links wrap onto a second row rather than
     widening the page (WCAG 1.4.4, 1.4.10). */
  flex-wrap: wrap;
  min-height: ${layout.headerHeight}px;
  padding: 0 ${space[3]}px;
  ${mediaUp('md')} {
    gap: ${space[4]}px;
    padding: 0 ${space[5]}px;
  }
`;

const Logo = styled(Link)`
  font-weight: ${fontWeights.bold};
  font-size: ${fontSizes.h3};
  letter-spacing: -0.02em;
  color: ${colours.text};
  text-decoration: none;
`;

const MainNav = styled.nav`
  display: none;
  ${mediaUp('lg')} {
    display: block;
    /* Takes the room between logo and tools, and wraps its links within it. */
    flex: 1 1 0;
    min-width: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${space[5]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space[2]}px 0;
    color: ${colours.text};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${colours.accent};
    font-weight: ${fontWeights.semibold};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[1]}px;
  margin-left: auto;
  ul {
    display: none;
    gap: ${space[4]}px;
    margin: 0 0 0 ${space[3]}px;
    padding: 0;
    list-style: none;
    ${mediaUp('md')} {
      display: flex;
    }
  }
  ul a {
    color: ${colours.text};
  }
`;

/**
 * Without scripts the search toggle does nothing, and is hidden (`render/document.ts`): this link
 * to the search page, whose form works without them, stands in for it there.
 */
const SearchPageLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  color: ${colours.text};
`;

type SidebarProps = { open: boolean; onClose: () => void };

/** The sidebar's code loads when the visitor first reaches for the menu button. */
const loadSidebar = () =>
  import(/* webpackChunkName: "sidebar" */ './Sidebar').then(
    (module): ComponentType<SidebarProps> => module.Sidebar,
  );

const FilterButton = styled(Button)`
  position: relative;
  &[data-applied='true']::after {
    content: '';
    position: absolute;
    top: 8px;
    right: 8px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${colours.accent};
  }
`;

/**
 * The header (spec §2.5): menu button and sidebar, logo home, main navigation, the search toggle,
 * the filter toggle of the search page, and the account links. It moves out of the way while
 * scrolling down on wide screens.
 */
export const Header = observer(function Header() {
  const { t } = useTranslation('host');
  const { search } = useStores();
  const locale = useLocale();
  const location = useLocation();
  const hidden = useHideOnScroll();
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingForHeader(bar);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const Sidebar = useClientComponent(menuWanted, loadSidebar);
  // The search page's own reading of its filters (an unknown `reusability` value is none), so
  // this button and the page's filter button always agree.
  const applied = search.filtersApplied;

  // A new page closes the search bar and the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <Bar
      ref={bar}
      concealed={hidden && !menuOpen && !search.showSearchBar}
      data-header-hidden={hidden && !menuOpen && !search.showSearchBar}
    >
      <Row>
        <Button
          variant="icon"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          // Only once the menu's code is there: before, the id names no element.
          aria-controls={Sidebar ? SIDEBAR_ID : undefined}
          onPointerEnter={() => setMenuWanted(true)}
          onFocus={() => setMenuWanted(true)}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Icon icon={MenuIcon} />
        </Button>
        <Logo to={paths.home(locale)} aria-label={t('header.home')}>
          Europeana
        </Logo>
        <MainNav aria-label={t('header.mainNavigation')}>
          <ul>
            <NavLinks links={MAIN_NAVIGATION} />
          </ul>
        </MainNav>
        <Tools>
          <Button
            variant="icon"
            aria-label={search.showSearchBar ? t('header.hideSearch') : t('header.showSearch')}
            aria-expanded={search.showSearchBar}
            onClick={() => search.toggleSearchBar()}
            data-header-search-toggle=""
          >
            <Icon icon={search.showSearchBar ? XIcon : SearchIcon} />
          </Button>
          <noscript>
            <SearchPageLink href={paths.search(locale)} aria-label={t('header.searchLabel')}>
              <Icon icon={SearchIcon} />
            </SearchPageLink>
          </noscript>
          {search.showSidebarToggle ? (
            <FilterButton
              variant="icon"
              aria-label={applied ? t('header.filtersApplied') : t('header.showFilters')}
              aria-pressed={search.showSearchSidebar}
              data-applied={applied}
              onClick={() => search.toggleSearchSidebar()}
            >
              <Icon icon={SlidersIcon} />
            </FilterButton>
          ) : null}
          <ul>
            <AuthLinks />
          </ul>
        </Tools>
      </Row>
      {search.showSearchBar ? (
        <HeaderSearch
          onSearch={() => search.toggleSearchBar(false)}
          onClose={() => {
            search.toggleSearchBar(false);
            bar.current?.querySelector<HTMLElement>('[data-header-search-toggle]')?.focus();
          }}
        />
      ) : null}
      {Sidebar ? <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
    </Bar>
  );
});

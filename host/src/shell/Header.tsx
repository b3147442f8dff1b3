import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  colours,
  fontSizes,
  fontWeights,
  layout,
  paths,
  space,
  zIndex,
} from '@portal/shared-kernel';
import { useLocale } from './use-locale';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  display: flex;
  align-items: center;
  gap: ${space[5]}px;
  min-height: ${layout.headerHeight}px;
  padding: 0 ${space[5]}px;
  background: ${colours.surface};
  border-bottom: 1px solid ${colours.border};
`;

const Logo = styled(Link)`
  font-weight: ${fontWeights.bold};
  font-size: ${fontSizes.large};
  color: ${colours.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  margin-left: auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[4]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${colours.text};
    text-decoration: none;
    padding: ${space[2]}px 0;
  }
  a[aria-current='page'] {
    color: ${colours.accent};
    font-weight: ${fontWeights.semibold};
  }
`;

export function Header() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const links = [
    { to: paths.home(locale), label: t('nav.home') },
    { to: paths.collections(locale), label: t('nav.collections') },
    { to: paths.search(locale), label: t('nav.search') },
    { to: paths.login(locale, here), label: t('nav.login') },
  ];
  return (
    <Bar>
      <Logo to={paths.home(locale)} aria-label={t('header.home')}>
        Europeana
      </Logo>
      <Nav aria-label={t('header.mainNavigation')}>
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                aria-current={location.pathname === link.to.split('?')[0] ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
    </Bar>
  );
}

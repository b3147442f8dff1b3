import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { localePath, type SiteLink } from '../navigation/site-links';
import { useLocale } from '../use-locale';

/** List items of site links; the current page is marked with `aria-current="page"`. */
export function NavLinks({
  links,
  onNavigate,
}: {
  links: readonly SiteLink[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  return (
    <>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={localePath(locale, link.path)} end={link.path === ''} onClick={onNavigate}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </>
  );
}

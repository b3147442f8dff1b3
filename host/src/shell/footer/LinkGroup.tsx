import { useTranslation } from 'react-i18next';
import { Link } from '@portal/shared-kernel';
import type { SiteLink } from '../navigation/site-links';

/** A titled list of site links in the footer. */
export function LinkGroup({ titleKey, links }: { titleKey: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation('host');
  return (
    <section>
      <h3>{t(titleKey)}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

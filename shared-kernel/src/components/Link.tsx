import styled from '@emotion/styled';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { isLocaleCode, LOCALE_EXEMPT_PATHS } from '../i18n/locales';
import { usePortal } from '../routing/portal-context';
import { Icon } from './Icon';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An internal path (`/search`, `/en/search?query=x`) or an absolute URL. */
  to: string;
  children: ReactNode;
  /** Hide the "external link" icon (social links with their own label). */
  hideExternalIcon?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalHref(to: string): boolean {
  return EXTERNAL.test(to);
}

/**
 * An internal path gets the page's locale when it has none (`/search` -> `/de/search`), except
 * the paths that live without one (spec §2.1).
 */
export function localisePath(to: string, locale: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const path = to.split(/[?#]/)[0] ?? '';
  if (LOCALE_EXEMPT_PATHS.includes(path)) return to;
  const first = path.split('/')[1];
  if (isLocaleCode(first)) return to;
  return to === '/' ? `/${locale}` : `/${locale}${to}`;
}

const External = styled.a`
  svg {
    vertical-align: -0.125em;
    margin-left: 0.25em;
  }
`;

/**
 * A link: internal paths go through the router (no full reload) and get the locale; absolute
 * URLs open in a new tab, marked with an icon and a hidden "opens in a new tab" for screen readers.
 */
export function Link({ to, children, hideExternalIcon, ...rest }: LinkProps) {
  const { locale } = usePortal();
  const { t } = useTranslation('common');
  if (isExternalHref(to)) {
    const opensNewTab = !/^(mailto|tel):/i.test(to);
    return (
      <External
        href={to}
        {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
        {opensNewTab && !hideExternalIcon ? <Icon icon={ExternalLinkIcon} size={14} /> : null}
        {opensNewTab ? <span className="visually-hidden">{t('actions.opensInNewTab')}</span> : null}
      </External>
    );
  }
  return (
    <RouterLink to={localisePath(to, locale)} {...rest}>
      {children}
    </RouterLink>
  );
}

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { Icon } from '@portal/shared-kernel';
import { useItemT } from './item-texts';

const Anchor = styled.a`
  svg {
    vertical-align: -0.125em;
    margin-left: 0.25em;
  }
`;

/**
 * A link to another website, opening in a new tab and saying so, like the shared `Link` does
 * for absolute URLs, without a translation lookup of its own per link (the metadata list has
 * many of them).
 */
export function OutLink({
  href,
  children,
  lang,
  ...data
}: {
  href: string;
  children: ReactNode;
  lang?: string;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  const t = useItemT();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" lang={lang} {...data}>
      {children}
      <Icon icon={ExternalLinkIcon} size={14} />
      <span className="visually-hidden">{t('common:actions.opensInNewTab')}</span>
    </Anchor>
  );
}

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { colours, fontSizes, layout, Link, space } from '@portal/shared-kernel';

export interface FooterLink {
  to: string;
  labelKey: string;
}

const Bar = styled.footer`
  margin-top: ${space[8]}px;
  padding: ${space[5]}px ${space[4]}px;
  background: ${colours.surfaceAlt};
  border-top: 1px solid ${colours.border};
  font-size: ${fontSizes.small};
  > div {
    max-width: ${layout.contentMaxWidth}px;
    margin: 0 auto;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]}px ${space[5]}px;
    margin: 0 0 ${space[4]}px;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${colours.accentStrong};
  }
  p {
    color: ${colours.textSecondary};
  }
`;

/** Footer of the microsite layouts: a row of links and whatever the layout adds below. */
export function MicrositeFooter({
  navLabelKey,
  links,
  children,
}: {
  navLabelKey: string;
  links: readonly FooterLink[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('host');
  return (
    <Bar>
      <div>
        <nav aria-label={t(navLabelKey)}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </Bar>
  );
}

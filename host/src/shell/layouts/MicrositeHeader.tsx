import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  colours,
  fontSizes,
  fontWeights,
  layout,
  mediaUp,
  paths,
  space,
  zIndex,
} from '@portal/shared-kernel';
import { useLocale } from '../use-locale';

export interface Anchor {
  id: string;
  labelKey: string;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]}px ${space[5]}px;
  min-height: ${layout.headerHeight}px;
  padding: ${space[2]}px ${space[4]}px;
  background: ${colours.surface};
  border-bottom: 1px solid ${colours.border};
  ${mediaUp('md')} {
    padding: ${space[2]}px ${space[5]}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[1]}px ${space[4]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  nav a {
    color: ${colours.text};
  }
`;

const Brand = styled(Link)`
  color: ${colours.text};
  font-weight: ${fontWeights.bold};
  font-size: ${fontSizes.large};
  text-decoration: none;
`;

/** Header of the microsite layouts: the site's mark home and links to the page's sections. */
export function MicrositeHeader({
  titleKey,
  navLabelKey,
  anchors,
}: {
  titleKey: string;
  navLabelKey: string;
  anchors: readonly Anchor[];
}) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  return (
    <Bar>
      <Brand to={paths.home(locale)} aria-label={t('header.home')}>
        Europeana <span>{t(titleKey)}</span>
      </Brand>
      <nav aria-label={t(navLabelKey)}>
        <ul>
          {anchors.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`}>{t(anchor.labelKey)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </Bar>
  );
}

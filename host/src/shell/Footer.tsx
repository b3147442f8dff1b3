import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOCALES, colours, fontSizes, space, withLocale } from '@portal/shared-kernel';
import { useLocale } from './use-locale';

const Bar = styled.footer`
  margin-top: ${space[8]}px;
  padding: ${space[6]}px ${space[5]}px;
  background: ${colours.surfaceAlt};
  border-top: 1px solid ${colours.border};
  font-size: ${fontSizes.small};
  color: ${colours.textSecondary};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]}px ${space[4]}px;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${colours.text};
  }
`;

export function Footer() {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const location = useLocation();
  return (
    <Bar>
      <p>{t('footer.mission')}</p>
      <nav aria-label={t('footer.languages')}>
        <ul>
          {LOCALES.filter((entry) => entry.code !== locale).map((entry) => (
            <li key={entry.code}>
              <Link
                to={`${withLocale(location.pathname, entry.code)}${location.search}`}
                lang={entry.code}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Bar>
  );
}

import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { colours, fontSizes, paths, radii, space, usePortal } from '@portal/shared-kernel';
import { languageName } from '../domain/facet-labels';

const Notice = styled.p`
  margin: 0 0 ${space[4]}px;
  padding: ${space[3]}px ${space[4]}px;
  font-size: ${fontSizes.small};
  background: ${colours.surfaceAlt};
  border-left: 4px solid ${colours.accentStrong};
  border-radius: ${radii.base};
  a {
    color: ${colours.accentStrong};
  }
`;

export type TranslationState = 'off' | 'applied' | 'unavailable';

export interface SearchNoticesProps {
  translation: TranslationState;
  escapedQuery: boolean;
  fulltextUnavailable: boolean;
}

/**
 * Notes about how the search ran: multilingual search (signed-in visitors; others on a page in
 * another language than English are invited to log in), a query that had to be escaped, a
 * full-text search that fell back to the metadata.
 */
export const SearchNotices = observer(function SearchNotices({
  translation,
  escapedQuery,
  fulltextUnavailable,
}: SearchNoticesProps) {
  const { t } = useTranslation('search');
  const { locale, stores } = usePortal();
  const location = useLocation();
  const promptLogin = !stores.auth.loggedIn && locale !== 'en';
  return (
    <>
      {promptLogin ? (
        <Notice data-notice="multilingual-login">
          {t('multilingual.prompt', { language: languageName(locale, t) })}{' '}
          <Link to={paths.login(locale, `${location.pathname}${location.search}`)}>
            {t('multilingual.login')}
          </Link>
        </Notice>
      ) : null}
      {translation === 'applied' ? <Notice>{t('multilingual.applied')}</Notice> : null}
      {translation === 'unavailable' ? <Notice>{t('multilingual.unavailable')}</Notice> : null}
      {escapedQuery ? <Notice>{t('notices.escaped')}</Notice> : null}
      {fulltextUnavailable ? <Notice>{t('notices.fulltextUnavailable')}</Notice> : null}
    </>
  );
});

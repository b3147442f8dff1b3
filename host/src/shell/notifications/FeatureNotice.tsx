import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import XIcon from 'lucide-react/icons/x';
import { Button, colours, Icon, layout, Link, radii, space } from '@portal/shared-kernel';
import { setCookie } from '../browser-cookies';
import { focusMainIfLost } from '../layouts/focus-main';
import { localePath } from '../navigation/site-links';
import { useLocale } from '../use-locale';
import { FEATURE_NOTIFICATION_COOKIE, type FeatureNotification } from './feature-notifications';

const Notice = styled.aside`
  display: flex;
  align-items: center;
  gap: ${space[3]}px;
  /* The main area's side padding on narrow screens, its content's width on wide ones. */
  width: calc(100% - ${2 * space[4]}px);
  max-width: ${layout.contentMaxWidth}px;
  margin: ${space[5]}px auto 0;
  padding: ${space[3]}px ${space[4]}px;
  border: 1px solid ${colours.border};
  border-left: 4px solid ${colours.accent};
  border-radius: ${radii.base};
  background: ${colours.surface};
  p {
    margin: 0;
    flex: 1;
  }
`;

/**
 * The optional new-feature notice of the default layout (spec §2.5): points to the feature
 * (multilingual search on the search page) until the visitor dismisses it.
 */
export function FeatureNotice({ notification }: { notification: FeatureNotification }) {
  const { t } = useTranslation('host');
  const [dismissed, setDismissed] = useState(false);
  const target = useNoticeTarget(notification.path);
  // The dismiss button had focus, and is gone with the notice.
  useEffect(() => {
    if (dismissed) focusMainIfLost();
  }, [dismissed]);
  if (dismissed) return null;
  return (
    <Notice aria-label={t('featureNotice.label')} data-feature-notice={notification.name}>
      <p>
        {t(notification.textKey)} <Link to={target}>{t(notification.linkKey)}</Link>
      </p>
      <Button
        variant="icon"
        aria-label={t('featureNotice.dismiss')}
        onClick={() => {
          setCookie(FEATURE_NOTIFICATION_COOKIE, notification.name, 365);
          setDismissed(true);
        }}
      >
        <Icon icon={XIcon} />
      </Button>
    </Notice>
  );
}

/**
 * Where the notice's link goes: the feature's page, and when the visitor is on that page already
 * (the search page, for multilingual search), that page with what they are doing on it: the link
 * must not throw away their search.
 */
function useNoticeTarget(path: string): string {
  const location = useLocation();
  const locale = useLocale();
  return location.pathname === localePath(locale, path) ? `${path}${location.search}` : path;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGOUT_EVENT, paths, useStores } from '@portal/shared-kernel';
import { useLocale } from '../use-locale';

/** Pages of the signed-in user, which a logged-out visitor must leave. */
export function isAccountPage(pathname: string, locale: string): boolean {
  const account = `/${locale}/account`;
  return (
    (pathname === account || pathname.startsWith(`${account}/`)) && pathname !== `${account}/login`
  );
}

/**
 * Another tab logged out: it writes the `logout-event` key to local storage, which fires a
 * storage event here (spec §2.5). This tab forgets the user and leaves the account pages.
 */
export function useLogoutEvent() {
  const { auth, toasts } = useStores();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOGOUT_EVENT || !auth.loggedIn) return;
      auth.reset();
      toasts.show(t('toasts.loggedOut'));
      if (isAccountPage(location.pathname, locale)) navigate(paths.home(locale));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [auth, toasts, t, navigate, location.pathname, locale]);
}

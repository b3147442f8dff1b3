import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, useStores } from '@portal/shared-kernel';
import { useLocale } from '../use-locale';

/**
 * Account and log out for a signed-in user; otherwise "Log in / Join", which carries the current
 * page as the place to come back to (spec §2.5).
 */
export const AuthLinks = observer(function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  const { auth } = useStores();
  const locale = useLocale();
  const location = useLocation();
  if (auth.loggedIn) {
    return (
      <>
        <li>
          <Link to={paths.account(locale)} onClick={onNavigate} data-auth="account">
            {t('nav.account')}
          </Link>
        </li>
        <li>
          {/* The logout endpoint is not a page of the router: a full request. */}
          <a href={paths.logout()} data-auth="logout">
            {t('nav.logout')}
          </a>
        </li>
      </>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const onLoginPage = location.pathname === paths.login(locale);
  return (
    <li>
      <Link
        to={onLoginPage ? `${location.pathname}${location.search}` : paths.login(locale, here)}
        onClick={onNavigate}
        data-auth="login"
      >
        {t('nav.loginJoin')}
      </Link>
    </li>
  );
});

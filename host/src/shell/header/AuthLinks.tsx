import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths, useStores } from '@portal/shared-kernel';
import { useLocale } from '../use-locale';

/**
 * My account and log out for a signed-in user; otherwise "Log in / Join", which carries the current
 * page as the place to come back to (spec §2.5). While the browser checks a sign-in the server
 * expected (the `portal_signed_in` cookie), neither shows: a signed-in visitor never sees
 * "Log in" flash before their account links.
 */
export const AuthLinks = observer(function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('host');
  const { auth } = useStores();
  const locale = useLocale();
  const location = useLocation();
  if (auth.loggedIn) {
    const logout = (event: MouseEvent<HTMLAnchorElement>) => {
      // With JavaScript, keycloak-js ends the session itself (it holds the ID token the identity
      // server wants as proof); the link's own target, a full request to the host, is for pages
      // without JavaScript.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      onNavigate?.();
      void auth.logout({ locale });
    };
    return (
      <>
        <li>
          <Link to={paths.account(locale)} onClick={onNavigate} data-auth="account">
            {t('nav.account')}
          </Link>
        </li>
        <li>
          <a href={paths.logout()} onClick={logout} data-auth="logout">
            {t('nav.logout')}
          </a>
        </li>
      </>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const onLoginPage = location.pathname === paths.login(locale);
  const login = (
    <Link
      to={onLoginPage ? `${location.pathname}${location.search}` : paths.login(locale, here)}
      onClick={onNavigate}
      data-auth="login"
    >
      {t('nav.loginJoin')}
    </Link>
  );
  if (auth.checking) {
    // Without JavaScript the check never comes: the link is there for those pages only.
    return (
      <li data-auth="checking">
        <noscript>{login}</noscript>
      </li>
    );
  }
  return <li>{login}</li>;
});

import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { Alert, Button, paths, space, usePortal } from '@portal/shared-kernel';
import type { LoginData } from './login.loader';

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space[7]}px 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]}px;
  margin: ${space[5]}px 0;
`;

/**
 * The login page (`/{lang}/account/login?redirect=...`): the identity server's login and sign-up
 * forms, coming back to the page the visitor came from (the loader checked `redirect`), else to
 * the locale's home page. A visitor who is already signed in goes there straight away.
 */
export const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation('account');
  const { stores, locale } = usePortal();
  const { itemCount, redirect } = useLoaderData() as LoginData;
  const navigate = useNavigate();
  const target = redirect ?? paths.home(locale);
  const [state, setState] = useState<'hydrating' | 'ready' | 'leaving' | 'failed'>('hydrating');
  // The buttons only work with JavaScript: until the page is hydrated they are shown disabled
  // (a click would do nothing), and without JavaScript the note below says why.
  useEffect(() => setState('ready'), []);

  const signedIn = stores.auth.loggedIn;
  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, navigate, target]);

  const go = (action: 'login' | 'register') => {
    if (state === 'leaving') return;
    setState('leaving');
    stores.auth[action]({ redirect: target, locale }).catch(() => setState('failed'));
  };
  const unavailable = state === 'hydrating';
  return (
    <Page>
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro', { count: itemCount })}</p>
      <ul>
        <li>{t('login.benefits.likes')}</li>
        <li>{t('login.benefits.galleries')}</li>
        <li>{t('login.benefits.multilingual')}</li>
      </ul>
      <Actions>
        <Button
          onClick={() => go('login')}
          disabled={unavailable}
          aria-disabled={state === 'leaving' || undefined}
          data-auth-action="login"
        >
          {t('login.logIn')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => go('register')}
          disabled={unavailable}
          aria-disabled={state === 'leaving' || undefined}
          data-auth-action="register"
        >
          {t('login.register')}
        </Button>
      </Actions>
      {state === 'failed' ? <Alert variant="error">{t('login.unavailable')}</Alert> : null}
      <noscript>
        <p>{t('login.needsJavaScript')}</p>
      </noscript>
    </Page>
  );
});

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { space } from '@portal/shared-kernel';
import type { LoginData } from './login.loader';

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space[7]}px 0;
`;

export function LoginPage() {
  const { t } = useTranslation('account');
  const { itemCount } = useLoaderData() as LoginData;
  return (
    <Page>
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro', { count: itemCount })}</p>
      <ul>
        <li>{t('login.benefits.likes')}</li>
        <li>{t('login.benefits.galleries')}</li>
        <li>{t('login.benefits.multilingual')}</li>
      </ul>
    </Page>
  );
}

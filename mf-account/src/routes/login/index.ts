// Route module of `/{lang}/account/login` (page, loader and head together).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { accountMessages } from '../../messages';
import { LoginPage } from './LoginPage';
import { loader, type LoginData } from './login.loader';

export { loader };
export const Component = LoginPage;
export const messages = accountMessages;

export function head({ t }: HeadArgs<LoginData>) {
  return { title: t('account:login.headTitle') };
}

const _contract: RouteModule<LoginData> = { loader, Component, messages, head };
void _contract;

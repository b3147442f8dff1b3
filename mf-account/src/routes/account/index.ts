// Route module of `/{lang}/account`: the signed-in user's likes (page and head together; the
// page has no loader, since what it shows is private and read in the browser with the user's token).
import type { HeadArgs, RouteModule } from '@portal/shared-kernel';
import { accountMessages } from '../../messages';
import { AccountPage } from './AccountPage';

export const Component = AccountPage;
export const messages = accountMessages;

export function head({ t }: HeadArgs<undefined>) {
  // A private page: nothing in it for a search engine.
  return { title: t('account:account.headTitle'), noindex: true };
}

const _contract: RouteModule<undefined> = { Component, messages, head };
void _contract;

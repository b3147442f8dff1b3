import type { NamespaceSource } from '@portal/shared-kernel';

/** This remote's strings (namespace `account`), one lazily loaded chunk per locale. */
export const accountMessages: NamespaceSource = {
  namespace: 'account',
  load: (locale) => import(/* webpackChunkName: "account-[request]" */ `./locales/${locale}.json`),
};

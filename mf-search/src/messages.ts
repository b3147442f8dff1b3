import type { NamespaceSource } from '@portal/shared-kernel';

/** This remote's strings (namespace `search`), one lazily loaded chunk per locale. */
export const searchMessages: NamespaceSource = {
  namespace: 'search',
  load: (locale) => import(/* webpackChunkName: "search-[request]" */ `./locales/${locale}.json`),
};

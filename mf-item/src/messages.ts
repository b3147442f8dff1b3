import type { NamespaceSource } from '@portal/shared-kernel';

/** This remote's strings (namespace `item`), one lazily loaded chunk per locale. */
export const itemMessages: NamespaceSource = {
  namespace: 'item',
  load: (locale) => import(/* webpackChunkName: "item-[request]" */ `./locales/${locale}.json`),
};

import type { NamespaceSource } from '@portal/shared-kernel';

/** This remote's strings (namespace `collections`), one lazily loaded chunk per locale. */
export const collectionsMessages: NamespaceSource = {
  namespace: 'collections',
  load: (locale) =>
    import(/* webpackChunkName: "collections-[request]" */ `./locales/${locale}.json`),
};

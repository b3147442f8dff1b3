import type { NamespaceSource } from '@portal/shared-kernel';

/** This remote's strings (namespace `stories`), one lazily loaded chunk per locale. */
export const storiesMessages: NamespaceSource = {
  namespace: 'stories',
  load: (locale) => import(/* webpackChunkName: "stories-[request]" */ `./locales/${locale}.json`),
};

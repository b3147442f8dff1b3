import type { NamespaceSource } from './create-i18n';
import { COMMON_NAMESPACE } from './create-i18n';

/** shared-kernel's own strings, one lazily loaded chunk per locale. */
export const commonMessages: NamespaceSource = {
  namespace: COMMON_NAMESPACE,
  load: (locale) => import(/* webpackChunkName: "common-[request]" */ `./locales/${locale}.json`),
};

import type { i18n as I18n } from 'i18next';
import {
  commonMessages,
  ensureNamespace,
  type LocaleCode,
  type NamespaceSource,
} from '@portal/shared-kernel';

/** The host's own strings (header, footer, error pages), one lazily loaded chunk per locale. */
export const hostMessages: NamespaceSource = {
  namespace: 'host',
  load: (locale) => import(/* webpackChunkName: "host-[request]" */ `../locales/${locale}.json`),
};

/** Loads what the shell needs for a locale: shared-kernel's strings and the host's. */
export async function loadShellMessages(i18n: I18n, locale: LocaleCode): Promise<void> {
  await Promise.all([
    ensureNamespace(i18n, commonMessages, locale),
    ensureNamespace(i18n, hostMessages, locale),
  ]);
}

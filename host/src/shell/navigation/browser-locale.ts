import { LOCALE_COOKIE, type LocaleCode } from '@portal/shared-kernel';
import { localeRule } from '../../server/request-rules/locale';
import { locationOf, type QueryRecord } from '../../server/request-rules/rule-result';
import { getCookie, setCookie } from '../browser-cookies';

/**
 * Where a client-side navigation to a path without a supported locale goes: the same rule as on
 * the server, with the browser's language in place of Accept-Language (spec §2.1 order: cookie,
 * browser language, ..., English). Null for the exempt paths.
 */
export function browserLocaleRedirect(href: string): string | null {
  const url = new URL(href, window.location.href);
  const query: QueryRecord = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const decision = localeRule({
    path: url.pathname,
    query,
    cookieLocale: getCookie(LOCALE_COOKIE),
    browserLanguage: navigator.language,
  });
  if (decision.kind !== 'redirect') return null;
  if (decision.chosen) rememberLocale(decision.chosen);
  return locationOf(decision.redirect);
}

/** The locale in use is remembered in its cookie, also after client-side switches (spec §2.1). */
export function rememberLocale(locale: LocaleCode): void {
  if (getCookie(LOCALE_COOKIE) !== locale) setCookie(LOCALE_COOKIE, locale, 365);
}

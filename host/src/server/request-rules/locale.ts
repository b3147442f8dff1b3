import {
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_EXEMPT_PATHS,
  type LocaleCode,
} from '@portal/shared-kernel';
import { sameSitePath } from './local-path';
import type { QueryRecord, RuleRedirect } from './rule-result';

export { LOCALE_EXEMPT_PATHS };

export type LocaleDecision =
  /** The path has a supported locale: keep it (and remember it in the cookie). */
  | { kind: 'locale'; locale: LocaleCode }
  /** The login return and logout live without a locale (spec §2.1). */
  | { kind: 'exempt' }
  /** Redirect; `chosen` is the locale picked for a path without one (to remember it). */
  | { kind: 'redirect'; redirect: RuleRedirect; chosen?: LocaleCode };

export interface LocaleInput {
  path: string;
  query: QueryRecord;
  /** Value of the `i18n_locale_code` cookie. */
  cookieLocale?: string;
  /** `navigator.language`; only known in the browser. */
  browserLanguage?: string;
  /** The request's Accept-Language header; only known on the server. */
  acceptLanguage?: string;
}

/**
 * Where a path's locale prefix is, read as the Europeana portal reads it (portal.js,
 * `middleware/l10n.js`): by position, not by shape. The path is taken to start with a locale when
 * its first three characters are followed by a slash or are the whole path (`/de`, `/de/...`);
 * the "locale" is then characters 1–2, whatever they are. So `/xx/search`, `/12/search` and
 * `//a/search` all have a prefix (stripped unless supported), while longer segments such as
 * `/en-GB/search` or `/search` have none and get the visitor's locale put in front. Spec §2.1
 * words this as "a two-letter segment ... or a segment of any length followed by a slash".
 */
export function localePrefixOf(path: string): string | undefined {
  return path.length === 3 || path.charAt(3) === '/' ? path.slice(1, 3) : undefined;
}

/**
 * Locale handling of spec §2.1: a supported prefix is kept; an unsupported one is stripped and
 * the stripped path redirected to (query kept); a path without a prefix is redirected to
 * `/{locale}{path}`, the root to `/{locale}`.
 */
export function localeRule(input: LocaleInput): LocaleDecision {
  const { path, query } = input;
  if (LOCALE_EXEMPT_PATHS.includes(path)) return { kind: 'exempt' };

  const prefix = localePrefixOf(path);
  if (prefix !== undefined) {
    if (isLocaleCode(prefix)) return { kind: 'locale', locale: prefix };
    return {
      kind: 'redirect',
      redirect: { status: 302, path: sameSitePath(path.slice(3)), query },
    };
  }

  const chosen = chooseLocale(input);
  const target = path === '/' ? `/${chosen}` : `/${chosen}${path}`;
  return { kind: 'redirect', redirect: { status: 302, path: target, query }, chosen };
}

/**
 * Spec §2.1 order: a valid cookie value; the browser's language (first two letters, lower case);
 * the first language of Accept-Language; English.
 */
export function chooseLocale({
  cookieLocale,
  browserLanguage,
  acceptLanguage,
}: Pick<LocaleInput, 'cookieLocale' | 'browserLanguage' | 'acceptLanguage'>): LocaleCode {
  if (isLocaleCode(cookieLocale)) return cookieLocale;
  const browser = browserLanguage?.trim().slice(0, 2).toLowerCase();
  if (isLocaleCode(browser)) return browser;
  const accepted = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (isLocaleCode(accepted)) return accepted;
  return DEFAULT_LOCALE;
}

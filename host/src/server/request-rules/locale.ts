import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@portal/shared-kernel';
import type { QueryRecord, RuleRedirect } from './rule-result';

/** Paths without a locale prefix by design (spec §2.1). */
export const LOCALE_EXEMPT_PATHS = ['/account/callback', '/account/logout'];

export type LocaleDecision =
  | { kind: 'locale'; locale: LocaleCode }
  | { kind: 'exempt' }
  | { kind: 'redirect'; redirect: RuleRedirect };

export interface LocaleInput {
  path: string;
  query: QueryRecord;
  cookieLocale?: string;
  acceptLanguage?: string;
}

/**
 * Locale handling of spec §2.1: a supported first segment is kept; an unsupported two-letter
 * segment is stripped; a path without a locale is redirected to the visitor's locale (cookie,
 * then the first language of Accept-Language, then English).
 */
export function localeRule(input: LocaleInput): LocaleDecision {
  const { path, query } = input;
  if (LOCALE_EXEMPT_PATHS.includes(path)) return { kind: 'exempt' };
  const first = /^\/([^/]+)(?=\/|$)/.exec(path)?.[1];
  if (isLocaleCode(first)) return { kind: 'locale', locale: first };

  const chosen = chooseLocale(input.cookieLocale, input.acceptLanguage);
  const rest = first && /^[a-z]{2}$/i.test(first) ? path.slice(first.length + 1) : path;
  const target = rest === '/' || rest === '' ? `/${chosen}` : `/${chosen}${rest}`;
  return { kind: 'redirect', redirect: { status: 302, path: target, query } };
}

/** Cookie value, else the first language of Accept-Language, else English. */
export function chooseLocale(cookieLocale?: string, acceptLanguage?: string): LocaleCode {
  if (isLocaleCode(cookieLocale)) return cookieLocale;
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (isLocaleCode(first)) return first;
  return DEFAULT_LOCALE;
}

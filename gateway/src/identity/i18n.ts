import i18next, { type TFunction } from 'i18next';
import { CONTENT_LOCALES } from '../apis/content/content-paths';
import { MESSAGES } from './locales';

/** The portal's 25 interface languages (shared-kernel LOCALES; content-paths.ts keeps them equal). */
export const IDENTITY_LOCALES: readonly string[] = CONTENT_LOCALES;
export const DEFAULT_LOCALE = 'en';

export type Translate = TFunction;

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(MESSAGES).map(([code, messages]) => [code, { translation: messages }]),
  ),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...IDENTITY_LOCALES],
  initAsync: false,
  // Pages escape every value themselves (pages.ts): i18next escaping too would double it.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translation function of one locale. */
export function translator(locale: string): Translate {
  return i18n.getFixedT(IDENTITY_LOCALES.includes(locale) ? locale : DEFAULT_LOCALE);
}

/** A supported locale for a language tag (`de-AT` → `de`), if any. */
export function supportedLocale(tag: string | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary && IDENTITY_LOCALES.includes(primary) ? primary : undefined;
}

export interface LocaleSources {
  uiLocales?: string | undefined;
  kcLocale?: string | undefined;
  cookieLocale?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The page language: the first supported of `ui_locales` (space-separated, OIDC), else
 * `kc_locale` (Keycloak's), else the portal's `i18n_locale_code` cookie, else the best of
 * Accept-Language, else English.
 */
export function chooseLocale(sources: LocaleSources): string {
  for (const tag of (sources.uiLocales ?? '').split(/\s+/)) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return (
    supportedLocale(sources.kcLocale) ??
    supportedLocale(sources.cookieLocale) ??
    fromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

function fromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

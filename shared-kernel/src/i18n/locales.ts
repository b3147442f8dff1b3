/** The portal's interface languages (spec §1): 25 codes, English the default and fallback. */
export const LOCALES = [
  { code: 'bg', iso: 'bg-BG', name: 'Български', englishName: 'Bulgarian', iso3: 'bul' },
  { code: 'cs', iso: 'cs-CZ', name: 'Čeština', englishName: 'Czech', iso3: 'ces' },
  { code: 'da', iso: 'da-DK', name: 'Dansk', englishName: 'Danish', iso3: 'dan' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', englishName: 'German', iso3: 'deu' },
  { code: 'el', iso: 'el-GR', name: 'Ελληνικά', englishName: 'Greek', iso3: 'ell' },
  { code: 'en', iso: 'en-GB', name: 'English', englishName: 'English', iso3: 'eng' },
  { code: 'es', iso: 'es-ES', name: 'Español', englishName: 'Spanish', iso3: 'spa' },
  { code: 'et', iso: 'et-EE', name: 'Eesti', englishName: 'Estonian', iso3: 'est' },
  { code: 'eu', iso: 'eu-ES', name: 'Euskara', englishName: 'Basque', iso3: 'eus' },
  { code: 'fi', iso: 'fi-FI', name: 'Suomi', englishName: 'Finnish', iso3: 'fin' },
  { code: 'fr', iso: 'fr-FR', name: 'Français', englishName: 'French', iso3: 'fra' },
  { code: 'ga', iso: 'ga-IE', name: 'Gaeilge', englishName: 'Irish', iso3: 'gle' },
  { code: 'hr', iso: 'hr-HR', name: 'Hrvatski', englishName: 'Croatian', iso3: 'hrv' },
  { code: 'hu', iso: 'hu-HU', name: 'Magyar', englishName: 'Hungarian', iso3: 'hun' },
  { code: 'it', iso: 'it-IT', name: 'Italiano', englishName: 'Italian', iso3: 'ita' },
  { code: 'lt', iso: 'lt-LT', name: 'Lietuvių', englishName: 'Lithuanian', iso3: 'lit' },
  { code: 'lv', iso: 'lv-LV', name: 'Latviešu', englishName: 'Latvian', iso3: 'lav' },
  { code: 'mt', iso: 'mt-MT', name: 'Malti', englishName: 'Maltese', iso3: 'mlt' },
  { code: 'nl', iso: 'nl-NL', name: 'Nederlands', englishName: 'Dutch', iso3: 'nld' },
  { code: 'pl', iso: 'pl-PL', name: 'Polski', englishName: 'Polish', iso3: 'pol' },
  { code: 'pt', iso: 'pt-PT', name: 'Português', englishName: 'Portuguese', iso3: 'por' },
  { code: 'ro', iso: 'ro-RO', name: 'Română', englishName: 'Romanian', iso3: 'ron' },
  { code: 'sk', iso: 'sk-SK', name: 'Slovenčina', englishName: 'Slovak', iso3: 'slk' },
  { code: 'sl', iso: 'sl-SI', name: 'Slovenščina', englishName: 'Slovenian', iso3: 'slv' },
  { code: 'sv', iso: 'sv-SE', name: 'Svenska', englishName: 'Swedish', iso3: 'swe' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type Locale = (typeof LOCALES)[number];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);
export const DEFAULT_LOCALE: LocaleCode = 'en';
/** The cookie that remembers the visitor's interface language (spec §2.1, §9). */
export const LOCALE_COOKIE = 'i18n_locale_code';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeByCode(code: LocaleCode): Locale {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[5];
}

/** Paths without a locale segment by design: the login return and logout (spec §2.1). */
export const LOCALE_EXEMPT_PATHS: readonly string[] = ['/account/callback', '/account/logout'];

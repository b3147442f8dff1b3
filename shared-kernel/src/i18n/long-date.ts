import { isLocaleCode, localeByCode } from './locales';

/** One formatter per locale and process; null for a locale this runtime's Intl has no data for. */
const formats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * A day in the long form of a locale ("28 November 2026"), in UTC so every server and browser
 * says the same day. Browsers ship a trimmed ICU without Irish, Maltese or Basque dates (Chromium
 * writes "November 28, 2026" for them): there the day stays as written, `2026-11-28`, since no
 * language's words are better than American English ones on an Irish page. Text the server
 * renders should be formatted in a loader, so the browser hydrates with the server's words.
 */
export function formatLongDate(day: Date, locale: string): string {
  if (Number.isNaN(day.getTime())) return '';
  const iso = isLocaleCode(locale) ? localeByCode(locale).iso : 'en-GB';
  let format = formats.get(iso);
  if (format === undefined) {
    format = Intl.DateTimeFormat.supportedLocalesOf([iso]).length
      ? new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' })
      : null;
    formats.set(iso, format);
  }
  return format ? format.format(day) : day.toISOString().slice(0, 10);
}

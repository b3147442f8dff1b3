import { isLocaleCode, localeByCode } from '@portal/shared-kernel';

/**
 * One formatter per locale and process (the server formats a date on every page request); null
 * for a locale this runtime's Intl has no data for.
 */
const formats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * A page's `updated` day (`2026-11-28`) in the long form of a locale ("28 November 2026"), in UTC
 * so every server says the same day; undefined for anything that is no such day.
 *
 * The loader calls it, not the component: browsers ship a trimmed ICU without Irish, Maltese or
 * Basque dates (Chromium writes "November 28, 2026" for them), so formatting while rendering would
 * write another text in the browser than the server did and break hydration. From the loader, the
 * server's text is what the page hydrates with. When the loader runs in such a browser (a click
 * from page to page), the day stays as written (`2026-11-28`): no language's words are better than
 * American English ones on an Irish page.
 */
export function formatUpdated(updated: string | undefined, locale: string): string | undefined {
  if (!updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) return undefined;
  const day = new Date(`${updated}T00:00:00Z`);
  // `2026-02-31` matches the pattern but is no day: Date rolls it over, the ISO text differs.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== updated) return undefined;
  const iso = isLocaleCode(locale) ? localeByCode(locale).iso : 'en-GB';
  let format = formats.get(iso);
  if (format === undefined) {
    format = Intl.DateTimeFormat.supportedLocalesOf([iso]).length
      ? new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' })
      : null;
    formats.set(iso, format);
  }
  return format ? format.format(day) : updated;
}

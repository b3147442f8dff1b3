import { formatLongDate } from '@portal/shared-kernel';

/**
 * A page's `updated` day (`2026-11-28`) in the long form of a locale ("28 November 2026");
 * undefined for anything that is no such day.
 *
 * The loader calls it, not the component: browsers lack some locales' dates (formatLongDate), so
 * formatting while rendering could write another text in the browser than the server did and
 * break hydration. From the loader, the server's text is what the page hydrates with.
 */
export function formatUpdated(updated: string | undefined, locale: string): string | undefined {
  if (!updated || !/^\d{4}-\d{2}-\d{2}$/.test(updated)) return undefined;
  const day = new Date(`${updated}T00:00:00Z`);
  // `2026-02-31` matches the pattern but is no day: Date rolls it over, the ISO text differs.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== updated) return undefined;
  return formatLongDate(day, locale);
}

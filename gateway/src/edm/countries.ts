/**
 * COUNTRY facet values are English country names with each word capitalised ("United Kingdom");
 * old records carry lower-case names ("belgium"), so values are re-capitalised like api2 does.
 */
export function capitaliseCountry(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\b(And|Of|The)\b/g, (w, _x, offset: number) => (offset === 0 ? w : w.toLowerCase()));
}

/**
 * COUNTRY facet values are English country names with each word capitalised ("United Kingdom");
 * old records carry lower-case names ("belgium"), so values are re-capitalised like api2 does.
 */
export function capitaliseCountry(value: string): string {
  let known = capitalised.get(value);
  if (known === undefined) {
    known = capitalise(value);
    if (capitalised.size < 10_000) capitalised.set(value, known);
  }
  return known;
}

const capitalised = new Map<string, string>();

function capitalise(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\b(And|Of|The)\b/g, (w, _x, offset: number) => (offset === 0 ? w : w.toLowerCase()));
}

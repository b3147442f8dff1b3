/** What an imported document's values are checked against (converters and importers alike). */

/** An object that is no list (and not null): a JSON object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list whose every element is a string (the empty list included). */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((element) => typeof element === 'string');
}

/** A colour code as `#RRGGBB` (either case): what edm:componentColor holds. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
}

/**
 * Paths browsers read as another host when a Location starts with them (`evil.example`):
 * slashes and backslashes in any mix, and tabs and line breaks, which browsers drop.
 */
export const HOSTILE_PATHS: readonly string[] = [
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n\\evil.example',
  ' //evil.example',
];

/** The host a browser on the portal goes to with this Location (WHATWG URL parsing). */
export function hostOfLocation(location: string): string {
  return new URL(location, 'https://portal.example/en/x').host;
}

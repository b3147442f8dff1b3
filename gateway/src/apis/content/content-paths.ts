/**
 * What names a content page (`gateway/content/pages/<slug>/<lang>.md`, served at
 * `/content/pages/<slug>.json?lang=<lang>`): the slug rule and the portal's languages. The
 * gateway does not depend on shared-kernel, so the 25 codes are listed here; a test keeps them
 * equal to shared-kernel's LOCALES.
 */
export const CONTENT_LOCALES = [
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** Every page exists in English; the other languages are optional and fall back to it. */
export const FALLBACK_LOCALE: ContentLocale = 'en';

const LOCALE_SET: ReadonlySet<string> = new Set(CONTENT_LOCALES);

export function isContentLocale(value: string): value is ContentLocale {
  return LOCALE_SET.has(value);
}

export const MAX_SLUG_SEGMENTS = 4;
export const MAX_SEGMENT_LENGTH = 64;
const SEGMENT = new RegExp(`^[a-z0-9-]{1,${MAX_SEGMENT_LENGTH}}$`);

/** The rule, as a 400 and a load error state it. */
export const SLUG_RULE =
  `lowercase a-z, 0-9 and "-" segments separated by single "/", ` +
  `at most ${MAX_SLUG_SEGMENTS} segments of at most ${MAX_SEGMENT_LENGTH} characters`;

/**
 * Whether `slug` is a page name (`faq`, `rights/privacy-statement`). The rule keeps slugs to
 * plain folder names: no `.`/`..`, no empty segments, nothing a file system or URL reads
 * specially, so a slug can never name a file outside the content folder.
 */
export function isContentSlug(slug: string): boolean {
  const segments = slug.split('/');
  return segments.length <= MAX_SLUG_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

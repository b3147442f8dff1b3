import { isContentLocale } from './content-paths';

/**
 * The links a content page may hold, as the contract has them written: portal pages
 * root-relative without the locale (`/search?query=map`), other sites absolute (`https://…`),
 * mail addresses, and anchors within the page. Anything else (`javascript:`, `data:`, a
 * relative `privacy`, a protocol-relative `//host`) would be broken or unsafe in the portal,
 * so it is a load error rather than something the renderer quietly passes on.
 */
export type LinkTarget =
  | { kind: 'portal' }
  | { kind: 'external' }
  | { kind: 'mail' }
  | { kind: 'anchor' }
  | { kind: 'invalid'; problem: string };

/** Spec §2.1: the only portal paths without a locale segment. */
const UNLOCALISED_PATHS = ['/account/callback', '/account/logout'];

export function classifyLink(href: string): LinkTarget {
  if (href.startsWith('#')) return { kind: 'anchor' };
  if (href.startsWith('/') && !href.startsWith('//')) {
    const first = /^\/([^/?#]*)/.exec(href)?.[1] ?? '';
    if (isContentLocale(first)) {
      return {
        kind: 'invalid',
        problem: `link ${href} starts with a locale; write portal links without it (the gateway adds the visitor's)`,
      };
    }
    return { kind: 'portal' };
  }
  if (/^https?:\/\/[^/?#]/i.test(href)) return { kind: 'external' };
  if (/^mailto:[^@\s]+@/i.test(href)) return { kind: 'mail' };
  return {
    kind: 'invalid',
    problem: `link ${href || '(empty)'} is neither a root-relative portal path, an http(s) URL, a mailto: address nor a #anchor`,
  };
}

/**
 * A portal link in the visitor's locale: `/search?x` -> `/de/search?x`, `/` -> `/de`. The
 * locale is the one the visitor asked for, not the one of the text they got (an English
 * fallback still links to German pages for a German visitor).
 */
export function localisedHref(href: string, locale: string): string {
  const unlocalised = UNLOCALISED_PATHS.some(
    (path) => href.startsWith(path) && /^(?:$|[?#])/.test(href.slice(path.length)),
  );
  if (unlocalised) return href;
  // The home page is `/{lang}`, without a trailing slash (spec §2.1 redirects one away).
  return `/${locale}${href === '/' || /^\/[?#]/.test(href) ? href.slice(1) : href}`;
}

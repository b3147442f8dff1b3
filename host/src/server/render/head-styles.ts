import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_GLOBAL_STYLES, SERVER_STYLES_ATTRIBUTE } from '@portal/shared-kernel';

/**
 * The page's styles, for its head (shared-kernel `server-styles.ts` says why not beside each
 * element, where emotion's server rendering puts them). The page is rendered with emotion's
 * `compat` cache, which keeps the styles it inserts instead of writing a tag for each, and this
 * collects them in the order they were inserted, for two tags:
 * - the global styles (`<Global>`), in the tag `GlobalStyles` looks for in the browser;
 * - everything else in one tag, whose names the browser's cache adopts (`adoptServerStyles`).
 */
export interface HeadStyles {
  /** The cache to render the page with. */
  cache: EmotionCache;
  /** The style tags of what the render inserted. */
  tags(): string;
}

export function createHeadStyles(key: string, nonce: string): HeadStyles {
  const cache = createCache({ key, nonce });
  // In compat mode the server cache keeps each style's rules in `inserted` rather than returning
  // them for an inline tag; <Global> then renders no tag either.
  cache.compat = true;
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (
    ...[selector, serialized, sheet, shouldCache]: Parameters<EmotionCache['insert']>
  ) => {
    const seen = cache.inserted[serialized.name] !== undefined;
    const returned = insert(selector, serialized, sheet, shouldCache);
    const css = returned ?? cache.inserted[serialized.name];
    if (seen || typeof css !== 'string' || !css) return returned;
    // <Global> inserts with no selector; so do keyframes (the `next` of a component's styles),
    // which belong with the component styles.
    if (selector === '' && !serialized.styles.trimStart().startsWith('@keyframes'))
      globals.push(css);
    else {
      names.push(serialized.name);
      rules.push(css);
    }
    return returned;
  };
  return {
    cache,
    tags() {
      const tag = (value: string, css: string) =>
        `<style ${SERVER_STYLES_ATTRIBUTE}="${value}" nonce="${nonce}">${escapeStyleText(css)}</style>`;
      return [
        globals.length ? tag(SERVER_GLOBAL_STYLES, globals.join('')) : '',
        names.length ? tag(names.join(' '), rules.join('')) : '',
      ].join('');
    },
  };
}

/**
 * CSS text inside a `<style>` element ends at the first `</style`: a value that held one (a
 * `content: "</style>"`) would close the element early. Our styles hold no such text, and React
 * writes style text as it is too, but this head is written by hand, so it is kept from breaking
 * out all the same.
 */
function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** A surrogate without its other half: no UTF-8, HTML or URL can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with each lone surrogate as U+FFFD, as a UTF-8 encoder writes it. A record's text is
 * data, not always text: JSON may spell half a pair (`"\ud800"`), which broke hydration (the
 * server's HTML cannot carry it) and `encodeURIComponent` (URIError).
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** A `\uD800`–`\uDFFF` escape: only JSON that holds one can decode to a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** JSON.parse, with every string well formed (the walk only for texts with such an escape). */
export function parseWellFormedJson(text: string): unknown {
  if (!SURROGATE_ESCAPE.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? wellFormed(value) : value,
  );
}

const WEB_SCHEME = /^https?:\/\//i;

/**
 * `value` when it is an absolute http(s) URL, the only kind of URL from a record the portal
 * links to or publishes (in JSON-LD, say); undefined for anything else: `javascript:`, `data:`,
 * `vbscript:` and other schemes, protocol-relative (`//host/…`) and relative values, and text
 * that is no URL at all. The value is kept as it is (trimmed), not normalised.
 */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // `http:host` or `https:\\host` parse too, but a browser may resolve the first against the
  // page: only `http(s)://` is taken for absolute.
  if (!WEB_SCHEME.test(text)) return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A scheme and one token after it: `urn:nbn:…`, `data:…`, `http://…`, `mailto:…`. */
const URI_TEXT = /^[a-z][a-z\d+.-]*:\S+$/i;

/**
 * Whether a text value is a URI of any scheme rather than words: what a record holds where a
 * label is missing (an entity's `http://…`, `urn:…`, even `data:…`). One token after the scheme,
 * so "Note: …" stays text; "Paris:1900" would not, a price a credit line can pay.
 */
export function isUriText(value: string): boolean {
  return URI_TEXT.test(value.trim());
}

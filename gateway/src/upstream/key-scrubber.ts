/**
 * The Europeana APIs echo the key they were called with: `"apikey"` in search, record and error
 * bodies, `?wskey=` in every item's `link`, `utm_campaign=` in its `guid`, and in headers. In
 * upstream mode that key is the server's own, which must never reach a browser; the scrubber
 * puts the client's own key in its place (what the API would have echoed had the client called
 * it directly), or nothing when the client sent none.
 *
 * Works on "binary" (latin1) strings: one char per byte, so a body in any ASCII-compatible
 * charset, and a raw Node header value, round-trip byte for byte while the key's bytes are
 * replaced.
 */
export interface KeyScrubber {
  /** False when there is no server key to hide (the client's own key went upstream). */
  readonly active: boolean;
  text(latin1: string): string;
  bytes(body: Buffer): Buffer;
}

/**
 * A client key that may be written into any text answer as is: Europeana keys are short runs of
 * letters and digits. These characters need no escaping in JSON, XML, Turtle, JavaScript
 * (JSONP) or a URL, so the replacement cannot inject syntax; anything else is dropped.
 */
const SAFE_CLIENT_KEY = /^[A-Za-z0-9._~-]{1,128}$/;

export function safeClientKey(key: string | undefined): string {
  return key !== undefined && SAFE_CLIENT_KEY.test(key) ? key : '';
}

export function keyScrubber(
  serverKey: string | undefined,
  clientKey: string | undefined,
): KeyScrubber {
  if (!serverKey) {
    return { active: false, text: (latin1) => latin1, bytes: (body) => body };
  }
  const pattern = new RegExp(keyForms(serverKey).map(escapeRegExp).join('|'), 'gi');
  const replacement = safeClientKey(clientKey);
  // A function replacement: `$&` and friends in the replacement string are not expanded.
  const text = (latin1: string): string => latin1.replace(pattern, () => replacement);
  return {
    active: true,
    text,
    bytes: (body) => {
      const before = body.toString('latin1');
      const after = text(before);
      return after === before ? body : Buffer.from(after, 'latin1');
    },
  };
}

/**
 * The ways an answer may spell the key: as is, URL-encoded (query strings, `link`s), form-encoded,
 * JSON-escaped and XML-escaped; matched regardless of case (`%2f` and `%2F`, an upstream that
 * changes the case). Longest first, so a longer form is replaced whole rather than in part.
 * Each form as the latin1 view of its UTF-8 bytes, like the text it is looked for in.
 */
export function keyForms(key: string): string[] {
  const encoded = encodeURIComponent(key);
  const json = JSON.stringify(key).slice(1, -1);
  const forms = new Set([
    key,
    encoded,
    encoded.replace(/%20/g, '+'),
    json,
    json.replace(/\//g, '\\/'),
    key.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!),
  ]);
  return [...forms]
    .map((form) => Buffer.from(form, 'utf8').toString('latin1'))
    .sort((a, b) => b.length - a.length);
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { Transform } from 'node:stream';

/**
 * The Europeana APIs echo the key they were called with: `"apikey"` in search, record and error
 * bodies, `?wskey=` in every item's `link`, `utm_campaign=` in its `guid`, and in headers. In
 * upstream mode that key is the server's own, which must never reach a browser; the scrubber
 * puts the client's own key in its place (what the API would have echoed had the client called
 * it directly), or nothing when the client sent none.
 *
 * Works on "binary" (latin1) strings: one char per byte, so a body in any ASCII-compatible
 * charset or in UTF-16, and a raw Node header value, round-trip byte for byte while the key's
 * bytes are replaced.
 */
export interface KeyScrubber {
  /** False when there is no server key to hide (the client's own key went upstream). */
  readonly active: boolean;
  text(latin1: string): string;
  bytes(body: Buffer): Buffer;
  /**
   * For a text read in pieces: scrubs the start of `latin1` that text yet to come cannot change
   * and returns it, with the rest, unscrubbed, to put in front of the next piece (`rest` is
   * shorter than the longest key form). `text` on the last rest ends the body.
   */
  head(latin1: string): { scrubbed: string; rest: string };
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
    return {
      active: false,
      text: (latin1) => latin1,
      bytes: (body) => body,
      head: (latin1) => ({ scrubbed: latin1, rest: '' }),
    };
  }
  const forms = keyForms(serverKey);
  const source = forms.map(escapeRegExp).join('|');
  const pattern = new RegExp(source, 'gi');
  const finder = new RegExp(source, 'gi');
  const longest = forms[0]!.length;
  const replacement = safeClientKey(clientKey);
  const wide = utf16Forms(replacement);
  // The client's key in the encoding of the match: a key found in UTF-16 text is replaced by
  // UTF-16 bytes, or the text would lose its alignment. (A function replacement also keeps
  // `$&` and friends in the key from being expanded.)
  const replace = (match: string): string =>
    !match.includes('\0') ? replacement : match[0] === '\0' ? wide.be : wide.le;
  const text = (latin1: string): string => latin1.replace(pattern, replace);
  /**
   * The carry rule. A match is decided by at most `longest` chars from its start (forms longest
   * first: which one matches there is known once the longest could be read whole), so every
   * match that starts before `length - (longest - 1)` is the one the whole body has there; the
   * cut moves to the end of such a match when it runs past. What follows the cut may be the
   * start of a key (or of a longer form of one already seen) and waits for more text. The text
   * handed in always starts where the whole-body scan is between matches (after a cut), so the
   * matches found are those of `text` on the whole body, in the same places.
   */
  const head = (latin1: string): { scrubbed: string; rest: string } => {
    let cut = Math.max(0, latin1.length - (longest - 1));
    let scrubbed = '';
    let from = 0;
    finder.lastIndex = 0;
    for (let match = finder.exec(latin1); match && match.index < cut; match = finder.exec(latin1)) {
      scrubbed += latin1.slice(from, match.index) + replace(match[0]);
      from = match.index + match[0].length;
      cut = Math.max(cut, from);
    }
    finder.lastIndex = 0;
    return { scrubbed: scrubbed + latin1.slice(from, cut), rest: latin1.slice(cut) };
  };
  return {
    active: true,
    text,
    bytes: (body) => {
      const before = body.toString('latin1');
      const after = text(before);
      return after === before ? body : Buffer.from(after, 'latin1');
    },
    head,
  };
}

/**
 * Scrubs a body of any size as it passes, in constant memory: each piece is read as latin1 after
 * the carry of the one before (`head`), so a key cut across pieces, even across many tiny ones,
 * is replaced as in the whole body; the carry is scrubbed and written at the end. A stream that
 * ends in an error never writes its carry, which may hold the start of a key.
 */
export function scrubbingStream(scrubber: KeyScrubber): Transform {
  let carry = '';
  const bytes = (latin1: string): Buffer | undefined =>
    latin1 ? Buffer.from(latin1, 'latin1') : undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const { scrubbed, rest } = scrubber.head(carry + chunk.toString('latin1'));
      carry = rest;
      callback(null, bytes(scrubbed));
    },
    flush(callback) {
      const last = scrubber.text(carry);
      carry = '';
      callback(null, bytes(last));
    },
  });
}

/**
 * The ways an answer may spell the key: as is, URL-encoded (query strings, `link`s), form-encoded,
 * JSON-escaped and XML-escaped; matched regardless of case (`%2f` and `%2F`, an upstream that
 * changes the case). Longest first, so a longer form is replaced whole rather than in part.
 * Each form as the latin1 view of its UTF-8 bytes, like the text it is looked for in, and of its
 * UTF-16 bytes.
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
  // Each also in UTF-16, both byte orders: a JSON or XML answer may come in it (RFC 8259 asks
  // for UTF-8, but the upstream's charset decides what its bytes are).
  return [...forms]
    .flatMap((form) => {
      const { le, be } = utf16Forms(form);
      return [Buffer.from(form, 'utf8').toString('latin1'), le, be];
    })
    .sort((a, b) => b.length - a.length);
}

/** The latin1 views of `text`'s UTF-16 bytes, little- and big-endian. */
function utf16Forms(text: string): { le: string; be: string } {
  const le = Buffer.from(text, 'utf16le');
  return { le: le.toString('latin1'), be: Buffer.from(le).swap16().toString('latin1') };
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

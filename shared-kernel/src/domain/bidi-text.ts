/**
 * Record text in plain text the visitor copies or shares (an attribution, a post's text, an embed
 * snippet's source). On the page each value has an element of its own; in plain text it runs
 * into what follows, and its bidirectional formatting with it: an unclosed RIGHT-TO-LEFT OVERRIDE
 * in a title reverses the provider, the rights and the URL after it, so a URL or a licence can
 * read as something else.
 */

/** Embeddings, overrides and their pop (U+202A–U+202E); isolates and their pop (U+2066–U+2069). */
const EXPLICIT_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Those and the marks (LRM, RLM, ALM): zero-width letters that sway the text beside them. */
const BIDI_FORMATTING = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

/**
 * Letters (and digits) of right-to-left scripts: Hebrew to Arabic Extended-A, their presentation
 * forms, and the right-to-left blocks of the supplementary planes. More than the exact set does
 * no harm: it only isolates a value that would not have needed it.
 */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** Paragraph separators: each ends every embedding, override and isolate open before it. */
// eslint-disable-next-line no-control-regex -- U+001C–U+001E are paragraph separators too
const PARAGRAPH_SEPARATORS = /\r\n|[\n\r\u001C-\u001E\u0085\u2029]/g;

/** Whether the text has right-to-left letters or bidi formatting, so it can reorder its neighbours. */
export function needsBidiIsolation(text: string): boolean {
  return RIGHT_TO_LEFT.test(text) || BIDI_FORMATTING.test(text);
}

/**
 * The text without embeddings, overrides and isolates, balanced or not. Matching them as the
 * Unicode Bidirectional Algorithm does (a PDF closes nothing across an isolate, a PDI closes the
 * embeddings inside it, nesting stops at 125) is more code than the values need: a record field
 * is a title or a name, whose direction the isolate around it gives it, and a mismatch would
 * leak again. Marks stay: inside an isolate they sway only its own text.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(EXPLICIT_CONTROLS, '');
}

/** {@link BIDI_FORMATTING}, every one of them, to remove them all. */
const ALL_BIDI_FORMATTING = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text without any bidi formatting: embeddings, overrides, isolates and marks, balanced or
 * not. For text that no element and no isolate can hold, such as a page's `<title>` and the
 * content of its meta tags (og:title, the description): a tab, a bookmark, a search result or a
 * link preview shows it as one line, some of them after text of their own (" | Europeana"), and
 * many show FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE as boxes, so nothing is added. Marks
 * go too: where the consumer takes the line's direction from its first letter, a leading
 * RIGHT-TO-LEFT MARK turns the whole line, the site's name with it. Right-to-left letters stay, and
 * the Bidirectional Algorithm orders them without help. Text without bidi formatting is returned
 * as it is; a value that was only controls (and spaces) is empty.
 */
export function withoutBidiFormatting(text: string): string {
  if (!BIDI_FORMATTING.test(text)) return text;
  const clean = text.replace(ALL_BIDI_FORMATTING, '');
  return clean.trim() ? clean : '';
}

/**
 * One value in plain text, kept from reordering the text around it: without embeddings,
 * overrides and isolates of its own, inside FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, which
 * gives it the direction of its first letter and shows it to its neighbours as one neutral
 * character. Line breaks become spaces (a paragraph's end would close the isolate early). Text
 * without right-to-left letters or bidi formatting is returned as it is; a value that was only
 * controls is empty.
 */
export function isolateBidi(text: string): string {
  if (!needsBidiIsolation(text)) return text;
  const clean = withoutBidiControls(text).replace(PARAGRAPH_SEPARATORS, ' ');
  return clean.trim() ? `\u2068${clean}\u2069` : '';
}

/**
 * An absolute URL for plain text, safe to show beside other text: with right-to-left letters or
 * bidi formatting it is given as the browser resolves it, path and query percent-encoded and the
 * host in ASCII (punycode), which no bidi formatting can reorder. Isolate characters around it
 * would not do: pasted text is linked up to the next space, so they would become part of the URL.
 * Other URLs are returned as they are; one that cannot be parsed is isolated as text.
 */
export function bidiSafeUrl(url: string): string {
  if (!needsBidiIsolation(url)) return url;
  try {
    return new URL(url.trim()).href;
  } catch {
    return isolateBidi(url);
  }
}

/** A surrogate without its other half: no UTF-8 (nor XML, Turtle or JSON text) can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would write it. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Characters an IRI may not contain (RFC 3987; Turtle's IRIREF and JSON-LD refuse them): controls,
 * space and `<>"{}|^\``.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_IRI = /[\u0000-\u0020<>"{}|^`\\\u007F-\u009F]/g;

/**
 * An IRI as Turtle and JSON-LD must write it: each character IRIs do not allow percent-encoded
 * as UTF-8 (`Bilder 7` → `Bilder%207`), which is the URI that RDF/XML's URI reference denotes
 * (RDF 1.0 Concepts §6.4 maps it to a URI the same way), so all three formats name the same resource.
 */
export function escapeIri(value: string): string {
  const escaped = wellFormed(value).replace(NOT_IN_IRI, (c) =>
    [...Buffer.from(c, 'utf8')]
      .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
  // Text before a first `:` that is no scheme (`%7Fhttp://…`) would be read as one: a reference
  // without a scheme escapes the colons of its first segment (RFC 3986 §4.2).
  if (/^[^:/?#]*:/.test(escaped) && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(escaped)) {
    const segment = /^[^/?#]*/.exec(escaped)![0];
    return segment.replace(/:/g, '%3A') + escaped.slice(segment.length);
  }
  return escaped;
}

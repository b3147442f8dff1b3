/**
 * The characters the portal escapes in a query when asked to (spec §5), so that text is searched
 * for as it is rather than read as Lucene syntax.
 */
export const LUCENE_SPECIAL_CHARACTERS = [
  '+',
  '-',
  '&',
  '|',
  '!',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '^',
  '"',
  '~',
  '*',
  '?',
  ':',
  '/',
] as const;

// The backslash is escaped too: it is the escape character itself, so a literal one would
// otherwise swallow the character after it.
const SPECIALS = /[+\-&|!(){}[\]^"~*?:/\\]/g;

/** `a:b (c)` -> `a\:b \(c\)` */
export function escapeLuceneSpecials(text: string): string {
  return text.replace(SPECIALS, '\\$&');
}

/** A phrase term: the value in double quotes, with quotes and backslashes inside escaped. */
export function quotePhrase(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** The value of a phrase term written by {@link quotePhrase}; other text is returned as it is. */
export function unquotePhrase(value: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/s.exec(value);
  return match ? match[1]!.replace(/\\(.)/gs, '$1') : value;
}

/** The query to send for what the user typed: blank means everything (`*:*`). */
export function apiQueryOf(query: string | null | undefined): string {
  const trimmed = query?.trim() ?? '';
  return trimmed === '' ? '*:*' : trimmed;
}

/**
 * Label normalisation shared by the suggest index and queries, close to the FTS5 `unicode61
 * remove_diacritics 2` tokenizer: decomposed, marks removed, lower-cased, split on anything that
 * is not a letter or digit. "Matthäus-Paris" -> ["matthaus", "paris"].
 */
export function normalizeLabel(text: string): string {
  return tokenize(text).join(' ');
}

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

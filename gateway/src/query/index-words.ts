import { ANY_CHARS, ONE_CHAR } from './lexer';

/**
 * How the full-text index splits text into words (FTS5 unicode61 as the store configures it):
 * letters, digits and private-use characters make words, anything else separates them. The
 * query's resolution into FTS5 phrases and the request budget count words the same way.
 */
export const TOKEN_CHAR = /[\p{L}\p{N}\p{Co}]/u;

export const WORD_SEPARATOR = /[^\p{L}\p{N}\p{Co}]+/u;

/** The index words of a text, in order (`jean-paul` is `jean`, `paul`). */
export function indexWords(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter(Boolean);
}

/** Lower case without diacritics, the way the unicode61 tokenizer folds indexed text. */
export function foldForIndex(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The literal start of a parsed wildcard pattern, folded as the index folds text: everything
 * before its first `*` or `?` (`Sa*e` is `sa`, `*tion` is empty).
 */
export function wildcardLiteral(pattern: string): string {
  const chars = [...foldForIndex(pattern)];
  const cut = chars.findIndex((ch) => ch === ANY_CHARS || ch === ONE_CHAR);
  return chars.slice(0, cut < 0 ? undefined : cut).join('');
}

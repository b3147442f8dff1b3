import type { QueryNode } from '../query/ast';
import { fieldSpec } from '../query/fields';
import { ANY_CHARS, ONE_CHAR } from '../query/lexer';

/**
 * Full-text hit highlighting (`profile=hits`, contract §1): where the words a query searches for
 * occur in an item's transcription, as api2's `HitMaker` reports Solr's highlights, so a result
 * list can show why an item matched. The FTS5 table keeps no text (it is contentless), so the
 * words are found here, tokenised and folded the way the index folds them (unicode61,
 * diacritics removed, case-insensitive).
 */

/** One highlight: the matched text with what comes before and after it. */
export interface HitSelector {
  field: string;
  prefix: string;
  exact: string;
  suffix: string;
}

/** A run of query words to find: exact words, or a pattern for a wildcard word. */
type Matcher = Array<string | RegExp>;

/** How much text to show each side of a hit (Solr's fragment is about 100 characters). */
const CONTEXT_CHARS = 50;

/**
 * A word as unicode61 sees one: letters, digits and private-use characters, with the combining
 * marks (decomposed accents) and format characters (a soft hyphen) inside it.
 */
const TOKEN = /[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{Co}\p{M}\p{Cf}]*/gu;

/** What the index compares: letters without their diacritics, lower case. */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase();
}

function tokens(text: string): Array<{ start: number; end: number; word: string }> {
  const out: Array<{ start: number; end: number; word: string }> = [];
  for (const match of text.matchAll(TOKEN)) {
    out.push({ start: match.index, end: match.index + match[0].length, word: fold(match[0]) });
  }
  return out;
}

/**
 * The words of a query to highlight: its terms and phrases that search text (no field, or a
 * text field such as `title:` or `fulltext:`), except under NOT; `*:*`, facet filters and
 * ranges highlight nothing.
 */
export function hitMatchers(root: QueryNode): Matcher[] {
  const out: Matcher[] = [];
  const visit = (node: QueryNode): void => {
    if (node.kind === 'bool') {
      for (const child of [...node.must, ...node.should]) visit(child);
      return;
    }
    if (node.kind !== 'term' && node.kind !== 'phrase') return;
    if (node.field !== undefined && fieldSpec(node.field)?.kind !== 'text') return;
    if (node.kind === 'term' && node.wildcard) {
      // A wildcard word matches one token: `*` any run of letters, `?` one (the lexer marks
      // them in `pattern` with private-use characters, so an escaped `\*` stays literal).
      const parts = [...fold(node.pattern)];
      const literal = parts.filter((c) => c !== ANY_CHARS && c !== ONE_CHAR).join('');
      if (literal && /^[\p{L}\p{N}]+$/u.test(literal)) {
        const source = parts
          .map((c) => (c === ANY_CHARS ? '[\\p{L}\\p{N}]*' : c === ONE_CHAR ? '[\\p{L}\\p{N}]' : c))
          .join('');
        out.push([new RegExp(`^${source}$`, 'u')]);
      }
      return;
    }
    const words = tokens(node.text).map((t) => t.word);
    if (words.length) out.push(words);
  };
  visit(root);
  return out;
}

/**
 * Up to `max` highlights of `matchers` in `text`, in text order, none overlapping; where
 * several matchers start at the same word, the longest wins (a phrase over its first word).
 */
export function findHitSelectors(
  text: string,
  matchers: readonly Matcher[],
  max: number,
  field = 'rdf:value',
): HitSelector[] {
  if (!matchers.length || max < 1) return [];
  // Words are read as needed, a phrase's length ahead, so a long text costs only up to the last
  // hit wanted; like Solr's hl.maxAnalyzedChars, text past ANALYZED_CHARS is not looked at.
  const reader = TOKEN_READER();
  reader.lastIndex = 0;
  const analyzed = text.length > ANALYZED_CHARS ? text.slice(0, ANALYZED_CHARS) : text;
  const lookahead = Math.max(...matchers.map((m) => m.length));
  const words: Array<{ start: number; end: number; word: string }> = [];
  let ended = false;
  const fill = (): void => {
    while (!ended && words.length < lookahead) {
      const match = reader.exec(analyzed);
      // (A failed exec sets lastIndex back to 0: the reader must not be asked again.)
      if (!match) ended = true;
      else
        words.push({
          start: match.index,
          end: match.index + match[0].length,
          word: fold(match[0]),
        });
    }
  };
  const out: HitSelector[] = [];
  for (fill(); words.length && out.length < max; fill()) {
    let length = 0;
    for (const matcher of matchers) {
      if (matcher.length > length && matchesAt(words, 0, matcher)) length = matcher.length;
    }
    if (!length) {
      words.shift();
      continue;
    }
    const start = words[0]!.start;
    const end = words[length - 1]!.end;
    out.push({
      field,
      prefix: before(text, start),
      exact: text.slice(start, end),
      suffix: after(text, end),
    });
    words.splice(0, length);
  }
  return out;
}

/** How much of a text is searched for hits (Solr highlights the first 51,200 characters by default). */
const ANALYZED_CHARS = 1_000_000;
const TOKEN_READER = (): RegExp => new RegExp(TOKEN.source, 'gu');

function matchesAt(words: ReadonlyArray<{ word: string }>, at: number, matcher: Matcher): boolean {
  if (at + matcher.length > words.length) return false;
  return matcher.every((part, k) => {
    const word = words[at + k]!.word;
    return typeof part === 'string' ? word === part : part.test(word);
  });
}

/** Up to CONTEXT_CHARS before `start`, beginning at a word boundary when cut. */
function before(text: string, start: number): string {
  if (start <= CONTEXT_CHARS) return text.slice(0, start);
  const window = text.slice(start - CONTEXT_CHARS, start);
  const space = window.search(/\s/);
  return space >= 0 ? window.slice(space + 1) : window;
}

/** Up to CONTEXT_CHARS after `end`, ending at a word boundary when cut. */
function after(text: string, end: number): string {
  if (text.length - end <= CONTEXT_CHARS) return text.slice(end);
  const window = text.slice(end, end + CONTEXT_CHARS);
  const space = window.search(/\s\S*$/);
  return space > 0 ? window.slice(0, space) : window;
}

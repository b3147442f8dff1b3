import { QuerySyntaxError } from './ast';

export type TokenType =
  | 'word'
  | 'phrase'
  | 'lparen'
  | 'rparen'
  | 'lbracket'
  | 'rbracket'
  | 'lbrace'
  | 'rbrace'
  | 'colon'
  | 'plus'
  | 'minus'
  | 'not'
  | 'and'
  | 'or'
  | 'to'
  | 'caret'
  | 'tilde'
  | 'eof';

export interface Token {
  type: TokenType;
  /** Unescaped text (word, phrase). */
  text: string;
  /** For words: the text with unescaped `*`/`?` kept as wildcards, escaped ones as literals. */
  pattern: string;
  wildcard: boolean;
  position: number;
  /** Whitespace (or the start) comes right before this token. */
  spaceBefore: boolean;
}

/** Characters that end a bare word (Lucene's syntax characters, less `-`, `+`, `*`, `?`, `/`). */
const WORD_BREAK = new Set([
  ' ',
  '\t',
  '\n',
  '\r',
  '\f',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '"',
  ':',
  '^',
  '~',
]);
const SIMPLE: Record<string, TokenType> = {
  '(': 'lparen',
  ')': 'rparen',
  '[': 'lbracket',
  ']': 'rbracket',
  '{': 'lbrace',
  '}': 'rbrace',
  ':': 'colon',
  '^': 'caret',
  '~': 'tilde',
};
/** Wildcard marker characters inside `pattern` (private-use code points, never in real text). */
export const ANY_CHARS = '\uE000';
export const ONE_CHAR = '\uE001';

/**
 * Splits a Lucene query into tokens. `+`/`-`/`!` are operators only where a clause starts
 * (`jean-paul` stays one word); `AND`, `OR`, `NOT`, `TO` are operators only in upper case;
 * `&&`, `||` are AND and OR; a backslash escapes the next character.
 */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let spaceBefore = true;
  const push = (
    type: TokenType,
    text: string,
    position: number,
    pattern = text,
    wildcard = false,
  ): void => {
    tokens.push({ type, text, pattern, wildcard, position, spaceBefore });
    spaceBefore = false;
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) {
      i++;
      spaceBefore = true;
      continue;
    }
    const start = i;
    if (ch === '"') {
      let text = '';
      i++;
      let closed = false;
      while (i < input.length) {
        const c = input[i]!;
        if (c === '\\' && i + 1 < input.length) {
          text += input[i + 1];
          i += 2;
        } else if (c === '"') {
          closed = true;
          i++;
          break;
        } else {
          text += c;
          i++;
        }
      }
      if (!closed) throw new QuerySyntaxError('Unterminated phrase (missing closing quote)', start);
      push('phrase', text, start);
      continue;
    }
    if (SIMPLE[ch]) {
      push(SIMPLE[ch], ch, start);
      i++;
      continue;
    }
    if (ch === '&' && input[i + 1] === '&') {
      push('and', '&&', start);
      i += 2;
      continue;
    }
    if (ch === '|' && input[i + 1] === '|') {
      push('or', '||', start);
      i += 2;
      continue;
    }
    // A range's bounds are values, not clauses: `[-500 TO -100]` is two negative years.
    const previous = tokens.at(-1)?.type;
    const rangeBound = previous === 'lbracket' || previous === 'lbrace' || previous === 'to';
    const clauseStart = !rangeBound && (spaceBefore || isOpening(previous));
    if ((ch === '+' || ch === '-' || ch === '!') && clauseStart) {
      push(ch === '+' ? 'plus' : ch === '-' ? 'minus' : 'not', ch, start);
      i++;
      continue;
    }
    // A bare word, with escapes. URLs after a field (edm_agent:http://…) are read whole.
    let text = '';
    let pattern = '';
    let wildcard = false;
    let escaped = false;
    const url = /^https?:\/\//i.exec(input.slice(i));
    if (url) {
      while (i < input.length && !/[\s()"]/.test(input[i]!)) {
        text += input[i];
        i++;
      }
      push('word', text, start, text, false);
      continue;
    }
    while (i < input.length) {
      const c = input[i]!;
      if (c === '\\') {
        if (i + 1 >= input.length)
          throw new QuerySyntaxError('Dangling escape character at the end', i);
        text += input[i + 1];
        pattern += input[i + 1];
        escaped = true;
        i += 2;
        continue;
      }
      if (WORD_BREAK.has(c) || /\s/.test(c)) break;
      if (c === '*' || c === '?') {
        wildcard = true;
        text += c;
        pattern += c === '*' ? ANY_CHARS : ONE_CHAR;
      } else {
        text += c;
        pattern += c;
      }
      i++;
    }
    if (!text) throw new QuerySyntaxError(`Unexpected character '${ch}'`, start);
    const keyword = wildcard || escaped ? undefined : KEYWORDS[text];
    if (keyword) push(keyword, text, start);
    else push('word', text, start, pattern, wildcard);
  }
  tokens.push({
    type: 'eof',
    text: '',
    pattern: '',
    wildcard: false,
    position: input.length,
    spaceBefore: true,
  });
  return tokens;
}

const KEYWORDS: Record<string, TokenType> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };

function isOpening(type: TokenType | undefined): boolean {
  return (
    type === undefined ||
    type === 'lparen' ||
    type === 'colon' ||
    type === 'and' ||
    type === 'or' ||
    type === 'not'
  );
}

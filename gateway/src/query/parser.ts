import { QuerySyntaxError, type BoolNode, type QueryNode } from './ast';
import { ClauseBudget } from './budget';
import { ANY_CHARS, tokenize, type Token, type TokenType } from './lexer';

/** An unescaped lone `*` (match-all, field existence, open range end). */
const isStar = (token: Token): boolean => token.wildcard && token.pattern === ANY_CHARS;

/** Deeper nesting than this is refused (a guard against stack exhaustion by hostile input). */
const MAX_DEPTH = 32;

/**
 * Parses a Lucene/Solr standard query into an AST by recursive descent:
 *
 *     query   := or EOF
 *     or      := and (("OR" | "||") and)*
 *     and     := clause (("AND" | "&&")? clause)*          -- juxtaposition means AND
 *     clause  := ("+" | "-" | "!" | "NOT")? primary ("^" number)?
 *     primary := "(" or ")" | word ":" value | value
 *     value   := "(" or ")" | range | phrase ("~" n)? | word ("~" n?)?
 *     range   := ("[" | "{") bound "TO" bound ("]" | "}")
 *
 * OR binds looser than AND. Boosts and fuzziness are accepted and ignored. Clauses are counted
 * in `budget`: pass one budget to the parses of all the query parameters of a request to limit
 * them together (default: 1024 for this query alone).
 */
export function parseQuery(input: string, budget = new ClauseBudget()): QueryNode {
  const parser = new Parser(tokenize(input), budget);
  const node = parser.parseOr(undefined, 0);
  parser.expect('eof', 'Unexpected input');
  return node;
}

class Parser {
  private index = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly budget: ClauseBudget,
  ) {}

  private get current(): Token {
    return this.tokens[this.index]!;
  }

  private peek(offset = 1): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private advance(): Token {
    const token = this.current;
    if (token.type !== 'eof') this.index++;
    return token;
  }

  expect(type: TokenType, message: string): Token {
    if (this.current.type !== type) {
      const found = this.current.type === 'eof' ? 'end of query' : `'${this.current.text}'`;
      throw new QuerySyntaxError(
        `${message}: found ${found} at position ${this.current.position}`,
        this.current.position,
      );
    }
    return this.advance();
  }

  parseOr(field: string | undefined, depth: number): QueryNode {
    if (depth > MAX_DEPTH)
      throw new QuerySyntaxError('Query nested too deeply', this.current.position);
    const operands = [this.parseAnd(field, depth)];
    while (this.current.type === 'or') {
      this.advance();
      operands.push(this.parseAnd(field, depth));
    }
    return operands.length === 1
      ? operands[0]!
      : { kind: 'bool', must: [], should: operands, mustNot: [] };
  }

  private parseAnd(field: string | undefined, depth: number): QueryNode {
    const node: BoolNode = { kind: 'bool', must: [], should: [], mustNot: [] };
    let first = true;
    while (!this.atClauseEnd()) {
      if (!first && this.current.type === 'and') this.advance();
      else if (first && this.current.type === 'and') {
        throw new QuerySyntaxError(
          `'${this.current.text}' needs a clause before it`,
          this.current.position,
        );
      }
      if (this.atClauseEnd())
        throw new QuerySyntaxError('Missing clause after AND', this.current.position);
      this.parseClause(node, field, depth);
      first = false;
      if (!this.budget.take())
        throw new QuerySyntaxError(this.budget.message, this.current.position);
    }
    if (first) throw new QuerySyntaxError('Empty query or clause', this.current.position);
    if (node.must.length === 1 && !node.mustNot.length) return node.must[0]!;
    return node;
  }

  private atClauseEnd(): boolean {
    const t = this.current.type;
    return t === 'eof' || t === 'or' || t === 'rparen';
  }

  private parseClause(target: BoolNode, field: string | undefined, depth: number): void {
    let negate = false;
    if (this.current.type === 'plus') this.advance();
    else if (this.current.type === 'minus' || this.current.type === 'not') {
      this.advance();
      negate = true;
    }
    const node = this.parsePrimary(field, depth);
    this.skipBoost();
    (negate ? target.mustNot : target.must).push(node);
  }

  private skipBoost(): void {
    if (this.current.type !== 'caret') return;
    this.advance();
    const value = this.expect('word', 'Expected a number after ^');
    if (!/^\d+(\.\d+)?$/.test(value.text))
      throw new QuerySyntaxError('Boost must be a number', value.position);
  }

  private parsePrimary(field: string | undefined, depth: number): QueryNode {
    const token = this.current;
    if (token.type === 'lparen') {
      this.advance();
      const inner = this.parseOr(field, depth + 1);
      this.expect('rparen', 'Missing closing parenthesis');
      return inner;
    }
    if (
      (token.type === 'word' || token.type === 'to') &&
      this.peek().type === 'colon' &&
      !this.peek().spaceBefore
    ) {
      if (field !== undefined)
        throw new QuerySyntaxError('A field cannot hold another field', token.position);
      this.advance();
      this.advance();
      const name = token.text;
      if (isStar(token) && this.current.type === 'word' && isStar(this.current)) {
        this.advance();
        return { kind: 'all' };
      }
      return this.parseValue(name, depth);
    }
    return this.parseValue(field, depth);
  }

  private parseValue(field: string | undefined, depth: number): QueryNode {
    const token = this.current;
    switch (token.type) {
      case 'lparen': {
        this.advance();
        const inner = this.parseOr(field, depth + 1);
        this.expect('rparen', 'Missing closing parenthesis');
        return inner;
      }
      case 'lbracket':
      case 'lbrace':
        if (field === undefined)
          throw new QuerySyntaxError('A range needs a field (field:[a TO b])', token.position);
        return this.parseRange(field);
      case 'phrase': {
        this.advance();
        let slop: number | undefined;
        if (this.current.type === 'tilde') {
          this.advance();
          const n = this.expect('word', 'Expected a number after ~');
          if (!/^\d+$/.test(n.text))
            throw new QuerySyntaxError('Proximity must be a whole number', n.position);
          slop = Math.min(Number(n.text), 100);
        }
        return { kind: 'phrase', field, text: token.text, ...(slop !== undefined ? { slop } : {}) };
      }
      case 'word':
      case 'to': {
        this.advance();
        if (this.current.type === 'tilde') {
          this.advance();
          const fuzziness = this.current;
          if (fuzziness.type === 'word' && /^\d+(\.\d+)?$/.test(fuzziness.text)) this.advance();
        }
        if (isStar(token) && field === undefined) return { kind: 'all' };
        if (isStar(token)) return { kind: 'exists', field: field! };
        return {
          kind: 'term',
          field,
          text: token.text,
          wildcard: token.wildcard,
          pattern: token.pattern,
        };
      }
      default: {
        const found = token.type === 'eof' ? 'end of query' : `'${token.text}'`;
        throw new QuerySyntaxError(
          `Expected a term, phrase or group: found ${found} at position ${token.position}`,
          token.position,
        );
      }
    }
  }

  private parseRange(field: string): QueryNode {
    const open = this.advance();
    const lower = this.parseBound();
    this.expect('to', "Expected 'TO' in range");
    const upper = this.parseBound();
    const close = this.current;
    if (close.type !== 'rbracket' && close.type !== 'rbrace') {
      throw new QuerySyntaxError("Expected ']' or '}' to close the range", close.position);
    }
    this.advance();
    return {
      kind: 'range',
      field,
      ...(lower !== undefined ? { lower } : {}),
      ...(upper !== undefined ? { upper } : {}),
      includeLower: open.type === 'lbracket',
      includeUpper: close.type === 'rbracket',
    };
  }

  /** A range end; `*` is open. Date maths like `NOW` and ISO times arrive as words. */
  private parseBound(): string | undefined {
    const token = this.current;
    if (token.type !== 'word' && token.type !== 'phrase') {
      throw new QuerySyntaxError('Expected a range bound', token.position);
    }
    this.advance();
    let text = token.text;
    // ISO times contain ':' (2013-11-01T00:00:00Z): glue word ':' word sequences without spaces.
    while (
      token.type === 'word' &&
      this.current.type === 'colon' &&
      !this.current.spaceBefore &&
      this.peek().type === 'word' &&
      !this.peek().spaceBefore
    ) {
      this.advance();
      text += `:${this.advance().text}`;
    }
    return token.type === 'word' && isStar(token) ? undefined : text;
  }
}

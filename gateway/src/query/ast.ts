/** The Lucene query AST (what `parseQuery` returns). Fields are as written; `undefined` = default. */
export type QueryNode = MatchAllNode | TermNode | PhraseNode | RangeNode | ExistsNode | BoolNode;

/** `*:*` (or a bare `*`). */
export interface MatchAllNode {
  kind: 'all';
}

/** One word; `wildcard` when it holds unescaped `*` or `?` (`pattern` keeps them, `text` does not). */
export interface TermNode {
  kind: 'term';
  field?: string;
  text: string;
  wildcard: boolean;
  /** The term with `*`/`?` as wildcards and every other character literal. */
  pattern: string;
}

/** `"a quoted phrase"`, with an optional proximity (`~N`). */
export interface PhraseNode {
  kind: 'phrase';
  field?: string;
  text: string;
  slop?: number;
}

/** `field:[a TO b]` / `{a TO b}`; an open end (`*`) is undefined. */
export interface RangeNode {
  kind: 'range';
  field: string;
  lower?: string;
  upper?: string;
  includeLower: boolean;
  includeUpper: boolean;
}

/** `field:*` — the field has a value. */
export interface ExistsNode {
  kind: 'exists';
  field: string;
}

/**
 * A boolean combination: every `must` clause, at least one `should` clause when there is no
 * `must`, no `mustNot` clause. Only `mustNot` = everything except those.
 */
export interface BoolNode {
  kind: 'bool';
  must: QueryNode[];
  should: QueryNode[];
  mustNot: QueryNode[];
}

export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'QuerySyntaxError';
  }
}

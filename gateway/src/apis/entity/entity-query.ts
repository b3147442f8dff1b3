import type { EntityType } from '../../edm/ids';
import {
  ClauseBudget,
  MAX_CLAUSES,
  MAX_QUERY_CHARS,
  MAX_QUERY_COST,
  QUERY_COSTS,
  wildcardWeight,
  WORD_COST,
} from '../../query/budget';
import { ANY_CHARS } from '../../query/lexer';
import { CommonsError } from '../../upstream/api-error';
import { entityTypeOfParam } from './entity-paths';
import { tokenize } from './suggest/normalize';

/**
 * The subset of the Entity API's Solr query syntax the portal and simple clients use, compiled
 * to SQL over `entities`, `entity_labels` and `entities_fts`:
 *   `*`, `*:*`                        everything
 *   words, "phrases", prefix*          full text over labels and notes (AND by default, OR allowed)
 *   skos_prefLabel[.lang]:value|*      preferred label (exact, prefix with *, or present)
 *   skos_altLabel[.lang]:value|*       alternative label
 *   label:value                        any label (full text)
 *   type:Agent|agent                   entity type
 *   id:<uri>                           one entity
 * `AND` between clauses is implicit. Anything else is a 400 naming the problem.
 */
export interface CompiledQuery {
  /** SQL conditions on `entities e` besides the free text. */
  conditions: string[];
  params: unknown[];
  /** FTS5 expression of the free-text part (over `entities_fts`), when there is one. */
  fts?: string;
}

interface Token {
  text: string;
  quoted: boolean;
}

/** What a piece of the query costs (see `query/budget.ts`). */
interface Cost {
  wildcards: number;
  words: number;
}

/** An FTS5 expression with its cost. */
interface Expression extends Cost {
  text: string;
}

const FREE: Cost = { wildcards: 0, words: 0 };

/** The SQL conditions of a query, each kept once however often it is given. */
type Conditions = Map<string, Cost & { sql: string; params: unknown[] }>;

/**
 * Compiles `query` and the `qf` filters. Each is a disjunction of conjunctions (FTS5 binds AND
 * tighter than OR: `a b OR c` is `(a AND b) OR c`), the filters ANDed with the query. Repeated
 * clauses are kept once. The limits of the Search API apply to all of them together
 * (`query/budget.ts`): at most 1024 clauses, 100 000 characters, and words and wildcards of
 * cost 500.
 */
export function compileEntityQuery(query: string, filters: readonly string[]): CompiledQuery {
  const sources = [query, ...filters];
  const length = sources.reduce((sum, source) => sum + source.length, 0);
  if (length > MAX_QUERY_CHARS) {
    throw new CommonsError(
      400,
      `The query and qf are too long together: ${length} characters, at most ${MAX_QUERY_CHARS} are allowed`,
    );
  }
  const budget = new ClauseBudget(MAX_CLAUSES, 'in query and qf together');
  const conditions: Conditions = new Map();
  const texts: Expression[] = [];
  for (const source of sources) {
    const tokens = lex(source);
    /** OR of AND groups of text expressions. */
    const groups: Expression[][] = [[]];
    let pendingOr = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (!token.quoted && token.text === 'AND') continue;
      if (!token.quoted && token.text === 'OR') {
        if (!groups.at(-1)!.length || i === tokens.length - 1)
          throw invalid(source, 'OR needs a term on each side');
        pendingOr = true;
        continue;
      }
      if (!budget.take()) throw invalid(source, budget.message);
      if (!token.quoted && (token.text === 'NOT' || /^[-(!)]/.test(token.text))) {
        throw invalid(source, `"${token.text}" is not supported here`);
      }
      if (!token.quoted && (token.text === '*' || token.text === '*:*')) continue;
      const fielded = token.quoted ? null : /^([\w.]+):(.*)$/.exec(token.text);
      if (fielded) {
        if (pendingOr) throw invalid(source, 'OR joins free-text terms only');
        const next = tokens[i + 1];
        let value: Token = { text: fielded[2]!, quoted: false };
        if (value.text === '' && next?.quoted) {
          value = next;
          i++;
        }
        const expression = fieldClause(conditions, fielded[1]!, value, source);
        if (expression) groups.at(-1)!.push(expression);
        continue;
      }
      const expression = textExpression(token, source);
      if (!expression) continue;
      if (pendingOr) groups.push([expression]);
      else groups.at(-1)!.push(expression);
      pendingOr = false;
    }
    const text = combine(
      groups.flatMap((group) => combine(group, ' AND ') ?? []),
      ' OR ',
    );
    if (text) texts.push(text);
  }
  const fts = combine(texts, ' AND ', true);
  checkCost([...(fts ? [fts] : []), ...conditions.values()], query);
  const out: CompiledQuery = { conditions: [], params: [] };
  for (const { sql, params } of conditions.values()) {
    out.conditions.push(sql);
    out.params.push(...params);
  }
  if (fts) out.fts = fts.text;
  return out;
}

/**
 * Expressions joined by an operator, each distinct one once (in parentheses with `group`, when
 * there are several); their costs add up.
 */
function combine(parts: Expression[], operator: string, group = false): Expression | undefined {
  const kept = [...new Map(parts.map((p) => [p.text, p])).values()];
  if (!kept.length) return undefined;
  return {
    text: kept.map((p) => (group && kept.length > 1 ? `(${p.text})` : p.text)).join(operator),
    wildcards: kept.reduce((sum, p) => sum + p.wildcards, 0),
    words: kept.reduce((sum, p) => sum + p.words, 0),
  };
}

/** The Search API's budget ({@link MAX_QUERY_COST}): entity search runs on the main thread. */
function checkCost(parts: Cost[], query: string): void {
  const wildcards = parts.reduce((sum, p) => sum + p.wildcards, 0);
  const words = parts.reduce((sum, p) => sum + p.words, 0);
  const cost = wildcards + words * WORD_COST;
  if (cost > MAX_QUERY_COST) {
    throw invalid(
      query,
      `query and qf ask too much together: their words and wildcards cost ${cost}, at most ${MAX_QUERY_COST} is allowed. ${QUERY_COSTS}`,
    );
  }
}

/** A fielded clause: a condition (added to `conditions`), or a text expression (returned). */
function fieldClause(
  conditions: Conditions,
  field: string,
  value: Token,
  source: string,
): Expression | undefined {
  const labelField = /^(?:skos_)?(prefLabel|altLabel)(?:\.([a-zA-Z]{2,3}|\*))?$/.exec(field);
  if (labelField) {
    const kind = labelField[1] === 'prefLabel' ? 'pref' : 'alt';
    const lang = labelField[2] && labelField[2] !== '*' ? labelField[2].toLowerCase() : undefined;
    const sql = ['l.entity_key = e.entity_key', 'l.kind = ?'];
    const params: unknown[] = [kind];
    if (lang) {
      sql.push('l.lang = ?');
      params.push(lang);
    }
    let cost = FREE;
    if (value.quoted || value.text !== '*') {
      if (!value.text) throw invalid(source, `${field} needs a value`);
      if (!value.quoted && value.text.endsWith('*')) {
        sql.push("l.label LIKE ? ESCAPE '\\'");
        params.push(`${escapeLike(value.text.slice(0, -1))}%`);
        cost = { wildcards: wildcardWeight(value.text.slice(0, -1) + ANY_CHARS), words: 0 };
      } else {
        sql.push('l.label = ? COLLATE NOCASE');
        params.push(value.text);
      }
    }
    addCondition(
      conditions,
      `EXISTS (SELECT 1 FROM entity_labels l WHERE ${sql.join(' AND ')})`,
      params,
      cost,
    );
    return undefined;
  }
  switch (field) {
    case 'type': {
      const type = entityTypeOfParam(value.text);
      if (!type) throw invalid(source, `unknown entity type "${value.text}"`);
      addCondition(conditions, 'e.type = ?', [type satisfies EntityType]);
      return undefined;
    }
    case 'id':
    case 'entity_uri':
      addCondition(conditions, 'e.id = ?', [value.text]);
      return undefined;
    case 'label':
    case 'text': {
      const expression = textExpression(value, source);
      if (!expression || field === 'text') return expression;
      return { ...expression, text: `{pref_label alt_label} : (${expression.text})` };
    }
    default:
      throw invalid(source, `unknown field "${field}"`);
  }
}

function addCondition(conditions: Conditions, sql: string, params: unknown[], cost = FREE): void {
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  if (!conditions.has(key)) conditions.set(key, { sql, params, ...cost });
}

function textExpression(token: Token, source: string): Expression | undefined {
  const prefix = !token.quoted && token.text.endsWith('*');
  const words = tokenize(prefix ? token.text.slice(0, -1) : token.text);
  if (!words.length) {
    if (/[^\s*]/.test(token.text) && !/[\p{L}\p{N}]/u.test(token.text))
      throw invalid(source, `"${token.text}" has no words`);
    return undefined;
  }
  const cost = {
    wildcards: prefix ? wildcardWeight(words.at(-1)! + ANY_CHARS) : 0,
    words: words.length,
  };
  if (token.quoted) return { text: `"${words.join(' ')}"`, ...cost };
  const parts = words.map((w, i) => (prefix && i === words.length - 1 ? `"${w}"*` : `"${w}"`));
  return { text: parts.length > 1 ? `(${parts.join(' AND ')})` : parts[0]!, ...cost };
}

/** Splits on spaces; "quoted phrases" (also right after `field:`) are one token. */
function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    if (/\s/.test(source[i]!)) {
      i++;
      continue;
    }
    if (source[i] === '"') {
      const { text, end } = readQuoted(source, i);
      tokens.push({ text, quoted: true });
      i = end;
      continue;
    }
    let j = i;
    while (j < source.length && !/\s/.test(source[j]!) && source[j] !== '"') j++;
    tokens.push({ text: source.slice(i, j), quoted: false });
    if (source[j] === '"' && !source.slice(i, j).endsWith(':'))
      throw invalid(source, 'misplaced quote');
    i = j;
  }
  return tokens;
}

function readQuoted(source: string, start: number): { text: string; end: number } {
  let text = '';
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && i + 1 < source.length) text += source[++i];
    else if (c === '"') return { text, end: i + 1 };
    else text += c;
  }
  throw invalid(source, 'unbalanced quotes');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function invalid(source: string, why: string): CommonsError {
  // A very long query is not echoed whole into the message.
  const shown = source.length > 200 ? `${source.slice(0, 200)}…` : source;
  return new CommonsError(400, `Invalid query "${shown}": ${why}`);
}

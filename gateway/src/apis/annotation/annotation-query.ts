import { RECORD_ID } from '../../edm/ids';
import { ClauseBudget, MAX_CLAUSES } from '../../query/budget';
import { CommonsError } from '../../upstream/api-error';

/**
 * The Annotation API search syntax the portal uses, and no more:
 *   target_record_id:"/ds/id"    annotations of one record (also unquoted)
 *   target_uri:"http://data.europeana.eu/item/ds/id"
 *   motivation:tagging           or motivation:(tagging OR transcribing ...)
 *   *:* / *                      everything
 * Clauses combine with AND (or juxtaposition). `query` and every `qf` are parsed alike, and
 * hold at most 1024 values together (`MAX_CLAUSES`, as in the Search API): each is an SQL
 * parameter, and sets of them are intersected.
 */
/** Absent sets filter nothing; an empty set (contradictory clauses) matches nothing. */
export interface AnnotationFilter {
  recordIds?: Set<string>;
  motivations?: Set<string>;
}

const ITEM_URI = /^https?:\/\/data\.europeana\.eu\/item(\/\d+\/\w+)$/;
const MOTIVATION = /^[A-Za-z]+$/;

export function parseAnnotationQuery(query: string, filters: readonly string[]): AnnotationFilter {
  const filter: AnnotationFilter = {};
  let targets: Set<string> | undefined;
  const budget = new ClauseBudget(MAX_CLAUSES, 'in query and qf together');
  for (const source of [query, ...filters]) {
    for (const clause of clauses(source)) {
      for (let n = 0; n < clause.values.length; n++)
        if (!budget.take()) throw invalid(source, budget.message);
      if (clause.field === '*' && clause.values.length === 1 && clause.values[0] === '*') continue;
      switch (clause.field) {
        case 'target_record_id':
        case 'target_uri': {
          const ids = new Set(clause.values.map((v) => recordIdOf(clause.field, v, source)));
          targets = targets ? intersection(targets, ids) : ids;
          break;
        }
        case 'motivation': {
          for (const v of clause.values) {
            if (!MOTIVATION.test(v)) throw invalid(source, `invalid motivation "${v}"`);
          }
          const values = new Set(clause.values);
          filter.motivations = filter.motivations
            ? intersection(filter.motivations, values)
            : values;
          break;
        }
        default:
          throw invalid(
            source,
            `unsupported field "${clause.field}" (use target_record_id, target_uri or motivation)`,
          );
      }
    }
  }
  if (targets) filter.recordIds = targets;
  return filter;
}

interface Clause {
  field: string;
  values: string[];
}

/** `field:value`, `field:"value"`, `field:(a OR b)`, separated by spaces or AND. */
function clauses(source: string): Clause[] {
  const out: Clause[] = [];
  let rest = source.trim();
  while (rest) {
    if (/^AND\s/.test(rest)) {
      rest = rest.slice(3).trimStart();
      continue;
    }
    if (rest === '*' || rest.startsWith('* ')) {
      out.push({ field: '*', values: ['*'] });
      rest = rest.slice(1).trimStart();
      continue;
    }
    const field = /^([\w*]+):/.exec(rest);
    if (!field) throw invalid(source, `expected field:value at "${rest.slice(0, 30)}"`);
    rest = rest.slice(field[0].length);
    let values: string[];
    if (rest.startsWith('(')) {
      const end = closingParen(rest, source);
      values = orList(rest.slice(1, end), source);
      rest = rest.slice(end + 1);
    } else {
      const { value, length } = readValue(rest, source);
      values = [value];
      rest = rest.slice(length);
    }
    if (rest && !/^\s/.test(rest)) throw invalid(source, `unexpected "${rest.slice(0, 10)}"`);
    out.push({ field: field[1]!, values });
    rest = rest.trimStart();
  }
  return out;
}

function readValue(text: string, source: string): { value: string; length: number } {
  if (text.startsWith('"')) {
    const end = text.indexOf('"', 1);
    if (end < 0) throw invalid(source, 'unbalanced quotes');
    return { value: text.slice(1, end), length: end + 1 };
  }
  const match = /^[^\s()"]+/.exec(text);
  if (!match) throw invalid(source, 'missing value');
  return { value: match[0], length: match[0].length };
}

function closingParen(text: string, source: string): number {
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === ')') return i;
    else if (!quoted && text[i] === '(')
      throw invalid(source, 'nested parentheses are not supported');
  }
  throw invalid(source, 'unbalanced parentheses');
}

function orList(inner: string, source: string): string[] {
  const values: string[] = [];
  let rest = inner.trim();
  while (rest) {
    const { value, length } = readValue(rest, source);
    values.push(value);
    rest = rest.slice(length).trimStart();
    if (!rest) break;
    if (!/^OR\s/.test(rest)) throw invalid(source, 'values in parentheses must be joined by OR');
    rest = rest.slice(2).trimStart();
    if (!rest) throw invalid(source, 'OR needs a value on each side');
  }
  if (!values.length) throw invalid(source, 'empty parentheses');
  return values;
}

function recordIdOf(field: string, value: string, source: string): string {
  if (field === 'target_record_id') {
    const id = value.startsWith('/') ? value : `/${value}`;
    if (!RECORD_ID.test(id)) throw invalid(source, `invalid record id "${value}"`);
    return id;
  }
  const match = ITEM_URI.exec(value);
  if (!match) throw invalid(source, `invalid item URI "${value}"`);
  return match[1]!;
}

function intersection<T>(a: Set<T>, b: Set<T>): Set<T> {
  return new Set([...a].filter((v) => b.has(v)));
}

function invalid(source: string, why: string): CommonsError {
  // A very long query is not echoed whole into the message.
  const shown = source.length > 200 ? `${source.slice(0, 200)}…` : source;
  return new CommonsError(400, `Invalid query "${shown}": ${why}`);
}

import type { EntityType } from '../../edm/ids';
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
  conditions: string[];
  params: unknown[];
  /** FTS5 expression of the free-text part, for ranking by relevance. */
  fts?: string;
}

interface Token {
  text: string;
  quoted: boolean;
}

export function compileEntityQuery(query: string, filters: readonly string[]): CompiledQuery {
  const out: CompiledQuery = { conditions: [], params: [] };
  const textParts: string[] = [];
  for (const source of [query, ...filters]) {
    const tokens = lex(source);
    let pendingOr = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (!token.quoted && token.text === 'AND') continue;
      if (!token.quoted && token.text === 'OR') {
        if (!textParts.length || i === tokens.length - 1)
          throw invalid(source, 'OR needs a term on each side');
        pendingOr = true;
        continue;
      }
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
        fieldClause(out, fielded[1]!, value, source, textParts);
        continue;
      }
      const expression = textExpression(token, source);
      if (!expression) continue;
      textParts.push(
        pendingOr ? `OR ${expression}` : textParts.length ? `AND ${expression}` : expression,
      );
      pendingOr = false;
    }
  }
  if (textParts.length) {
    out.fts = textParts.join(' ');
    out.conditions.push(
      'e.entity_key IN (SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?)',
    );
    out.params.push(out.fts);
  }
  return out;
}

function fieldClause(
  out: CompiledQuery,
  field: string,
  value: Token,
  source: string,
  textParts: string[],
): void {
  const labelField = /^(?:skos_)?(prefLabel|altLabel)(?:\.([a-zA-Z]{2,3}|\*))?$/.exec(field);
  if (labelField) {
    const kind = labelField[1] === 'prefLabel' ? 'pref' : 'alt';
    const lang = labelField[2] && labelField[2] !== '*' ? labelField[2].toLowerCase() : undefined;
    const conditions = ['l.entity_key = e.entity_key', 'l.kind = ?'];
    const params: unknown[] = [kind];
    if (lang) {
      conditions.push('l.lang = ?');
      params.push(lang);
    }
    if (value.quoted || value.text !== '*') {
      if (!value.text) throw invalid(source, `${field} needs a value`);
      if (!value.quoted && value.text.endsWith('*')) {
        conditions.push("l.label LIKE ? ESCAPE '\\'");
        params.push(`${escapeLike(value.text.slice(0, -1))}%`);
      } else {
        conditions.push('l.label = ? COLLATE NOCASE');
        params.push(value.text);
      }
    }
    out.conditions.push(`EXISTS (SELECT 1 FROM entity_labels l WHERE ${conditions.join(' AND ')})`);
    out.params.push(...params);
    return;
  }
  switch (field) {
    case 'type': {
      const type = entityTypeOfParam(value.text);
      if (!type) throw invalid(source, `unknown entity type "${value.text}"`);
      out.conditions.push('e.type = ?');
      out.params.push(type satisfies EntityType);
      return;
    }
    case 'id':
    case 'entity_uri':
      out.conditions.push('e.id = ?');
      out.params.push(value.text);
      return;
    case 'label':
    case 'text': {
      const expression = textExpression(value, source);
      if (!expression) return;
      textParts.push(
        `${textParts.length ? 'AND ' : ''}${field === 'label' ? `{pref_label alt_label} : (${expression})` : expression}`,
      );
      return;
    }
    default:
      throw invalid(source, `unknown field "${field}"`);
  }
}

function textExpression(token: Token, source: string): string | undefined {
  const prefix = !token.quoted && token.text.endsWith('*');
  const words = tokenize(prefix ? token.text.slice(0, -1) : token.text);
  if (!words.length) {
    if (/[^\s*]/.test(token.text) && !/[\p{L}\p{N}]/u.test(token.text))
      throw invalid(source, `"${token.text}" has no words`);
    return undefined;
  }
  if (token.quoted) return `"${words.join(' ')}"`;
  const parts = words.map((w, i) => (prefix && i === words.length - 1 ? `"${w}"*` : `"${w}"`));
  return parts.length > 1 ? `(${parts.join(' AND ')})` : parts[0];
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
  return new CommonsError(400, `Invalid query "${source}": ${why}`);
}

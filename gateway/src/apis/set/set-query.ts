import { CommonsError } from '../../upstream/api-error';
import { tokenize } from '../entity/suggest/normalize';
import { recordIdOf } from './set-body';
import { SET_TYPES, VISIBILITIES, type Visibility } from './set-model';

export type SetField =
  'creator' | 'contributor' | 'set_id' | 'type' | 'visibility' | 'item' | 'lang' | 'text';

/** One clause: a set matches when it has one of `values` (clauses AND together). */
export interface SetClause {
  field: SetField;
  values: string[];
}

export interface SetSearch {
  clauses: SetClause[];
  sort: { field: 'modified' | 'created' | 'issued'; descending: boolean };
}

const USER_URI = /^https?:\/\/data\.europeana\.eu\/user\/(.+)$/;
const USER_ID = /^[\w.@:-]{1,128}$/;
const LANGUAGE = /^[a-z]{2,3}$/;
/** Types of the real API that no set here has: asking for them finds nothing, as it should. */
const SEARCHABLE_TYPES: readonly string[] = [
  ...SET_TYPES,
  'EntityBestItemsSet',
  'DynamicCollection',
];
/** A query and its filters together: the portal's longest is two clauses. */
const MAX_QUERY_CHARS = 2000;
const MAX_CLAUSES = 32;

/**
 * The Set API search syntax the portal uses (contract §4), and no more: `query` and every `qf`
 * are lists of clauses separated by spaces (or AND), each
 *   creator:{user id | http://data.europeana.eu/user/{id}}   contributor:{same}
 *   set_id:{n}   type:Collection|BookmarkFolder   visibility:private|public|published
 *   item:/{ds}/{id} (or the item URI)   lang:{language code}
 *   a word, matched against the start of the words of titles and descriptions
 *   * or *:*     every set
 * A value may be quoted (`creator:"abc"`). OR, NOT, parentheses and other fields are a 400.
 */
export function parseSetQuery(query: string, filters: readonly string[]): SetClause[] {
  const sources = [query, ...filters];
  const length = sources.reduce((sum, source) => sum + source.length, 0);
  if (length > MAX_QUERY_CHARS) {
    throw invalid(
      query,
      `query and qf have ${length} characters together, at most ${MAX_QUERY_CHARS}`,
    );
  }
  const clauses: SetClause[] = [];
  let count = 0;
  for (const source of sources) {
    for (const token of tokensOf(source)) {
      const clause = clauseOf(token, source);
      if (!clause) continue;
      clauses.push(clause);
      // Each word of `Matthäus-Paris` is a condition of its own.
      count += clause.values.length;
      if (count > MAX_CLAUSES) throw invalid(source, `at most ${MAX_CLAUSES} clauses are allowed`);
    }
  }
  return clauses;
}

/** `sort=modified|created|issued[ asc|desc]`, or `sortOrder=asc|desc` beside it; default modified desc. */
export function parseSetSort(
  sort: string | undefined,
  sortOrder: string | undefined,
): SetSearch['sort'] {
  const [field = 'modified', inlineOrder, ...rest] = (sort ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!['modified', 'created', 'issued'].includes(field) || rest.length) {
    throw new CommonsError(
      400,
      `Cannot sort by "${sort}": use modified, created or issued (asc or desc)`,
    );
  }
  const order = (inlineOrder ?? sortOrder ?? 'desc').toLowerCase();
  if (order !== 'asc' && order !== 'desc')
    throw new CommonsError(400, 'sortOrder must be asc or desc');
  return { field: field as SetSearch['sort']['field'], descending: order === 'desc' };
}

/** The user id (`sub`) of a `creator:`/`contributor:` value: the id itself or its user URI. */
export function userIdOf(value: string): string | undefined {
  const id = USER_URI.exec(value)?.[1] ?? value;
  return USER_ID.test(id) ? id : undefined;
}

function tokensOf(source: string): string[] {
  const tokens: string[] = [];
  let rest = source.trim();
  while (rest) {
    // A token runs to the next space outside quotes: `creator:"a b"` is one.
    const match = /^(?:[^\s"]*"[^"]*")+[^\s"]*|^[^\s"]+/.exec(rest);
    if (!match) throw invalid(source, 'unbalanced quotes');
    tokens.push(match[0]);
    rest = rest.slice(match[0].length).trimStart();
  }
  return tokens.filter((token) => token !== 'AND');
}

function clauseOf(token: string, source: string): SetClause | undefined {
  if (token === '*' || token === '*:*') return undefined;
  if (token === 'OR' || token === 'NOT' || /[()]/.test(token)) {
    throw invalid(source, 'OR, NOT and parentheses are not supported: clauses are ANDed');
  }
  const colon = token.indexOf(':');
  if (colon < 0) {
    const words = tokenize(token);
    return words.length ? { field: 'text', values: words } : undefined;
  }
  const field = token.slice(0, colon);
  const value = token.slice(colon + 1).replace(/^"(.*)"$/, '$1');
  const one = (checked: string | undefined, what: string): SetClause => {
    if (checked === undefined) throw invalid(source, `invalid ${what} "${value.slice(0, 80)}"`);
    return { field: field as SetField, values: [checked] };
  };
  switch (field) {
    case 'creator':
    case 'contributor':
      return one(userIdOf(value), 'user id');
    case 'set_id':
      return one(/^\d{1,15}$/.test(value) ? value : undefined, 'set id');
    case 'type':
      return one(SEARCHABLE_TYPES.includes(value) ? value : undefined, 'type');
    case 'visibility':
      return one(VISIBILITIES.includes(value as Visibility) ? value : undefined, 'visibility');
    case 'item':
      return one(recordIdOf(value), 'record id');
    case 'lang':
      return one(LANGUAGE.test(value.toLowerCase()) ? value.toLowerCase() : undefined, 'language');
    default:
      throw invalid(
        source,
        `unsupported field "${field.slice(0, 40)}" (use creator, contributor, set_id, type, visibility, item, lang or words)`,
      );
  }
}

function invalid(source: string, why: string): CommonsError {
  // A very long query is not echoed whole into the message.
  const shown = source.length > 200 ? `${source.slice(0, 200)}…` : source;
  return new CommonsError(400, `Invalid query "${shown}": ${why}`);
}

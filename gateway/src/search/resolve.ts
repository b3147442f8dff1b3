import type { FtsColumn } from '../edm/derive';
import { invalidQuery } from '../http/api-error';
import type { QueryNode, RangeNode, TermNode } from '../query/ast';
import { fieldSpec, type FieldSpec } from '../query/fields';
import { ANY_CHARS, ONE_CHAR } from '../query/lexer';
import {
  foldForIndex as fold,
  indexWords,
  TOKEN_CHAR,
  wildcardLiteral,
} from '../query/index-words';
import { facetFieldToken, facetValueToken, itemToken } from '../store/facet-tokens';
import type { Store } from '../store/store';
import type { FacetField, FacetIndex } from './facet-index';
import { EMPTY, fromKeys, unionAll, type KeySet } from './key-sets';

/**
 * A query with its fields resolved: text leaves become FTS5 phrases on columns, facet leaves carry
 * both their FTS token and (lazily) their posting list, so the planner can run a query in FTS5,
 * in memory, or both.
 */
export type Resolved =
  | { k: 'all' }
  | { k: 'none' }
  | { k: 'empty' }
  | { k: 'text'; cols: readonly FtsColumn[]; phrase: string }
  | { k: 'facet'; token: string; keys: () => KeySet }
  | { k: 'set'; keys: () => KeySet }
  | { k: 'and'; must: Resolved[]; not: Resolved[] }
  | { k: 'or'; any: Resolved[] };

/** Expansions larger than this run in memory rather than as one FTS5 OR. */
const MAX_FTS_ALTERNATIVES = 64;
/** Lucene's default maxClauseCount: a wildcard matching more terms is refused. */
const MAX_WILDCARD_TERMS = 1024;
/**
 * The most index terms all the wildcards of one query may match together: each becomes an FTS5
 * alternative, evaluated in every ranking tier (eight wildcards of 500–700 terms each took
 * 0.3–0.7 s; see `query/budget.ts` for the limit on the wildcards themselves).
 */
export const MAX_EXPANDED_TERMS = 1024;

export interface ResolveContext {
  store: Store;
  index: FacetIndex;
  /**
   * The index terms the query's wildcards matched so far, plus the query's clauses when the
   * caller starts the count with them (at most MAX_EXPANDED_TERMS).
   */
  expanded?: { terms: number };
}

export function resolve(node: QueryNode, ctx: ResolveContext): Resolved {
  return resolveNode(node, ctx.expanded ? ctx : { ...ctx, expanded: { terms: 0 } });
}

function resolveNode(node: QueryNode, ctx: ResolveContext): Resolved {
  switch (node.kind) {
    case 'all':
      return { k: 'all' };
    case 'bool': {
      const must = node.must.map((n) => resolveNode(n, ctx));
      const not = node.mustNot.map((n) => resolveNode(n, ctx));
      const should = node.should.map((n) => resolveNode(n, ctx));
      if (should.length) must.push({ k: 'or', any: should });
      return { k: 'and', must, not };
    }
    case 'exists':
      return resolveExists(node.field, ctx);
    case 'range':
      return resolveRange(node, ctx);
    case 'term':
    case 'phrase': {
      const spec = specOf(node.field);
      switch (spec.kind) {
        case 'text':
          return node.kind === 'phrase'
            ? textPhrase(spec.columns, node.text, node.slop)
            : textTerm(spec.columns, node, ctx);
        case 'facet':
          return node.kind === 'term' && node.wildcard
            ? facetValues(ctx, spec.field, wildcardRegex(spec.normalize(node.pattern)))
            : facetLeaf(ctx, spec.field, spec.normalize(node.text));
        case 'id':
          return idLeaf(
            ctx,
            node.text,
            node.kind === 'term' && node.wildcard ? node.pattern : undefined,
          );
        case 'column':
          return columnRange(ctx, spec, node.text, node.text, true, true);
      }
    }
  }
}

function specOf(field: string | undefined): FieldSpec {
  const spec = fieldSpec(field);
  if (!spec) throw invalidQuery(`Unknown field '${field}' in the query`);
  return spec;
}

function resolveExists(field: string, ctx: ResolveContext): Resolved {
  const spec = specOf(field);
  if (spec.kind !== 'facet') return { k: 'all' };
  return {
    k: 'facet',
    token: facetFieldToken(spec.field),
    keys: () => ctx.index.field(spec.field)?.itemsWithValue ?? EMPTY,
  };
}

/**
 * Whether a query analyses to nothing: every word of it is punctuation (`\(\(\(`, `""`), so each
 * of its text leaves resolves to `empty` ({@link textPhrase}) and the whole folds to `empty` in
 * `simplify`. Read from the query itself, without resolving it.
 */
export function analysesToNothing(node: QueryNode): boolean {
  switch (node.kind) {
    case 'term':
      if (node.wildcard) return false;
      return fieldSpec(node.field)?.kind === 'text' && !indexWords(node.text).length;
    case 'phrase':
      return fieldSpec(node.field)?.kind === 'text' && !indexWords(node.text).length;
    case 'bool': {
      const positive = [...node.must, ...node.should];
      return (
        positive.length > 0 &&
        positive.every(analysesToNothing) &&
        node.mustNot.every(analysesToNothing)
      );
    }
    default:
      return false;
  }
}

/** A phrase on columns: FTS5 tokenizes the quoted string itself (escaping `"` by doubling it). */
function textPhrase(cols: readonly FtsColumn[], text: string, slop?: number): Resolved {
  const words = indexWords(text);
  if (!words.length) return { k: 'empty' };
  if (slop !== undefined && words.length > 1) {
    return { k: 'text', cols, phrase: `NEAR(${words.map(quote).join(' ')}, ${slop})` };
  }
  return { k: 'text', cols, phrase: quote(words.join(' ')) };
}

function textTerm(cols: readonly FtsColumn[], node: TermNode, ctx: ResolveContext): Resolved {
  if (!node.wildcard) return textPhrase(cols, node.text);
  const pattern = node.pattern;
  const anyAt = pattern.indexOf(ANY_CHARS);
  const prefixOnly = anyAt === pattern.length - 1 && !pattern.includes(ONE_CHAR);
  if (prefixOnly) {
    const prefix = pattern.slice(0, -1);
    // `*` alone is every value; a prefix of punctuation or symbols (`.*`, `🎨*`) starts no
    // indexed word, as in Lucene, where no term of an analysed field starts with it.
    if (!prefix) return { k: 'all' };
    if (!TOKEN_CHAR.test(prefix)) return { k: 'none' };
    const words = indexWords(prefix);
    const trailingSeparator = !TOKEN_CHAR.test(prefix.at(-1)!);
    return { k: 'text', cols, phrase: `${quote(words.join(' '))}${trailingSeparator ? '' : ' *'}` };
  }
  return expandWildcard(cols, pattern, ctx);
}

/** Matches a wildcard against the index vocabulary, as Lucene rewrites multi-term queries. */
function expandWildcard(
  cols: readonly FtsColumn[],
  pattern: string,
  ctx: ResolveContext,
): Resolved {
  const folded = fold(pattern);
  const glob = [...folded]
    .map((ch) =>
      ch === ANY_CHARS ? '*' : ch === ONE_CHAR ? '?' : /[[\]*?]/.test(ch) ? `[${ch}]` : ch,
    )
    .join('');
  // Wildcards alone (`?*`, `??`) match any word; literal characters that are no word characters
  // (`€?`, `.*x`... without a letter or digit) match none, since no index term holds them.
  const literal = [...pattern].filter((ch) => ch !== ANY_CHARS && ch !== ONE_CHAR).join('');
  if (!literal) return { k: 'all' };
  if (!TOKEN_CHAR.test(literal)) return { k: 'none' };
  const [from, to] = prefixRange(pattern);
  const terms = ctx.store
    .statement(
      `SELECT DISTINCT term FROM items_fts_vocab WHERE col IN (SELECT value FROM json_each(?)) AND term >= ? AND term < ? AND term GLOB ? LIMIT ${MAX_WILDCARD_TERMS + 1}`,
    )
    .pluck()
    .all(JSON.stringify(cols), from, to, glob) as string[];
  const shown = pattern.replace(/\uE000/g, '*').replace(/\uE001/g, '?');
  if (terms.length > MAX_WILDCARD_TERMS)
    throw invalidQuery(`The wildcard '${shown}' matches too many terms`);
  const expanded = ctx.expanded ?? { terms: 0 };
  expanded.terms += terms.length;
  if (expanded.terms > MAX_EXPANDED_TERMS) {
    throw invalidQuery(
      `The wildcards of query and qf match too many index terms (at '${shown}'): their terms and the other clauses may be at most ${MAX_EXPANDED_TERMS} together`,
    );
  }
  if (!terms.length) return { k: 'none' };
  return { k: 'text', cols, phrase: `(${terms.map(quote).join(' OR ')})` };
}

/**
 * The index terms a parsed wildcard pattern can match: `[literal start, literal start with its last
 * character one higher)`, everything for a leading wildcard. SQLite narrows `term GLOB 'pa*s'` to
 * that range by itself, but not when the prefix reads as a number (`190*q`): on a virtual table it
 * cannot be sure of the column's affinity, and scanned the whole vocabulary (0.33 s on 97 000
 * items).
 */
export function prefixRange(pattern: string): [from: string, to: string] {
  const prefix = [...wildcardLiteral(pattern)];
  const last = prefix.pop();
  const highest = '\u{10FFFF}';
  if (last === undefined) return ['', highest];
  const head = prefix.join('');
  const code = last.codePointAt(0)!;
  if (code >= 0x10ffff) return [head + last, head + last + highest];
  // The code point after the last one, past the surrogates (not characters of their own).
  const next = code + 1 >= 0xd800 && code + 1 <= 0xdfff ? 0xe000 : code + 1;
  return [head + last, head + String.fromCodePoint(next)];
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * One facet value. Its token comes from the facet index, or from `facet_values` when the index is
 * momentarily behind an import running in another process.
 */
function facetLeaf(ctx: ResolveContext, field: string, value: string): Resolved {
  const facet = ctx.index.field(field);
  const local = facet?.valueIds.get(value);
  const valueKey =
    local !== undefined
      ? facet!.valueKeys[local]
      : (ctx.store
          .statement('SELECT value_key FROM facet_values WHERE field = ? AND value = ?')
          .pluck()
          .get(field, value) as number | undefined);
  if (valueKey === undefined) return { k: 'none' };
  return {
    k: 'facet',
    token: facetValueToken(valueKey),
    keys: () => (local !== undefined ? facet!.postingsOf(local) : EMPTY),
  };
}

/** All values of a facet field matching a test, as one leaf per value or one in-memory set. */
function facetValues(
  ctx: ResolveContext,
  field: string,
  test: (value: string) => boolean,
): Resolved {
  const facet = ctx.index.field(field);
  if (!facet) return { k: 'none' };
  const matching = facet.values.filter(test);
  if (!matching.length) return { k: 'none' };
  if (matching.length <= MAX_FTS_ALTERNATIVES) {
    const leaves = matching.map((value) => facetLeaf(ctx, field, value));
    return leaves.length === 1 ? leaves[0]! : { k: 'or', any: leaves };
  }
  return { k: 'set', keys: () => unionPostings(ctx.index, facet, matching) };
}

function unionPostings(index: FacetIndex, facet: FacetField, values: string[]): KeySet {
  return unionAll(
    values.map((v) => facet.itemsWith(v)),
    index.maxKey,
  );
}

function wildcardRegex(pattern: string): (value: string) => boolean {
  const source = [...pattern]
    .map((ch) =>
      ch === ANY_CHARS ? '.*' : ch === ONE_CHAR ? '.' : ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  const regex = new RegExp(`^${source}$`, 'su');
  return (value) => regex.test(value);
}

function idLeaf(ctx: ResolveContext, value: string, pattern?: string): Resolved {
  const id = value.trim();
  if (pattern !== undefined) {
    const glob = [...pattern]
      .map((ch) =>
        ch === ANY_CHARS ? '*' : ch === ONE_CHAR ? '?' : /[[\]*?]/.test(ch) ? `[${ch}]` : ch,
      )
      .join('');
    return {
      k: 'set',
      keys: () =>
        fromKeys(
          ctx.store
            .statement('SELECT item_key FROM items WHERE id GLOB ?')
            .pluck()
            .all(glob) as number[],
        ),
    };
  }
  const key = ctx.store.items.getKey(id);
  if (key === undefined) return { k: 'none' };
  return { k: 'facet', token: itemToken(key), keys: () => Int32Array.of(key) };
}

function resolveRange(node: RangeNode, ctx: ResolveContext): Resolved {
  const spec = specOf(node.field);
  if (spec.kind === 'column') {
    return columnRange(ctx, spec, node.lower, node.upper, node.includeLower, node.includeUpper);
  }
  if (spec.kind !== 'facet') {
    throw invalidQuery(`Range queries are not supported on the field '${node.field}'`);
  }
  const lower = node.lower === undefined ? undefined : spec.normalize(node.lower);
  const upper = node.upper === undefined ? undefined : spec.normalize(node.upper);
  const numeric = [lower, upper].every((b) => b === undefined || isNumber(b));
  const inRange = (value: string): boolean => {
    if (numeric) {
      if (!isNumber(value)) return false;
      const n = Number(value);
      if (lower !== undefined && (node.includeLower ? n < Number(lower) : n <= Number(lower)))
        return false;
      if (upper !== undefined && (node.includeUpper ? n > Number(upper) : n >= Number(upper)))
        return false;
      return true;
    }
    if (lower !== undefined && (node.includeLower ? value < lower : value <= lower)) return false;
    if (upper !== undefined && (node.includeUpper ? value > upper : value >= upper)) return false;
    return true;
  };
  return facetValues(ctx, spec.field, inRange);
}

function isNumber(text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text);
}

function columnRange(
  ctx: ResolveContext,
  spec: Extract<FieldSpec, { kind: 'column' }>,
  lower: string | undefined,
  upper: string | undefined,
  includeLower: boolean,
  includeUpper: boolean,
): Resolved {
  const parse = (bound: string | undefined, end: boolean): number | undefined => {
    if (bound === undefined) return undefined;
    const value = spec.dates ? parseDateBound(bound, end) : Number(bound);
    if (value === undefined || !Number.isFinite(value)) {
      throw invalidQuery(`Invalid range bound '${bound}' for ${spec.column}`);
    }
    return value;
  };
  const lo = parse(lower, false);
  const hi = parse(upper, true);
  return {
    k: 'set',
    keys: () => {
      const index = ctx.index;
      const values =
        spec.column === 'timestamp_created'
          ? index.createdAt
          : spec.column === 'timestamp_update'
            ? index.updatedAt
            : index.completeness;
      const out: number[] = [];
      for (const key of index.allKeys) {
        const v = values[key]!;
        if (lo !== undefined && (includeLower ? v < lo : v <= lo)) continue;
        if (hi !== undefined && (includeUpper ? v > hi : v >= hi)) continue;
        out.push(key);
      }
      return Int32Array.from(out);
    },
  };
}

/** ISO dates (full or partial, Solr's lenient `0.000Z` seconds included), epoch ms, `NOW`, `NOW-1DAY`. */
export function parseDateBound(text: string, end: boolean): number | undefined {
  const now = /^NOW(?:([+-])(\d+)(YEARS?|MONTHS?|DAYS?|HOURS?|MINUTES?))?(?:\/DAY)?$/i.exec(text);
  if (now) {
    const units: Record<string, number> = {
      YEAR: 365 * 864e5,
      MONTH: 30 * 864e5,
      DAY: 864e5,
      HOUR: 36e5,
      MINUTE: 6e4,
    };
    const unit = now[3] ? units[now[3].toUpperCase().replace(/S$/, '')]! : 0;
    const amount = now[2] ? Number(now[2]) * unit : 0;
    return Date.now() + (now[1] === '-' ? -amount : amount);
  }
  if (/^\d{9,}$/.test(text)) return Number(text);
  const iso =
    /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{1,2})(?:\.(\d+))?)?Z?)?)?)?$/.exec(
      text,
    );
  if (!iso) return undefined;
  const [, y, mo, d, h, mi, s, ms] = iso;
  const start = Date.UTC(
    Number(y),
    Number(mo ?? 1) - 1,
    Number(d ?? 1),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    Number((ms ?? '0').slice(0, 3).padEnd(3, '0')),
  );
  if (!end || h !== undefined) return start;
  // A partial date as an upper bound covers its whole period.
  if (d !== undefined) return start + 864e5 - 1;
  if (mo !== undefined) return Date.UTC(Number(y), Number(mo), 1) - 1;
  return Date.UTC(Number(y) + 1, 0, 1) - 1;
}

import type { EntityType } from '../../../edm/ids';
import type { Store } from '../../../store/store';
import type { EntityItemCounts } from '../item-counts';
import { allowedTypos, boundedEditDistance } from './edit-distance';
import { tokenize } from './normalize';
import { SuggestIndex, type SuggestEntry, type SuggestLabel } from './suggest-index';

export interface SuggestQuery {
  text: string;
  types?: ReadonlySet<EntityType>;
  /** Preferred label languages (ties go to entities with a matching label in these). */
  languages?: readonly string[];
  rows: number;
}

/** How a suggestion matched, best first. */
export enum MatchClass {
  Exact = 0,
  Prefix = 1,
  Words = 2,
  Fuzzy = 3,
}

export interface Suggestion {
  entry: SuggestEntry;
  match: MatchClass;
  /** Typos needed (fuzzy matches). */
  distance: number;
  languageMatch: boolean;
  labelLength: number;
  pref: boolean;
}

/** Candidates beyond this many FTS hits are not ranked (only 1-2 letter prefixes get there). */
const FTS_CANDIDATE_LIMIT = 20_000;
const INDEX_MIN_REFRESH_MS = 5_000;

/**
 * Entity suggestions: FTS5 prefix search over preferred and alternative labels in every language
 * (fast path), then, when that finds fewer than asked, a bounded edit-distance scan of the label
 * vocabulary (typos). Ranking: exact label > label prefix > all words > fuzzy; then more linked
 * items; then a label in the requested language, preferred over alternative labels, shorter labels.
 */
export class EntitySuggester {
  private index: { version: string; at: number; value: SuggestIndex } | undefined;

  constructor(
    private readonly store: Store,
    private readonly counts: EntityItemCounts,
  ) {}

  suggest(query: SuggestQuery): Suggestion[] {
    const tokens = tokenize(query.text);
    if (!tokens.length) return [];
    const index = this.currentIndex();
    const languages = new Set(query.languages ?? []);
    const accept = (entry: SuggestEntry | undefined): entry is SuggestEntry =>
      entry !== undefined && (!query.types?.size || query.types.has(entry.type));
    const found = new Map<number, Suggestion>();
    for (const key of this.ftsCandidates(tokens)) {
      const entry = index.entries.get(key);
      if (!accept(entry)) continue;
      const suggestion = classify(entry, tokens, languages);
      if (suggestion) found.set(key, suggestion);
    }
    if (found.size < query.rows) {
      for (const suggestion of fuzzyMatches(index, tokens, languages)) {
        if (!found.has(suggestion.entry.key) && accept(suggestion.entry))
          found.set(suggestion.entry.key, suggestion);
      }
    }
    return [...found.values()].sort(compareSuggestions).slice(0, query.rows);
  }

  /** Rebuilt when entities or links changed; at most every few seconds while an import runs. */
  private currentIndex(): SuggestIndex {
    const version = this.counts.version();
    const now = Date.now();
    if (
      !this.index ||
      (this.index.version !== version && now - this.index.at >= INDEX_MIN_REFRESH_MS)
    ) {
      this.index = { version, at: now, value: SuggestIndex.build(this.store, this.counts) };
    }
    return this.index.value;
  }

  private ftsCandidates(tokens: string[]): number[] {
    const terms = tokens
      .map((t, i) => (i === tokens.length - 1 ? `"${t}"*` : `"${t}"`))
      .join(' AND ');
    return this.store
      .statement(
        `SELECT rowid FROM entities_fts WHERE entities_fts MATCH ? LIMIT ${FTS_CANDIDATE_LIMIT}`,
      )
      .pluck()
      .all(`{pref_label alt_label} : (${terms})`) as number[];
  }
}

function classify(
  entry: SuggestEntry,
  tokens: string[],
  languages: ReadonlySet<string>,
): Suggestion | undefined {
  const text = tokens.join(' ');
  let best: Suggestion | undefined;
  for (const label of entry.labels) {
    let match: MatchClass | undefined;
    if (label.norm === text) match = MatchClass.Exact;
    else if (label.norm.startsWith(text)) match = MatchClass.Prefix;
    else if (wordsMatch(label, tokens)) match = MatchClass.Words;
    if (match === undefined) continue;
    const candidate = suggestion(entry, label, match, 0, languages);
    if (!best || compareSuggestions(candidate, best) < 0) best = candidate;
  }
  return best;
}

/** Every typed word is a word of the label, the last one possibly unfinished. */
function wordsMatch(label: SuggestLabel, tokens: string[]): boolean {
  return tokens.every((t, i) =>
    i === tokens.length - 1 ? label.tokens.some((w) => w.startsWith(t)) : label.tokens.includes(t),
  );
}

function suggestion(
  entry: SuggestEntry,
  label: SuggestLabel,
  match: MatchClass,
  distance: number,
  languages: ReadonlySet<string>,
): Suggestion {
  return {
    entry,
    match,
    distance,
    languageMatch: languages.has(label.lang),
    labelLength: label.norm.length,
    pref: label.kind === 'pref',
  };
}

export function compareSuggestions(a: Suggestion, b: Suggestion): number {
  return (
    a.match - b.match ||
    a.distance - b.distance ||
    b.entry.count - a.entry.count ||
    Number(b.languageMatch) - Number(a.languageMatch) ||
    Number(b.pref) - Number(a.pref) ||
    a.labelLength - b.labelLength ||
    (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0)
  );
}

/**
 * Entities whose labels contain, for every typed word, a vocabulary word within the allowed
 * typos (the last typed word may be an unfinished prefix of it). Words too short for typos must
 * match exactly (or as a prefix, for the last).
 */
function fuzzyMatches(
  index: SuggestIndex,
  tokens: string[],
  languages: ReadonlySet<string>,
): Suggestion[] {
  let candidates: Map<number, number> | undefined;
  tokens.forEach((token, i) => {
    const words = nearWords(index, token, i === tokens.length - 1);
    const distanceByEntity = new Map<number, number>();
    for (const [word, distance] of words) {
      for (const key of index.postings.get(word) ?? []) {
        const known = distanceByEntity.get(key);
        if (known === undefined || distance < known) distanceByEntity.set(key, distance);
      }
    }
    if (!candidates) {
      candidates = distanceByEntity;
      return;
    }
    const next = new Map<number, number>();
    for (const [key, total] of candidates) {
      const d = distanceByEntity.get(key);
      if (d !== undefined) next.set(key, total + d);
    }
    candidates = next;
  });
  const out: Suggestion[] = [];
  for (const [key, distance] of candidates ?? []) {
    const entry = index.entries.get(key)!;
    const label = entry.labels.find((l) => l.kind === 'pref') ?? entry.labels[0]!;
    out.push(suggestion(entry, label, MatchClass.Fuzzy, distance, languages));
  }
  return out;
}

/** Vocabulary words within the allowed typos of a typed word, with their distance. */
function nearWords(index: SuggestIndex, token: string, prefix: boolean): Map<string, number> {
  const max = allowedTypos(token.length);
  const out = new Map<string, number>();
  const minLength = Math.max(1, token.length - max);
  const maxLength = prefix ? index.wordsByLength.length - 1 : token.length + max;
  for (let length = minLength; length <= maxLength; length++) {
    for (const word of index.wordsByLength[length] ?? []) {
      const distance = prefix
        ? prefixDistance(token, word, max)
        : boundedEditDistance(token, word, max);
      if (distance <= max) out.set(word, distance);
    }
  }
  return out;
}

/** Distance between a typed prefix and the closest beginning of a word. */
function prefixDistance(token: string, word: string, max: number): number {
  if (word.startsWith(token)) return 0;
  if (max === 0) return 1;
  let best = max + 1;
  const from = Math.max(1, token.length - max);
  const to = Math.min(word.length, token.length + max);
  for (let length = from; length <= to && best > 0; length++) {
    best = Math.min(best, boundedEditDistance(token, word.slice(0, length), Math.min(max, best)));
  }
  return best;
}

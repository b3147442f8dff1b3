import type { EntityType } from '../../../edm/ids';
import type { Store } from '../../../store/store';
import type { EntityItemCounts } from '../item-counts';
import { allowedTypos } from './edit-distance';
import { tokenize } from './normalize';
import { SuggestIndex, type SuggestEntry, type SuggestLabel } from './suggest-index';
import { TopK } from './top-k';

export interface SuggestQuery {
  text: string;
  types?: ReadonlySet<EntityType>;
  /** Preferred label languages (ties go to entities with a matching label in these). */
  languages?: readonly string[];
  rows: number;
}

/** How a suggestion matched, best first. */
export enum MatchClass {
  /** A label is the text. */
  Exact = 0,
  /** A label has every typed word (the last one possibly unfinished), in any place. */
  Words = 1,
  /** Only with typos. */
  Fuzzy = 2,
}

export interface Suggestion {
  entry: SuggestEntry;
  match: MatchClass;
  /** Typos needed (fuzzy matches; a completed beginning counts half, see Vocabulary.near). */
  distance: number;
  /** Words of the label beyond the typed ones: "Claude Monet" is closer to "monet" than "Monet, Claude, 'Haystacks'". */
  extraWords: number;
  languageMatch: boolean;
  labelLength: number;
  pref: boolean;
}

/** Candidates beyond this many FTS hits are not ranked (only 1-2 letter prefixes get there). */
const FTS_CANDIDATE_LIMIT = 20_000;
/** While an import writes, the index (about a second to build for 30k entities) is rebuilt at most this often. */
const INDEX_MIN_REFRESH_MS = 30_000;
const RESULT_CACHE_SIZE = 1000;
/** Up to this many letters, candidates come from the in-memory vocabulary instead of FTS. */
const SHORT_PREFIX = 2;
const NO_LANGUAGES: ReadonlySet<string> = new Set();
const PRECOMPUTED_PREFIX_MIN = 300;
const MAX_TIE_FACTOR = 20;

/**
 * Entity suggestions: FTS5 prefix search over preferred and alternative labels in every language
 * (fast path; one or two letters use a ranking kept in memory, see shortPrefix), then, when that
 * finds fewer than asked and no label has the typed words whole, a bounded edit-distance scan of
 * the label vocabulary (typos). Ranking: exact label > every typed word in a label > typos
 * (fewer first, whole words before completed beginnings); then fewer extra label words; then more
 * linked items; then a label in the requested language, preferred over alternative labels,
 * shorter labels.
 */
export class EntitySuggester {
  private index: { version: string; at: number; value: SuggestIndex } | undefined;
  /** Recent answers of the current index (typeahead repeats the same short prefixes). */
  private cache = new Map<string, Suggestion[]>();
  /** Language-neutral rankings of one- and two-letter prefixes, per index. */
  private prefixRankings = new Map<string, Suggestion[]>();

  constructor(
    private readonly store: Store,
    private readonly counts: EntityItemCounts,
  ) {}

  suggest(query: SuggestQuery): Suggestion[] {
    const tokens = tokenize(query.text);
    if (!tokens.length) return [];
    const index = this.currentIndex();
    const cacheKey = JSON.stringify([
      tokens,
      [...(query.types ?? [])].sort(),
      query.languages ?? [],
      query.rows,
    ]);
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const languages = new Set(query.languages ?? []);
    const accept = (entry: SuggestEntry | undefined): entry is SuggestEntry =>
      entry !== undefined && (!query.types?.size || query.types.has(entry.type));
    const best = new TopK<Suggestion>(query.rows, compareSuggestions);
    const text = tokens.join(' ');
    if (tokens.length === 1 && text.length <= SHORT_PREFIX) {
      this.shortPrefix(index, text, query.rows, accept, languages, best);
    } else {
      const seen = new Set<number>();
      let wholeWords = false;
      for (const key of this.ftsCandidates(tokens)) {
        const entry = index.entries[key];
        if (!accept(entry)) continue;
        const suggestion = classify(entry, tokens, text, languages);
        if (!suggestion) continue;
        seen.add(key);
        wholeWords ||= entry.labels.some((label) => wordsMatch(label, tokens, true));
        best.offer(suggestion);
      }
      // Typos are looked for only when the text matched too little, and never when labels have
      // the typed words whole: then they are real words, and "money" is no suggestion for "monet".
      if (seen.size < query.rows && !wholeWords) {
        for (const suggestion of fuzzyMatches(index, tokens, languages)) {
          if (!seen.has(suggestion.entry.key) && accept(suggestion.entry)) best.offer(suggestion);
        }
      }
    }
    const result = best.toArray();
    if (this.cache.size >= RESULT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(cacheKey, result);
    return result;
  }

  /**
   * One or two letters match thousands of entities. Their ranking without the language
   * preference is computed once per index and prefix; a query walks it, keeps the entities of
   * the requested types, and re-ranks with its languages only the ties at the cut.
   */
  private shortPrefix(
    index: SuggestIndex,
    text: string,
    rows: number,
    accept: (entry: SuggestEntry | undefined) => entry is SuggestEntry,
    languages: ReadonlySet<string>,
    best: TopK<Suggestion>,
  ): void {
    let ranked = this.prefixRankings.get(text);
    if (!ranked) {
      ranked = neutralRanking(index, index.keysWithWordPrefix(text), text);
      this.prefixRankings.set(text, ranked);
    }
    let taken = 0;
    let cut: Suggestion | undefined;
    for (const neutral of ranked) {
      if (!accept(neutral.entry)) continue;
      if (
        cut &&
        (neutral.match !== cut.match ||
          neutral.extraWords !== cut.extraWords ||
          neutral.entry.count !== cut.entry.count)
      )
        break;
      // Ties at the cut are re-ranked by language, but only so far: thousands of entities
      // without items tie at count 0, and there the language is a weak signal.
      if (taken >= rows * MAX_TIE_FACTOR) break;
      best.offer(languages.size ? classify(neutral.entry, [text], text, languages)! : neutral);
      if (++taken === rows) cut = neutral;
    }
  }

  /** Builds the index now (after start), so the first user does not wait for it. */
  warm(): void {
    this.currentIndex();
  }

  /** Rebuilt when entities or links changed; at most every 30 s while an import runs. */
  private currentIndex(): SuggestIndex {
    const version = this.counts.version();
    const now = Date.now();
    if (
      !this.index ||
      (this.index.version !== version && now - this.index.at >= INDEX_MIN_REFRESH_MS)
    ) {
      this.index = { version, at: now, value: SuggestIndex.build(this.store, this.counts) };
      this.cache = new Map();
      this.prefixRankings = precomputedPrefixes(this.index.value);
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

function neutralRanking(index: SuggestIndex, keys: Iterable<number>, text: string): Suggestion[] {
  const ranked: Suggestion[] = [];
  for (const key of keys) {
    const suggestion = classify(index.entries[key]!, [text], text, NO_LANGUAGES);
    if (suggestion) ranked.push(suggestion);
  }
  return ranked.sort(compareSuggestions);
}

/**
 * Rankings of the one- and two-letter prefixes that start many label words, made with the index
 * so the first keystrokes never pay for ranking thousands of entities.
 */
function precomputedPrefixes(index: SuggestIndex): Map<string, Suggestion[]> {
  const byPrefix = new Map<string, Set<number>>();
  const collect = (prefix: string, word: number): void => {
    let keys = byPrefix.get(prefix);
    if (!keys) byPrefix.set(prefix, (keys = new Set()));
    for (const key of index.postings[word] ?? []) keys.add(key);
  };
  index.vocabulary.words.forEach((word, i) => {
    collect(word.slice(0, 1), i);
    if (word.length > 1) collect(word.slice(0, 2), i);
  });
  const out = new Map<string, Suggestion[]>();
  for (const [prefix, keys] of byPrefix) {
    if (keys.size >= PRECOMPUTED_PREFIX_MIN) out.set(prefix, neutralRanking(index, keys, prefix));
  }
  return out;
}

/**
 * The best way one entity matches the typed words, without allocating per label: the best
 * class, then the label with the fewest extra words, then the better label (language, kind).
 */
function classify(
  entry: SuggestEntry,
  tokens: string[],
  text: string,
  languages: ReadonlySet<string>,
): Suggestion | undefined {
  let bestMatch = -1;
  let bestWhole = false;
  let bestLabel: SuggestLabel | undefined;
  for (const label of entry.labels) {
    let match: MatchClass;
    if (label.norm === text) match = MatchClass.Exact;
    else if (wordsMatch(label, tokens, false)) match = MatchClass.Words;
    else continue;
    // The last typed word whole ("Jan" in "Jan van Eyck") or only begun ("Jantzia").
    const whole = match === MatchClass.Exact || wordsMatch(label, tokens, true);
    if (
      !bestLabel ||
      match < bestMatch ||
      (match === bestMatch &&
        ((whole && !bestWhole) ||
          (whole === bestWhole &&
            (label.tokens.length < bestLabel.tokens.length ||
              (label.tokens.length === bestLabel.tokens.length &&
                betterLabel(label, bestLabel, languages))))))
    ) {
      bestMatch = match;
      bestWhole = whole;
      bestLabel = label;
    }
  }
  // A completion counts as half a typo, as among the fuzzy matches (Vocabulary.near): whole
  // words come before completions.
  return bestLabel
    ? suggestion(entry, bestLabel, bestMatch, bestWhole ? 0 : 0.5, languages, tokens.length)
    : undefined;
}

function betterLabel(a: SuggestLabel, b: SuggestLabel, languages: ReadonlySet<string>): boolean {
  const aLang = languages.has(a.lang);
  const bLang = languages.has(b.lang);
  if (aLang !== bLang) return aLang;
  if ((a.kind === 'pref') !== (b.kind === 'pref')) return a.kind === 'pref';
  return a.norm.length < b.norm.length;
}

/** Every typed word is a word of the label, the last one possibly unfinished (unless `whole`). */
function wordsMatch(label: SuggestLabel, tokens: string[], whole: boolean): boolean {
  const last = tokens.length - 1;
  for (let i = 0; i <= last; i++) {
    const token = tokens[i]!;
    let found = false;
    for (const word of label.tokens) {
      if (i === last && !whole ? word.startsWith(token) : word === token) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

function suggestion(
  entry: SuggestEntry,
  label: SuggestLabel,
  match: MatchClass,
  distance: number,
  languages: ReadonlySet<string>,
  typedWords: number,
): Suggestion {
  return {
    entry,
    match,
    distance,
    extraWords: Math.max(0, label.tokens.length - typedWords),
    languageMatch: languages.has(label.lang),
    labelLength: label.norm.length,
    pref: label.kind === 'pref',
  };
}

/**
 * How far a label is from what was typed, less how much the entity holds: each word beyond the
 * typed ones costs what ten times the items weighs. "turner" finds Joseph Mallord William
 * Turner (39,000 items, three words more) before Daniel Turner (a handful, one word more), and
 * "paris" still finds Paris before a museum in Paris with a few more items.
 */
function remoteness(suggestion: Suggestion): number {
  return suggestion.extraWords - Math.log10(suggestion.entry.count + 1);
}

export function compareSuggestions(a: Suggestion, b: Suggestion): number {
  return (
    a.match - b.match ||
    a.distance - b.distance ||
    remoteness(a) - remoteness(b) ||
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
  const nearWords = tokens.map((token, i) =>
    index.vocabulary.near(token, allowedTypos(token.length), i === tokens.length - 1),
  );
  const postingsSize = (words: Map<number, number>): number => {
    let n = 0;
    for (const word of words.keys()) n += index.postings[word]?.length ?? 0;
    return n;
  };
  // Rarest word first: the candidate set only shrinks, and later words may check it directly.
  const order = nearWords
    .map((words, i) => ({ words, size: postingsSize(words), i }))
    .sort((a, b) => a.size - b.size);
  let candidates: Map<number, number> | undefined;
  for (const { words, size } of order) {
    const next = new Map<number, number>();
    if (candidates && candidates.size * 4 < size) {
      for (const [key, total] of candidates) {
        let best: number | undefined;
        for (const label of index.entries[key]!.labels) {
          for (const word of label.words) {
            const d = words.get(word);
            if (d !== undefined && (best === undefined || d < best)) best = d;
          }
        }
        if (best !== undefined) next.set(key, total + best);
      }
    } else {
      for (const [word, distance] of words) {
        for (const key of index.postings[word] ?? []) {
          const before = candidates ? candidates.get(key) : 0;
          if (before === undefined) continue;
          const known = next.get(key);
          if (known === undefined || before + distance < known) next.set(key, before + distance);
        }
      }
    }
    candidates = next;
    if (!candidates.size) break;
  }
  const out: Suggestion[] = [];
  for (const [key, distance] of candidates ?? []) {
    const entry = index.entries[key]!;
    const label = entry.labels.find((l) => l.kind === 'pref') ?? entry.labels[0]!;
    out.push(suggestion(entry, label, MatchClass.Fuzzy, distance, languages, tokens.length));
  }
  return out;
}

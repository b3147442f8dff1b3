import type { Store } from '../../store/store';
import { tokenize } from '../entity/suggest/normalize';

/**
 * How much sharing one value of a field says about two records being related. Creators dominate
 * (the portal's "more by this artist" expectation), then subjects, places, periods, object types.
 * Field names are the store's facet fields (store/STORE.md).
 */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  edm_agent: 6,
  CREATOR: 4,
  skos_concept: 2.5,
  edm_place: 2,
  proxy_dc_type: 1.5,
  edm_timespan: 1.5,
  proxy_dcterms_medium: 1,
  collection: 0.8,
  DATA_PROVIDER: 0.6,
};
const TITLE_WEIGHT = 1.2;
const SAME_TYPE = 0.4;
const PERIOD_WEIGHT = 1;
const PERIOD_SCALE_YEARS = 100;
/**
 * Values shared by more items than this are too common to find candidates with (a pass over
 * their items would cost more than it tells); they still add to the score of the candidates.
 */
const CANDIDATE_DF_LIMIT = 2000;
const CANDIDATES = 600;
const TITLE_CANDIDATES = 200;
const TITLE_WORD_DF_LIMIT = 2000;

export interface ScoredItem {
  itemKey: number;
  score: number;
}

interface TargetFacet {
  valueKey: number;
  field: string;
}

interface ItemFacts {
  item_key: number;
  type: string;
  year_min: number | null;
  year_max: number | null;
  content_tier: number;
}

/**
 * Items similar to one item, computed from the store: shared facet values (creators, subjects,
 * places, periods, types of object, collections, providers) weighted by field and by rarity, a
 * title-words signal from the full-text index, the same media type and overlapping dates.
 * The item itself is never part of the answer.
 */
export class ItemSimilarity {
  private documentFrequency = new Map<number, number>();
  private dfVersion = '';

  constructor(private readonly store: Store) {}

  similar(itemKey: number, limit: number): ScoredItem[] {
    const scores = new Map<number, number>();
    const add = (key: number, value: number): void => {
      if (key !== itemKey) scores.set(key, (scores.get(key) ?? 0) + value);
    };
    const { rare, common } = this.weightedValues(itemKey);
    for (const { item_key, s } of this.sharedValueScores(itemKey, rare)) add(item_key, s);
    this.titleMatches(itemKey).forEach((key, rank) =>
      add(key, TITLE_WEIGHT * (1 - rank / TITLE_CANDIDATES)),
    );
    if (!scores.size && common.size) {
      // Only common values to go by: sample the items of the rarest of them.
      for (const key of this.itemsWith(rarestOf(common), CANDIDATES)) add(key, 0);
    }
    if (!scores.size) return [];
    for (const { item_key, value_key } of this.candidateValues(
      [...scores.keys()],
      [...common.keys()],
    )) {
      add(item_key, common.get(value_key)!);
    }
    const target = this.facts([itemKey])[0];
    for (const facts of this.facts([...scores.keys()])) {
      let bonus = facts.content_tier * 0.02;
      if (target && facts.type === target.type) bonus += SAME_TYPE;
      if (target) bonus += PERIOD_WEIGHT * periodCloseness(target, facts);
      scores.set(facts.item_key, scores.get(facts.item_key)! + bonus);
    }
    return [...scores]
      .map(([key, score]) => ({ itemKey: key, score: Math.round(score * 1000) / 1000 }))
      .sort((a, b) => b.score - a.score || a.itemKey - b.itemKey)
      .slice(0, limit);
  }

  /**
   * The target's informative values with their weights, split into rare ones (a pass over their
   * items finds candidates) and common ones (only scored on candidates found otherwise).
   */
  private weightedValues(itemKey: number): {
    rare: Map<number, number>;
    common: Map<number, number>;
  } {
    const informative = this.store.items
      .facets(itemKey)
      .filter(([field]) => FIELD_WEIGHTS[field] !== undefined);
    if (!informative.length) return { rare: new Map(), common: new Map() };
    const facets = this.store
      .statement(
        `SELECT v.value_key AS valueKey, v.field FROM json_each(?) j
         JOIN facet_values v ON v.field = j.value ->> 0 AND v.value = j.value ->> 1`,
      )
      .all(JSON.stringify(informative)) as TargetFacet[];
    const rare = new Map<number, number>();
    const common = new Map<number, number>();
    for (const facet of facets) {
      const df = this.df(facet.valueKey);
      if (df <= 1) continue;
      // Rarer shared values say more: a creator with 20 works beats "painting" with 20 000.
      const weight = FIELD_WEIGHTS[facet.field]! / Math.log2(2 + df / 20);
      (df > CANDIDATE_DF_LIMIT ? common : rare).set(facet.valueKey, weight);
    }
    return { rare, common };
  }

  /** One grouped pass over the link table: every item sharing a rare value with the target. */
  private sharedValueScores(
    itemKey: number,
    weights: Map<number, number>,
  ): Array<{ item_key: number; s: number }> {
    if (!weights.size) return [];
    return this.store
      .statement(
        `SELECT f.item_key, sum(j.value) AS s FROM json_each(?) j
         JOIN item_facets f ON f.value_key = CAST(j.key AS INTEGER)
         WHERE f.item_key != ? GROUP BY f.item_key ORDER BY s DESC LIMIT ${CANDIDATES}`,
      )
      .all(JSON.stringify(Object.fromEntries(weights)), itemKey) as Array<{
      item_key: number;
      s: number;
    }>;
  }

  /** Which of some (common) values each candidate has: one primary-key probe per pair. */
  private candidateValues(
    itemKeys: number[],
    valueKeys: number[],
  ): Array<{ item_key: number; value_key: number }> {
    if (!valueKeys.length) return [];
    return this.store
      .statement(
        // CROSS JOINs fix the order, so item_facets is probed by its whole primary key.
        `SELECT f.item_key, f.value_key FROM json_each(?) v CROSS JOIN json_each(?) c
         CROSS JOIN item_facets f ON f.value_key = v.value AND f.item_key = c.value`,
      )
      .all(JSON.stringify(valueKeys), JSON.stringify(itemKeys)) as Array<{
      item_key: number;
      value_key: number;
    }>;
  }

  private itemsWith(valueKey: number, limit: number): number[] {
    return this.store
      .statement('SELECT item_key FROM item_facets WHERE value_key = ? LIMIT ?')
      .pluck()
      .all(valueKey, limit) as number[];
  }

  /**
   * Items whose titles share the target's distinctive title words (the rarest few, ignoring
   * words in more than TITLE_WORD_DF_LIMIT titles), best bm25 first.
   */
  private titleMatches(itemKey: number): number[] {
    const title = this.store
      .statement("SELECT json_extract(search_json, '$.title') FROM items WHERE item_key = ?")
      .pluck()
      .get(itemKey) as string | null;
    const words = [...new Set(tokenize((JSON.parse(title ?? '[]') as string[]).join(' ')))]
      .filter((w) => w.length >= 4 && !/^\d+$/.test(w))
      .slice(0, 12);
    if (!words.length) return [];
    const frequencies = this.store
      .statement(
        `SELECT term, doc FROM items_fts_vocab WHERE col = 'title' AND term IN (SELECT value FROM json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(words)) as Array<[string, number]>;
    const distinctive = frequencies
      .filter(([, doc]) => doc > 1 && doc <= TITLE_WORD_DF_LIMIT)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 5)
      .map(([term]) => term);
    if (!distinctive.length) return [];
    return this.store
      .statement(
        `SELECT rowid FROM items_fts WHERE items_fts MATCH ? AND rowid != ? ORDER BY rank LIMIT ${TITLE_CANDIDATES}`,
      )
      .pluck()
      .all(`{title} : (${distinctive.map((w) => `"${w}"`).join(' OR ')})`, itemKey) as number[];
  }

  private facts(keys: number[]): ItemFacts[] {
    return this.store
      .statement(
        `SELECT item_key, type, year_min, year_max, content_tier FROM items
         WHERE item_key IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(keys)) as ItemFacts[];
  }

  /**
   * Number of items with a value, counted only up to just past the candidate limit (beyond it
   * the weight hardly changes and counting a popular value's items costs milliseconds), cached
   * until the data changes.
   */
  private df(valueKey: number): number {
    const version = this.store.dataVersion();
    if (version !== this.dfVersion) {
      this.documentFrequency = new Map();
      this.dfVersion = version;
    }
    let df = this.documentFrequency.get(valueKey);
    if (df === undefined) {
      df = this.store
        .statement('SELECT count(*) FROM (SELECT 1 FROM item_facets WHERE value_key = ? LIMIT ?)')
        .pluck()
        .get(valueKey, CANDIDATE_DF_LIMIT * 5) as number;
      this.documentFrequency.set(valueKey, df);
    }
    return df;
  }
}

function rarestOf(weights: Map<number, number>): number {
  let best: [number, number] | undefined;
  for (const entry of weights) if (!best || entry[1] > best[1]) best = entry;
  return best![0];
}

/** 1 when the date ranges overlap, falling linearly to 0 a century apart; 0 when unknown. */
export function periodCloseness(
  a: { year_min: number | null; year_max: number | null },
  b: { year_min: number | null; year_max: number | null },
): number {
  if (a.year_min === null || b.year_min === null) return 0;
  const aMax = a.year_max ?? a.year_min;
  const bMax = b.year_max ?? b.year_min;
  const gap = Math.max(0, Math.max(a.year_min, b.year_min) - Math.min(aMax, bMax));
  return Math.max(0, 1 - gap / PERIOD_SCALE_YEARS);
}

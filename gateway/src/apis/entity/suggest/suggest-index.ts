import type { EntityType } from '../../../edm/ids';
import type { Store } from '../../../store/store';
import type { EntityItemCounts } from '../item-counts';
import { tokenize } from './normalize';
import { Vocabulary } from './vocabulary';

export type LabelKind = 'pref' | 'alt' | 'hidden' | 'acronym';

export interface SuggestLabel {
  /** Normalised label (tokens joined by single spaces). */
  norm: string;
  tokens: string[];
  /** Vocabulary indexes of the tokens. */
  words: number[];
  lang: string;
  kind: LabelKind;
}

export interface SuggestEntry {
  key: number;
  id: string;
  type: EntityType;
  count: number;
  labels: SuggestLabel[];
}

/**
 * In-memory view of every entity label for ranking suggestions: the FTS index finds candidates,
 * this index says how well each one matches and how many items it has; its vocabulary (distinct
 * label words -> entities) is what the typo-tolerant fallback scans.
 */
export class SuggestIndex {
  /** Entries by entity key (a dense array: keys are SQLite row ids). */
  readonly entries: Array<SuggestEntry | undefined> = [];
  /** Entity keys per vocabulary word (by word index). */
  readonly postings: number[][] = [];
  readonly vocabulary = new Vocabulary();

  static build(store: Store, counts: EntityItemCounts): SuggestIndex {
    const index = new SuggestIndex();
    const countByUri = counts.all();
    const entities = store.db
      .prepare('SELECT entity_key, id, type FROM entities')
      .raw()
      .iterate() as Iterable<[number, string, EntityType]>;
    for (const [key, id, type] of entities) {
      index.entries[key] = { key, id, type, count: countByUri.get(id) ?? 0, labels: [] };
    }
    const labels = store.db
      .prepare('SELECT entity_key, kind, lang, label FROM entity_labels')
      .raw()
      .iterate() as Iterable<[number, LabelKind, string, string]>;
    for (const [key, kind, lang, label] of labels) {
      const entry = index.entries[key];
      const tokens = tokenize(label);
      if (!entry || !tokens.length) continue;
      const norm = tokens.join(' ');
      if (entry.labels.some((l) => l.norm === norm && l.lang === lang && l.kind === kind)) continue;
      const words = tokens.map((token) => index.vocabulary.add(token));
      entry.labels.push({ norm, tokens, words, lang, kind });
      for (const word of words) {
        const list = (index.postings[word] ??= []);
        if (list[list.length - 1] !== key) list.push(key);
      }
    }
    index.vocabulary.seal();
    return index;
  }

  /**
   * Keys of the entities with a label word starting with `prefix`, from the vocabulary: for one
   * or two letters this is thousands of entities, faster to collect here than through FTS.
   */
  keysWithWordPrefix(prefix: string): number[] {
    const seen = new Set<number>();
    for (const word of this.vocabulary.withPrefix(prefix)) {
      for (const key of this.postings[word] ?? []) seen.add(key);
    }
    return [...seen];
  }
}

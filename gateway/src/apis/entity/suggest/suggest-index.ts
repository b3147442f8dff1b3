import type { EntityType } from '../../../edm/ids';
import type { Store } from '../../../store/store';
import type { EntityItemCounts } from '../item-counts';
import { tokenize } from './normalize';

export type LabelKind = 'pref' | 'alt' | 'hidden';

export interface SuggestLabel {
  /** Normalised label (tokens joined by single spaces). */
  norm: string;
  tokens: string[];
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
  readonly entries = new Map<number, SuggestEntry>();
  readonly postings = new Map<string, number[]>();
  /** Vocabulary words grouped by length, so the typo scan only looks at plausible lengths. */
  readonly wordsByLength: string[][] = [];

  static build(store: Store, counts: EntityItemCounts): SuggestIndex {
    const index = new SuggestIndex();
    const countByUri = counts.all();
    const entities = store.db
      .prepare('SELECT entity_key, id, type FROM entities')
      .raw()
      .iterate() as Iterable<[number, string, EntityType]>;
    for (const [key, id, type] of entities) {
      index.entries.set(key, { key, id, type, count: countByUri.get(id) ?? 0, labels: [] });
    }
    const labels = store.db
      .prepare('SELECT entity_key, kind, lang, label FROM entity_labels')
      .raw()
      .iterate() as Iterable<[number, LabelKind, string, string]>;
    for (const [key, kind, lang, label] of labels) {
      const entry = index.entries.get(key);
      const tokens = tokenize(label);
      if (!entry || !tokens.length) continue;
      const norm = tokens.join(' ');
      if (entry.labels.some((l) => l.norm === norm && l.lang === lang && l.kind === kind)) continue;
      entry.labels.push({ norm, tokens, lang, kind });
      for (const token of tokens) {
        let list = index.postings.get(token);
        if (!list) {
          list = [];
          index.postings.set(token, list);
          (index.wordsByLength[token.length] ??= []).push(token);
        }
        if (list[list.length - 1] !== key) list.push(key);
      }
    }
    return index;
  }
}

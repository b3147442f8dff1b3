import type { Store } from '../../store/store';
import { ENTITY_LINK_FIELDS } from '../entity/item-counts';
import type { ItemSimilarity, ScoredItem } from './similarity';

/**
 * Items to recommend for an entity: the items linked to it (best content tier and most complete
 * first), then, when the entity has fewer items than asked for, items similar to its top items.
 */
export function entityRecommendations(
  store: Store,
  similarity: ItemSimilarity,
  entityUri: string,
  limit: number,
): ScoredItem[] {
  const linked = store
    .statement(
      `SELECT f.item_key FROM facet_values v
       JOIN item_facets f ON f.value_key = v.value_key
       JOIN items i ON i.item_key = f.item_key
       WHERE v.field IN (${ENTITY_LINK_FIELDS.map(() => '?').join(', ')}) AND v.value = ?
       GROUP BY f.item_key
       ORDER BY max(i.content_tier) DESC, max(i.completeness) DESC, f.item_key
       LIMIT ?`,
    )
    .pluck()
    .all(...ENTITY_LINK_FIELDS, entityUri, limit) as number[];
  // Rounded like the similarity scores (three decimals), so no score shows float noise.
  const out: ScoredItem[] = linked.map((itemKey, rank) => ({
    itemKey,
    score: Math.round((100 - rank / limit) * 1000) / 1000,
  }));
  if (out.length >= limit || !linked.length) return out;
  const chosen = new Set(linked);
  for (const seed of linked.slice(0, 3)) {
    for (const similar of similarity.similar(seed, limit)) {
      if (chosen.has(similar.itemKey)) continue;
      chosen.add(similar.itemKey);
      out.push(similar);
    }
  }
  return out.sort((a, b) => b.score - a.score || a.itemKey - b.itemKey).slice(0, limit);
}

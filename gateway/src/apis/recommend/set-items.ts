import type { ItemSimilarity, ScoredItem } from './similarity';

/**
 * How many of a set's items are asked for similar items: each costs a similarity pass (a few
 * milliseconds on a large store), and a set holds up to 1000 items.
 */
const SEEDS = 12;

/**
 * Items to recommend for a user set: items similar to its items, spread over the whole set (a
 * likes folder grows at its end, a gallery's first item is its cover), scores added up, so an
 * item close to several of them ranks first. The set's own items are never recommended.
 */
export function setRecommendations(
  similarity: ItemSimilarity,
  itemKeys: readonly number[],
  limit: number,
): ScoredItem[] {
  const members = new Set(itemKeys);
  const seeds = new Set(
    Array.from(
      { length: Math.min(SEEDS, itemKeys.length) },
      (_, i) => itemKeys[Math.floor((i * itemKeys.length) / Math.min(SEEDS, itemKeys.length))]!,
    ),
  );
  const scores = new Map<number, number>();
  for (const seed of seeds) {
    for (const { itemKey, score } of similarity.similar(seed, limit)) {
      if (!members.has(itemKey)) scores.set(itemKey, (scores.get(itemKey) ?? 0) + score);
    }
  }
  // Rounded like the similarity scores (three decimals), so sums show no float noise.
  return [...scores]
    .map(([itemKey, score]) => ({ itemKey, score: Math.round(score * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score || a.itemKey - b.itemKey)
    .slice(0, limit);
}

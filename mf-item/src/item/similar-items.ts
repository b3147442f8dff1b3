import type { SimilarItemsBasis } from './item-view';

/** Weights of the similar-items query, as the Europeana portal gives them. */
const BOOSTS = [
  ['what', 'what', 0.8],
  ['who', 'who', 0.5],
  ['DATA_PROVIDER', 'dataProvider', 0.2],
] as const;

/** A phrase for a Lucene query: quotes and backslashes escaped. */
function phrase(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The Search API query for items like this one, for visitors who are not logged in (the
 * Recommendation API is for signed-in users, contract §5): the same subjects and types, the same
 * creators, the same institution, weighted in that order, without the item itself. Undefined when
 * the item gives nothing to compare on.
 */
export function similarItemsQuery(id: string, basis: SimilarItemsBasis): string | undefined {
  const clauses = BOOSTS.filter(([, key]) => basis[key].length).map(
    ([field, key, boost]) => `${field}:(${basis[key].map(phrase).join(' OR ')})^${boost}`,
  );
  if (!clauses.length) return undefined;
  return `(${clauses.join(' OR ')}) NOT europeana_id:${phrase(id)}`;
}

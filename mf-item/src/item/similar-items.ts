import type { SimilarItemsBasis } from './item-view';

/** Weights of the similar-items query, as the Europeana portal gives them. */
const BOOSTS = [
  ['what', 'what', 0.8],
  ['who', 'who', 0.5],
  ['DATA_PROVIDER', 'dataProvider', 0.2],
] as const;

/**
 * The most words the query's subject and creator phrases may hold together. The Search API
 * limits what one query may cost (about 60 words on the embedded gateway, `query/budget.ts`),
 * and a record with long subjects would otherwise find no similar items at all.
 */
export const MAX_SIMILAR_WORDS = 40;

const WORD = /[\p{L}\p{N}]+/gu;

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
  let words = 0;
  // Subjects, then creators, each kept while the words fit; the institution is a facet value.
  const fits = (value: string): boolean => {
    const count = value.match(WORD)?.length ?? 0;
    if (words + count > MAX_SIMILAR_WORDS) return false;
    words += count;
    return true;
  };
  const clauses = BOOSTS.map(([field, key, boost]) => {
    const values = field === 'DATA_PROVIDER' ? basis[key] : basis[key].filter(fits);
    return values.length ? `${field}:(${values.map(phrase).join(' OR ')})^${boost}` : undefined;
  }).filter((clause) => clause !== undefined);
  if (!clauses.length) return undefined;
  return `(${clauses.join(' OR ')}) NOT europeana_id:${phrase(id)}`;
}

/**
 * Content tier defaults (spec §5). Tier 0 does not meet the publishing criteria, so unless a
 * filter asks for tiers, results are limited to tiers 1-4; searches within a thematic collection
 * show tiers 2-4; searches for an organisation's items show every tier. `contentTier:*` is
 * the same as no filter and is dropped.
 */
export const CONTENT_TIER_FIELD = 'contentTier';
export const DEFAULT_CONTENT_TIERS = '(1 OR 2 OR 3 OR 4)';
export const COLLECTION_CONTENT_TIERS = '(2 OR 3 OR 4)';
export const ALL_CONTENT_TIERS = '*';

export function hasFilterFor(qf: readonly string[], field: string): boolean {
  return qf.some((entry) => entry.startsWith(`${field}:`));
}

/** The qf with the content tier filter the search needs. */
export function withContentTierFilter(qf: readonly string[]): string[] {
  const result = [...qf];
  if (!hasFilterFor(result, CONTENT_TIER_FIELD)) {
    let tiers = DEFAULT_CONTENT_TIERS;
    if (hasFilterFor(result, 'collection')) tiers = COLLECTION_CONTENT_TIERS;
    else if (hasFilterFor(result, 'foaf_organization')) tiers = ALL_CONTENT_TIERS;
    result.push(`${CONTENT_TIER_FIELD}:${tiers}`);
  }
  return result.filter((entry) => entry !== `${CONTENT_TIER_FIELD}:${ALL_CONTENT_TIERS}`);
}

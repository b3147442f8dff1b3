import { hash53 } from '../edm/hash';

/**
 * Facet values are indexed in the `facet` column of `items_fts` as opaque single tokens, so
 * field queries (`TYPE:IMAGE`, entity URIs, qf filters) combine with free text inside one FTS5
 * MATCH. Tokens are lower-case alphanumerics, which the unicode61 tokenizer keeps whole; the
 * `zf`/`zg` prefixes and 53-bit hashes make a clash with a real word or another value negligible.
 */
export function facetToken(field: string, value: string): string {
  const key = `${field}\u0000${value}`;
  let token = valueTokens.get(key);
  if (token === undefined) {
    token = `zf${hash53(key).toString(36)}`;
    if (valueTokens.size >= 100_000) valueTokens.clear();
    valueTokens.set(key, token);
  }
  return token;
}

/** The token every item with at least one value in `field` carries (for `field:*`). */
export function facetFieldToken(field: string): string {
  let token = fieldTokens.get(field);
  if (token === undefined) {
    token = `zg${hash53(field).toString(36)}`;
    fieldTokens.set(field, token);
  }
  return token;
}

// Hashing and base-36 formatting cost more than a map lookup; values repeat across items.
const valueTokens = new Map<string, string>();
const fieldTokens = new Map<string, string>();

/** The `facet` column text of an item. */
export function facetColumnText(facets: ReadonlyArray<readonly [string, string]>): string {
  const tokens: string[] = [];
  const fields = new Set<string>();
  for (const [field, value] of facets) {
    tokens.push(facetToken(field, value));
    if (!fields.has(field)) {
      fields.add(field);
      tokens.push(facetFieldToken(field));
    }
  }
  return tokens.join(' ');
}

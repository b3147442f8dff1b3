import { hash53 } from '../edm/hash';

/**
 * Facet values are indexed in the `facet` column of `items_fts` as opaque single tokens, so
 * field queries (`TYPE:IMAGE`, entity URIs, qf filters, record ids) combine with free text inside
 * one FTS5 MATCH. Tokens are lower-case alphanumerics, which the unicode61 tokenizer keeps whole:
 * `zf<value_key>` for a facet value (`facet_values.value_key` in base 36), `zg<hash>` for "the
 * field has a value" (`field:*`), `zi<item_key>` for the record id (`europeana_id:`). The `z?`
 * prefixes plus digits make a clash with a real word practically impossible, and these tokens
 * are never matched by free text because text queries are restricted to the text columns.
 */
export function facetValueToken(valueKey: number): string {
  return `zf${valueKey.toString(36)}`;
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

/** The token of a record id (`europeana_id:"/ds/id"`). */
export function itemToken(itemKey: number): string {
  return `zi${itemKey.toString(36)}`;
}

const fieldTokens = new Map<string, string>();

/** The `facet` column text of an item: its facet values' keys and the field of each. */
export function facetColumnText(
  itemKey: number,
  facetFields: readonly string[],
  valueKeys: readonly number[],
): string {
  let text = itemToken(itemKey);
  let previousField = '';
  const fields = new Set<string>();
  for (let i = 0; i < facetFields.length; i++) {
    text += ` ${facetValueToken(valueKeys[i]!)}`;
    const field = facetFields[i]!;
    if (field !== previousField && !fields.has(field)) {
      fields.add(field);
      text += ` ${facetFieldToken(field)}`;
    }
    previousField = field;
  }
  return text;
}

import type { Store } from '../../store/store';
import { CommonsError } from '../../upstream/api-error';
import { intParam, listParam } from '../common/query-params';

/** The fields an annotation search can be faceted on: those its query can filter by. */
const FACET_COLUMNS: Readonly<Record<string, string>> = {
  motivation: 'a.motivation',
  target_record_id: 'i.id',
};

/** `facet.limit`: values per facet, most frequent first (ties by value). */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/** One facet as Europeana's api-commons writes it (the Set API's `FacetFieldView`). */
export interface AnnotationFacet {
  type: 'TermsFacet';
  field: string;
  values: Array<{ label: string; count: number }>;
}

export interface FacetRequest {
  fields: string[];
  limit: number;
}

/**
 * Which facets a search asks for: `profile=facets` with `facet=` naming the fields (motivation
 * when none is named), or `facet=` alone. Undefined when none is asked for; an unknown field or
 * a bad `facet.limit` is a 400, never a facet silently left out.
 */
export function facetRequestOf(
  query: Record<string, unknown>,
  profileFacets: boolean,
): FacetRequest | undefined {
  const named = listParam(query.facet);
  if (!named.length && !profileFacets) return undefined;
  const fields = [...new Set(named.length ? named : ['motivation'])];
  for (const field of fields) {
    if (!FACET_COLUMNS[field])
      throw new CommonsError(
        400,
        `Cannot facet on "${field}": use ${Object.keys(FACET_COLUMNS).join(' or ')}`,
      );
  }
  const limit = intParam(query['facet.limit'], 'facet.limit', {
    min: 1,
    max: MAX_LIMIT,
    fallback: DEFAULT_LIMIT,
  });
  return { fields, limit };
}

/** Counts of the annotations matching `where` (over `item_annotations a JOIN items i`), per field value. */
export function annotationFacets(
  store: Store,
  request: FacetRequest,
  where: string,
  params: readonly unknown[],
): AnnotationFacet[] {
  return request.fields.map((field) => {
    const column = FACET_COLUMNS[field]!;
    const rows = store
      .statement(
        `SELECT ${column} AS label, count(*) AS count
         FROM item_annotations a JOIN items i ON i.item_key = a.item_key ${where}
         GROUP BY ${column} ORDER BY count DESC, label LIMIT ?`,
      )
      .all(...params, request.limit) as Array<{ label: string; count: number }>;
    return { type: 'TermsFacet', field, values: rows };
  });
}

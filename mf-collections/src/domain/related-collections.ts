import {
  ENTITY_TYPES,
  entityLinks,
  isEntityUri,
  type EntityLink,
  type LocaleCode,
  type PortalContext,
  type SearchParams,
  type SearchResponse,
} from '@portal/shared-kernel';

/** How many related collections an entity page shows. */
export const RELATED_COLLECTIONS = 8;
/** The entity fields whose values are collection pages (`edm_agent`, `skos_concept`, …). */
export const ENTITY_FACETS = Object.values(ENTITY_TYPES).map((type) => type.queryField);
/** Labels only: the pills show a name. */
const LABEL_FIELDS = 'skos_prefLabel.*';

/**
 * The Search API request counting, among the entity's items, the other entities they are linked
 * to (their facet values): the collections most of its items share come first.
 */
export function relatedFacetParams(qf: string[]): SearchParams {
  const params: SearchParams = {
    query: '*:*',
    qf,
    rows: 0,
    profile: 'facets',
    facet: ENTITY_FACETS.join(','),
  };
  // One more than shown, as the entity itself is among the values.
  for (const field of ENTITY_FACETS) params[`f.${field}.facet.limit`] = RELATED_COLLECTIONS + 1;
  return params;
}

/** The entity URIs most shared by the items, the entity itself left out, most items first. */
export function relatedEntityUris(response: SearchResponse, self: string): string[] {
  return (response.facets ?? [])
    .flatMap((facet) => facet.fields)
    .filter((field) => field.label !== self && isEntityUri(field.label))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, RELATED_COLLECTIONS)
    .map((field) => field.label);
}

/**
 * The collections related to an entity, as links in `locale`: secondary to the page, so a failing
 * Search or Entity API gives none rather than an error page.
 */
export async function relatedCollections(
  context: Pick<PortalContext, 'api'>,
  qf: string[],
  self: string,
  locale: LocaleCode,
): Promise<EntityLink[]> {
  try {
    const uris = relatedEntityUris(await context.api.record.search(relatedFacetParams(qf)), self);
    if (!uris.length) return [];
    const found = await context.api.entity.retrieve(uris, { fl: LABEL_FIELDS });
    const byId = new Map((found.items ?? []).map((entity) => [entity.id, entity]));
    return entityLinks(
      uris.flatMap((uri) => byId.get(uri) ?? []),
      locale,
    );
  } catch {
    return [];
  }
}

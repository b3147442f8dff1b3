import { isLocaleCode, type Entity } from '@portal/shared-kernel';

/** A collection chip shows a label and links to the entity page (its type gives the path). */
export type CollectionEntity = Pick<Entity, 'id' | 'type' | 'prefLabel'>;

/** Labels only: the Entity API need not send notes, images and relations for a list of links. */
export const COLLECTION_FIELDS = 'skos_prefLabel.*';

/** What a chip needs of an Entity API document (loader data is serialised into the page). */
export function collectionEntity({ id, type, prefLabel }: Entity): CollectionEntity {
  return { id, type, prefLabel };
}

/**
 * The Entity API's order for a list of collections: by their names in the page's language,
 * where the chips show them (an entity without a name in it sorts by its English one, which it
 * then shows). The real portal sorts by `skos_prefLabel.en`, which lists a Greek page's names in
 * the order of their English ones. A language that is not a locale code falls back to English.
 */
export function labelOrder(lang: string | undefined): string {
  return `skos_prefLabel.${lang && isLocaleCode(lang) ? lang : 'en'}`;
}

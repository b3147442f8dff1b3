import type { Entity } from '@portal/shared-kernel';

/** A collection chip shows a label and links to the entity page (its type gives the path). */
export type CollectionEntity = Pick<Entity, 'id' | 'type' | 'prefLabel'>;

/** Labels only: the Entity API need not send notes, images and relations for a list of links. */
export const COLLECTION_FIELDS = 'skos_prefLabel.*';

/** What a chip needs of an Entity API document (loader data is serialised into the page). */
export function collectionEntity({ id, type, prefLabel }: Entity): CollectionEntity {
  return { id, type, prefLabel };
}

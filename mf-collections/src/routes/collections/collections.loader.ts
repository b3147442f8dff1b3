import { ENTITY_TYPES, type EntityPathType, type PortalLoaderArgs } from '@portal/shared-kernel';
import {
  collectionEntity,
  COLLECTION_FIELDS,
  labelOrder,
  type CollectionEntity,
} from '../../domain/collection-entity';

export { COLLECTION_FIELDS, type CollectionEntity };

export const COLLECTION_TYPES: EntityPathType[] = [
  'concept',
  'agent',
  'place',
  'timespan',
  'organization',
];

export interface CollectionGroup {
  type: EntityPathType;
  slug: string;
  entities: CollectionEntity[];
  /** How many collections of the kind there are (the page shows the first 12). */
  total: number;
}

export interface CollectionsData {
  groups: CollectionGroup[];
}

/**
 * The first entities of every kind, as the Entity API lists them, and how many there are: their
 * labels only, which is all the page shows (loader data is serialised into the page for
 * hydration).
 */
export async function loader({ params, context }: PortalLoaderArgs): Promise<CollectionsData> {
  const sort = labelOrder(params.lang);
  const groups = await Promise.all(
    COLLECTION_TYPES.map(async (type) => {
      const page = await context.api.entity.search({
        query: '*',
        type,
        pageSize: 12,
        page: 1,
        fl: COLLECTION_FIELDS,
        sort,
      });
      const entities = (page.items ?? []).map(collectionEntity);
      const total = page.partOf?.total ?? entities.length;
      return { type, slug: ENTITY_TYPES[type].slug, entities, total };
    }),
  );
  return { groups };
}

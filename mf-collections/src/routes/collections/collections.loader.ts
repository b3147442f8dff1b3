import {
  ENTITY_TYPES,
  type Entity,
  type EntityPathType,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';

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
  entities: Entity[];
}

export interface CollectionsData {
  groups: CollectionGroup[];
}

/** The first entities of every kind, as the Entity API lists them. */
export async function loader({ context }: PortalLoaderArgs): Promise<CollectionsData> {
  const groups = await Promise.all(
    COLLECTION_TYPES.map(async (type) => {
      const page = await context.api.entity.search({ query: '*', type, pageSize: 12, page: 1 });
      return { type, slug: ENTITY_TYPES[type].slug, entities: page.items ?? [] };
    }),
  );
  return { groups };
}

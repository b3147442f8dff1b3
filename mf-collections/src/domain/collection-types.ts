import { ENTITY_TYPES, type EntityPathType, type LocaleCode } from '@portal/shared-kernel';

/**
 * The collection type pages (spec §2.2: organisations, persons, places, times, topics): the
 * plural URL segment of each entity type.
 */
const TYPE_PAGE_SEGMENTS: Record<EntityPathType, string> = {
  concept: 'topics',
  agent: 'persons',
  place: 'places',
  timespan: 'times',
  organization: 'organisations',
};

/** The entity type listed at `/{lang}/collections/{segment}`, if any. */
export function pathTypeOfTypePage(segment: string): EntityPathType | undefined {
  return (Object.keys(TYPE_PAGE_SEGMENTS) as EntityPathType[]).find(
    (pathType) => TYPE_PAGE_SEGMENTS[pathType] === segment,
  );
}

export function typePagePath(locale: LocaleCode, pathType: EntityPathType): string {
  return `/${locale}/collections/${TYPE_PAGE_SEGMENTS[pathType]}`;
}

/** The key of a type's plural name in this remote's strings (`collections.types.person`). */
export function typeNameKey(pathType: EntityPathType): string {
  return `collections.types.${ENTITY_TYPES[pathType].slug}`;
}

import {
  isLocaleCode,
  parsePageParam,
  routeError,
  type EntityPathType,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import { pathTypeOfTypePage } from '../../domain/collection-types';
import {
  collectionEntity,
  COLLECTION_FIELDS,
  type CollectionEntity,
} from '../../domain/collection-entity';

/** Collections per page of a type page: a dozen rows of chips. */
export const TYPE_PAGE_SIZE = 48;

export interface CollectionTypeData {
  pathType: EntityPathType;
  entities: CollectionEntity[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * `/{lang}/collections/{topics|persons|places|times|organisations}`: every collection of one kind,
 * in label order, a page at a time (Entity API search, labels only). Another segment, or a page
 * past the last one, is the 404 page.
 */
export async function loader({
  params,
  request,
  context,
}: PortalLoaderArgs): Promise<CollectionTypeData> {
  const pathType = pathTypeOfTypePage(params.type ?? '');
  if (!pathType || !isLocaleCode(params.lang)) throw routeError(404, { code: 'pageNotFound' });
  const pageParam = parsePageParam(new URL(request.url).searchParams.get('page'));
  const page = pageParam.valid ? pageParam.page : 1;
  const result = await context.api.entity.search({
    query: '*',
    type: pathType,
    pageSize: TYPE_PAGE_SIZE,
    page,
    fl: COLLECTION_FIELDS,
  });
  const total = result.partOf?.total ?? result.total ?? 0;
  const totalPages = Math.ceil(total / TYPE_PAGE_SIZE);
  if (page > Math.max(totalPages, 1)) throw routeError(404, { code: 'pageNotFound' });
  return {
    pathType,
    entities: (result.items ?? []).map(collectionEntity),
    total,
    page,
    totalPages,
  };
}

import {
  isApiError,
  isLocaleCode,
  parsePageParam,
  routeError,
  type EntityPage,
  type EntityPathType,
  type PortalLoaderArgs,
} from '@portal/shared-kernel';
import { pathTypeOfTypePage } from '../../domain/collection-types';
import {
  collectionEntity,
  COLLECTION_FIELDS,
  labelOrder,
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
  const search = (number: number) =>
    context.api.entity.search({
      query: '*',
      type: pathType,
      pageSize: TYPE_PAGE_SIZE,
      page: number,
      fl: COLLECTION_FIELDS,
      sort: labelOrder(params.lang),
    });
  const result = await search(page).catch(async (error: unknown) => {
    // The Entity API refuses a page number past its own bound (400, `page=100001`): page 1 tells
    // whether the page is past the last one, which is this page's 404 like any other.
    if (page > 1 && isApiError(error) && error.statusCode === 400) {
      if (page > pageCount(await search(1))) throw routeError(404, { code: 'pageNotFound' });
    }
    throw error;
  });
  const total = totalOf(result);
  const totalPages = Math.ceil(total / TYPE_PAGE_SIZE);
  if (page > pageCount(result)) throw routeError(404, { code: 'pageNotFound' });
  return {
    pathType,
    entities: (result.items ?? []).map(collectionEntity),
    total,
    page,
    totalPages,
  };
}

function totalOf(result: EntityPage): number {
  return result.partOf?.total ?? result.total ?? 0;
}

/** The pages of a type page (at least one, which says there are none yet). */
function pageCount(result: EntityPage): number {
  return Math.max(Math.ceil(totalOf(result) / TYPE_PAGE_SIZE), 1);
}

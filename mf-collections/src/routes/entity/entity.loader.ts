import { redirect } from 'react-router-dom';
import {
  entitySlugLabel,
  entityPathTypeOfSlug,
  isApiError,
  isLocaleCode,
  parsePageParam,
  paths,
  reachablePageCount,
  routeError,
  searchPageWindow,
  summariseSearchItem,
  withContentTierFilter,
  type Entity,
  type EntityLink,
  type LocaleCode,
  type PortalLoaderArgs,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import { buildEntityView, entityItemsFilter, type EntityView } from '../../domain/entity-view';
import { relatedCollections } from '../../domain/related-collections';

/** Items per page of an entity page: the search page's grid of 24. */
export const ENTITY_ITEMS_ROWS = 24;

export interface EntityData {
  entity: EntityView;
  items: SearchResultSummary[];
  totalResults: number;
  /** The collections most of its items share (on the first page only). */
  related: EntityLink[];
  page: number;
  totalPages: number;
  /** Origin of the page (`https://host`), for the absolute og:image. */
  origin: string;
  /** The page's own path, with the slug of the English label. */
  path: string;
}

/**
 * `{number}` or `{number}-{any slug}`: the last segment of an entity page path. Organisation ids
 * run to 19 digits (`1482250000002112001`, the BnF); the id stays a string, so any length that
 * fits a path is fine.
 */
const ENTITY_SEGMENT = /^(\d{1,30})(?:-[^/]*)?$/;

/**
 * The entity of `/{lang}/collections/{type}/{id}-{slug}` and one page of the items linked to it
 * (the Search API with the entity's field, e.g. `edm_agent:"http://data.europeana.eu/agent/1"`,
 * and the default content tiers). An unknown type, id or entity is the 404 page. Any other
 * slug than the one of the entity's English label redirects there (301, query kept), so a page
 * has one URL.
 */
export async function loader({ params, request, context }: PortalLoaderArgs): Promise<EntityData> {
  const pathType = entityPathTypeOfSlug(params.type ?? '');
  const match = ENTITY_SEGMENT.exec(params['*'] ?? '');
  if (!pathType || !match) throw routeError(404, { code: 'pageNotFound' });
  const url = new URL(request.url);
  const pageParam = parsePageParam(url.searchParams.get('page'));
  const page = pageParam.valid ? pageParam.page : 1;
  const window = searchPageWindow(page, ENTITY_ITEMS_ROWS);

  const entity = await context.api.entity.get(pathType, match[1]!).catch((error: unknown) => {
    // The Entity API's 404 is this page's: "This page could not be found".
    if (isApiError(error) && error.statusCode === 404)
      throw routeError(404, { code: 'pageNotFound' });
    throw error;
  });
  const locale = isLocaleCode(params.lang) ? params.lang : context.locale;
  const canonical = canonicalPath(locale, entity) ?? url.pathname;
  if (decodedPath(url) !== canonical) throw redirect(`${encodeURI(canonical)}${url.search}`, 301);

  const view = buildEntityView(entity, pathType, locale, context.api.thumbnail);
  const qf = withContentTierFilter([entityItemsFilter(view)]);
  if (window.beyondLimit) {
    // Past the first 1000 items: the page limit when the entity has that many, else the page
    // is past its last one, which is not there whatever its number.
    const count = await context.api.record.search({ query: '*:*', qf, rows: 0 });
    const pages = Math.ceil((count.totalResults ?? 0) / ENTITY_ITEMS_ROWS);
    if (page > Math.max(pages, 1)) throw routeError(404, { code: 'pageNotFound' });
    throw routeError(400, { code: 'searchPaginationLimitExceeded' });
  }
  const [results, related] = await Promise.all([
    context.api.record.search({
      query: '*:*',
      qf,
      rows: window.rows,
      start: window.start,
      profile: 'minimal',
    }),
    page === 1 ? relatedCollections(context, qf, view.id, locale) : Promise.resolve([]),
  ]);
  const totalResults = results.totalResults ?? 0;
  const totalPages = reachablePageCount(totalResults, ENTITY_ITEMS_ROWS);
  // A page past the last one is not there, as on the collection type pages.
  if (page > Math.max(totalPages, 1)) throw routeError(404, { code: 'pageNotFound' });
  return {
    entity: view,
    items: (results.items ?? []).map((item) => summariseSearchItem(item, locale)),
    totalResults,
    related,
    page,
    totalPages,
    origin: url.origin,
    path: canonical,
  };
}

/**
 * The entity page's own path, or undefined when the Entity API names the entity with a URI the
 * portal has no page form for (an upstream quirk): the page then stays where it was asked for.
 */
function canonicalPath(locale: LocaleCode, entity: Entity): string | undefined {
  try {
    return paths.entity(locale, entity.id, entitySlugLabel(entity.prefLabel));
  } catch {
    return undefined;
  }
}

/** The path as the visitor wrote it (slugs may hold letters of any script); undefined if malformed. */
function decodedPath(url: URL): string | undefined {
  try {
    return decodeURI(url.pathname);
  } catch {
    return undefined;
  }
}

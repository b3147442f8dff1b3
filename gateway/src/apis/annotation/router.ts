import { Router, type Request } from 'express';
import type { Store } from '../../store/store';
import type { ApiRouterFactory } from '../context';
import { CommonsError, commonsRoute } from '../../upstream/api-error';
import { methodNotAllowed, writeNeedsBearer } from '../common/method-not-allowed';
import { intParam, stringParam, stringsParam } from '../common/query-params';
import { configuredPublicUrl, publicBaseUrl } from '../iiif/public-url';
import { annotationFacets, facetRequestOf } from './annotation-facets';
import { parseAnnotationQuery, type AnnotationFilter } from './annotation-query';
import { ANNOTATION_CONTEXT, annotationView, type AnnotationRow } from './annotation-view';

export interface AnnotationRouterOptions {
  store: Store;
  publicUrl?: string;
}

const PROFILES = new Set(['minimal', 'standard', 'dereference', 'facets']);
const SEARCH_CONTEXT = 'https://www.w3.org/ns/anno.jsonld';
const ROW_SELECT = `SELECT a.annotation_key AS annotationKey, a.motivation, a.language, a.value,
  a.created_at AS createdAt, i.id AS itemId, json_extract(i.search_json, '$.edmIsShownBy[0]') AS isShownBy
  FROM item_annotations a JOIN items i ON i.item_key = a.item_key`;

/**
 * Annotation API (contract §5) over the tags and transcriptions stored with items:
 * `GET /annotation/search` (AnnotationPage, 0-based `page` like the real API) and
 * `GET /annotation/{id}[.json|.jsonld]`. Read-only: the store has no user annotations.
 */
export function createAnnotationRouter(options: AnnotationRouterOptions): Router {
  const { store } = options;
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();

  router.get(
    '/annotation/search',
    commonsRoute((req, res) => {
      const query = stringParam(req.query.query)?.trim();
      if (!query)
        throw new CommonsError(
          400,
          'The query parameter is required (e.g. target_record_id:"/123/abc")',
        );
      const profile = stringParam(req.query.profile) ?? 'standard';
      if (!PROFILES.has(profile)) throw new CommonsError(400, `Unknown profile "${profile}"`);
      const page = intParam(req.query.page, 'page (0-based)', { min: 0, max: 10_000, fallback: 0 });
      const pageSize = intParam(req.query.pageSize, 'pageSize', { min: 1, max: 100, fallback: 10 });
      const filter = parseAnnotationQuery(query, stringsParam(req.query.qf));
      const facetRequest = facetRequestOf(req.query, profile === 'facets');
      const order = orderOf(req);
      const { where, params } = sqlFilter(filter);
      const total = store
        .statement(
          `SELECT count(*) FROM item_annotations a JOIN items i ON i.item_key = a.item_key ${where}`,
        )
        .pluck()
        .get(...params) as number;
      const rows = store
        .statement(`${ROW_SELECT} ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...params, pageSize, page * pageSize) as AnnotationRow[];
      const items = rows.map((row) =>
        profile === 'minimal' ? annotationView(row).id : annotationView(row),
      );
      const pageUrl = (n: number | undefined): string => {
        const url = new URL(`${publicBaseUrl(req, publicUrl)}/annotation/search`);
        for (const [key, value] of Object.entries(req.query)) {
          if (key === 'page' || key === 'wskey') continue;
          for (const v of stringsParam(value)) url.searchParams.append(key, v);
        }
        if (n !== undefined) url.searchParams.set('page', String(n));
        return url.href;
      };
      res.json({
        '@context': SEARCH_CONTEXT,
        id: pageUrl(page),
        type: 'AnnotationPage',
        total: items.length,
        partOf: { id: pageUrl(undefined), type: 'AnnotationCollection', total },
        items,
        ...(facetRequest ? { facets: annotationFacets(store, facetRequest, where, params) } : {}),
        ...(page > 0 ? { prev: pageUrl(page - 1) } : {}),
        ...((page + 1) * pageSize < total ? { next: pageUrl(page + 1) } : {}),
      });
    }),
  );

  router.get(
    '/annotation/:id',
    commonsRoute((req, res) => {
      const match = /^(\d+)(?:\.(json|jsonld))?$/.exec(String(req.params.id));
      if (!match)
        throw new CommonsError(400, `Invalid annotation identifier "${String(req.params.id)}"`);
      const row = store
        .statement(`${ROW_SELECT} WHERE a.annotation_key = ?`)
        .get(Number(match[1])) as AnnotationRow | undefined;
      if (!row) throw new CommonsError(404, `No annotation with identifier ${match[1]}`);
      res
        .type(match[2] === 'json' ? 'application/json' : 'application/ld+json')
        .send(JSON.stringify({ '@context': ANNOTATION_CONTEXT, ...annotationView(row) }));
    }),
  );
  // Creating (POST /annotation/), updating and deleting (PUT|DELETE /annotation/{id}) need a
  // user token in the real API: 401 without one, 405 with one (no user annotations here).
  router.all('/annotation/search', methodNotAllowed(['GET']));
  router.all('/annotation/:id', writeNeedsBearer(['GET'], 'Annotations'));
  router.all('/annotation', writeNeedsBearer([], 'Annotations'));
  return router;
}

function sqlFilter(filter: AnnotationFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [column, values] of [
    ['i.id', filter.recordIds],
    ['a.motivation', filter.motivations],
  ] as const) {
    if (!values) continue;
    if (!values.size) return { where: 'WHERE 0', params: [] };
    conditions.push(`${column} IN (${[...values].map(() => '?').join(', ')})`);
    params.push(...values);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** `sort=created|generated|id` (all follow creation order here) with `sortOrder=asc|desc`. */
function orderOf(req: Request): string {
  const sort = stringParam(req.query.sort);
  if (sort !== undefined && !['created', 'generated', 'id', 'modified'].includes(sort)) {
    throw new CommonsError(400, `Cannot sort by "${sort}": use created, generated, modified or id`);
  }
  const order = (stringParam(req.query.sortOrder) ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc')
    throw new CommonsError(400, 'sortOrder must be asc or desc');
  return `a.annotation_key ${order.toUpperCase()}`;
}

/** Mounted by apis/index.ts. */
export const annotationApi: ApiRouterFactory = (context) =>
  createAnnotationRouter({ store: context.store, publicUrl: context.config.publicUrl });

import { Router, type Request } from 'express';
import type { EntityDoc } from '../../edm/entity-types';
import { sha1Hex } from '../../edm/hash';
import type { EntityType } from '../../edm/ids';
import type { Store } from '../../store/store';
import type { ApiRouterFactory } from '../context';
import { jsonBody } from '../../http/json-body';
import { CommonsError, commonsRoute } from '../../upstream/api-error';
import { conditionalStatus } from '../common/conditional';
import { methodNotAllowed } from '../common/method-not-allowed';
import { intParam, listParam, stringParam, stringsParam } from '../common/query-params';
import { configuredPublicUrl, publicBaseUrl } from '../iiif/public-url';
import {
  canonicalEntityUri,
  entityPathOf,
  entityTypeOfParam,
  entityUriOf,
  isEntityKind,
  parseEntityIdSegment,
} from './entity-paths';
import { renderEntity } from './entity-formats';
import { ENTITY_CONTEXT, EntityPresenter } from './entity-presenter';
import { projectEntity } from './entity-projection';
import { SearchAbandoned, type SearchThread } from '../search/search-thread';
import { searchEntities, type EntitySearchRequest, type EntitySearchResult } from './entity-search';
import { EntityItemCounts } from './item-counts';
import { tokenize } from './suggest/normalize';
import { EntitySuggester } from './suggest/suggester';

export interface EntityRouterOptions {
  store: Store;
  publicUrl?: string;
  /** When set, `/entity/search` runs on this thread, in turn with item searches. */
  searchThread?: SearchThread;
}

const RESULT_CONTEXT = ['https://www.w3.org/ns/ldp.jsonld', ENTITY_CONTEXT];
const MAX_RETRIEVE = 100;
/** A body of 100 entity URIs is some 5 KB: anything near this limit is not a retrieve request. */
const RETRIEVE_BODY_LIMIT = '256kb';
/**
 * The most words a suggestion text may have: each is looked up in FTS5 and, when too little
 * matches, compared with the label vocabulary for typos (100 words take about 14 ms on the
 * main thread, 10 000 took 110 ms). Labels rarely have more than a dozen.
 */
const MAX_SUGGEST_WORDS = 100;
const LANGUAGE = /^[a-z]{2,3}$/;

/**
 * Entity API (contract §3) from the store: `/entity/{type}/{id}.json` (also `.jsonld`, EDM RDF/XML
 * `.xml` and schema.org `.schema.jsonld`, `entity-formats.ts`; slugs and `/base/` accepted),
 * `/entity/suggest`, `/entity/search` (1-based `page`), `POST /entity/retrieve` and
 * `/entity/resolve`. Errors use the api-commons shape.
 */
export function createEntityRouter(options: EntityRouterOptions): Router {
  const { store } = options;
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();
  const counts = new EntityItemCounts(store);
  const presenter = new EntityPresenter(store, counts);
  const suggester = new EntitySuggester(store, counts);
  // Build the suggest index shortly after start rather than in the first user's request.
  setTimeout(() => {
    try {
      if (store.db.open) suggester.warm();
    } catch {
      // A store closed meanwhile (tests, shutdown): the first request builds it instead.
    }
  }, 1000).unref();
  const base = (req: Request): string => publicBaseUrl(req, publicUrl);

  router.get(
    '/entity/suggest',
    commonsRoute((req, res) => {
      const text = stringParam(req.query.text)?.trim();
      if (!text) throw new CommonsError(400, 'The text parameter is required');
      const words = tokenize(text).length;
      if (words > MAX_SUGGEST_WORDS) {
        throw new CommonsError(
          400,
          `The text parameter has ${words} words, at most ${MAX_SUGGEST_WORDS} are allowed`,
        );
      }
      checkScope(req);
      const types = new Set(entityTypes(req.query.type));
      const languages = languagesOf(req.query.language);
      const rows = intParam(req.query.rows, 'rows', { min: 1, max: 100, fallback: 10 });
      const suggestions = suggester.suggest({ text, types, languages, rows });
      const docs = store.entities.getMany(suggestions.map((s) => s.entry.id));
      const items = suggestions
        .map((s) => docs.get(s.entry.id))
        .filter((doc): doc is EntityDoc => doc !== undefined)
        .map((doc) => suggestItem(doc, presenter, base(req), languages));
      res.json({ '@context': RESULT_CONTEXT, type: 'ResultPage', total: items.length, items });
    }),
  );

  const runSearch = async (
    request: EntitySearchRequest,
    gone: () => boolean,
  ): Promise<EntitySearchResult | undefined> => {
    if (!options.searchThread) return searchEntities(store, request);
    try {
      return await options.searchThread.entities(request, gone);
    } catch (error) {
      if (error instanceof SearchAbandoned) return undefined;
      throw error;
    }
  };

  router.get(
    '/entity/search',
    commonsRoute(async (req, res) => {
      const query = stringParam(req.query.query)?.trim();
      if (!query)
        throw new CommonsError(400, 'The query parameter is required (use * for all entities)');
      checkScope(req);
      const page = intParam(req.query.page, 'page (1-based)', {
        min: 1,
        max: 100_000,
        fallback: 1,
      });
      const pageSize = intParam(req.query.pageSize, 'pageSize', { min: 1, max: 100, fallback: 10 });
      const found = await runSearch(
        {
          query,
          filters: stringsParam(req.query.qf),
          types: entityTypes(req.query.type),
          sort: stringParam(req.query.sort),
          page,
          pageSize,
        },
        () => req.socket.destroyed,
      );
      // The client went away before its search's turn, or while it ran: nobody is waiting.
      if (!found || req.socket.destroyed) return;
      const { total, docs } = found;
      const fields = listParam(req.query.fl);
      const languages = languagesOf(req.query.lang);
      const items = docs.map((doc) =>
        projectEntity(presenter.present(doc, base(req)), fields, languages),
      );
      const pageUrl = (n: number): string => {
        const url = new URL(`${base(req)}/entity/search`);
        for (const [key, value] of Object.entries(req.query)) {
          if (key === 'page' || key === 'wskey') continue;
          for (const v of stringsParam(value)) url.searchParams.append(key, v);
        }
        url.searchParams.set('page', String(n));
        return url.href;
      };
      const partOfUrl = new URL(pageUrl(page));
      partOfUrl.searchParams.delete('page');
      res.json({
        '@context': RESULT_CONTEXT,
        id: pageUrl(page),
        type: 'ResultPage',
        total: items.length,
        partOf: { id: partOfUrl.href, type: 'ResultList', total },
        items,
        ...(page * pageSize < total ? { next: pageUrl(page + 1) } : {}),
        ...(page > 1 ? { prev: pageUrl(page - 1) } : {}),
      });
    }),
  );

  router.post(
    '/entity/retrieve',
    ...jsonBody(RETRIEVE_BODY_LIMIT),
    commonsRoute((req, res) => {
      const body: unknown = req.body;
      if (!Array.isArray(body) || !body.length || !body.every((v) => typeof v === 'string')) {
        throw new CommonsError(400, 'The body must be a JSON array of entity URIs');
      }
      if (body.length > MAX_RETRIEVE)
        throw new CommonsError(400, `At most ${MAX_RETRIEVE} entities per request`);
      const uris = (body as string[]).map((uri) => {
        const canonical = canonicalEntityUri(uri);
        if (!canonical) throw new CommonsError(400, `Not a Europeana entity URI: ${uri}`);
        return canonical;
      });
      const docs = store.entities.getMany(uris);
      const fields = listParam(req.query.fl);
      const items = uris
        .map((uri) => docs.get(uri))
        .filter((doc): doc is EntityDoc => doc !== undefined)
        .map((doc) => projectEntity(presenter.present(doc, base(req)), fields, undefined));
      res.json({ '@context': RESULT_CONTEXT, type: 'ResultPage', total: items.length, items });
    }),
  );

  router.get(
    '/entity/resolve',
    commonsRoute((req, res) => {
      const uri = stringParam(req.query.uri)?.trim();
      if (!uri) throw new CommonsError(400, 'The uri parameter is required');
      const target = resolveUri(store, uri);
      const path = target ? entityPathOf(target) : undefined;
      if (!path) throw new CommonsError(404, `No entity is known for ${uri}`);
      res.redirect(301, base(req) + path);
    }),
  );

  const getEntity = commonsRoute((req, res) => {
    const kind = String(req.params.type);
    if (!isEntityKind(kind)) {
      throw new CommonsError(
        400,
        `Unknown entity type "${kind}": use agent, concept, organization, place or timespan`,
      );
    }
    const parsed = parseEntityIdSegment(String(req.params.id));
    if (!parsed)
      throw new CommonsError(400, `Invalid entity identifier "${String(req.params.id)}"`);
    const uri = entityUriOf(kind, parsed.number);
    const doc = store.entities.get(uri);
    if (!doc) {
      // Deprecated or merged ids answer 301 to the entity that replaced them, like the real API.
      const replacement = store.entities.resolveAlias(uri);
      const jsonPath = replacement && replacement !== uri ? entityPathOf(replacement) : undefined;
      // The replacement in the format asked for (`entityPathOf` names the `.json`).
      const path = jsonPath?.replace(/\.json$/, `.${parsed.format}`);
      if (path && store.entities.get(replacement!)) {
        const query = req.originalUrl.includes('?')
          ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
          : '';
        res.redirect(301, base(req) + path + query);
        return;
      }
      throw new CommonsError(404, `No entity with identifier ${uri}`);
    }
    const document = projectEntity(
      presenter.document(doc, base(req)),
      undefined,
      languagesOf(req.query.lang),
    );
    const { contentType, body } = renderEntity(document, parsed.format);
    // The tag of the representation itself: it changes with the entity, its item count, the
    // languages asked for and the format.
    const etag = `"${sha1Hex(`${parsed.format}|${body}`).slice(0, 27)}"`;
    res.setHeader('ETag', etag);
    const conditional = conditionalStatus(req, etag);
    if (conditional) {
      res.status(conditional).end();
      return;
    }
    res.setHeader('Content-Type', contentType);
    res.send(body);
  });
  router.get('/entity/:type/base/:id', getEntity);
  router.get('/entity/:type/:id', getEntity);
  // Entity writes (PUT /entity/{type}/{id}) belong to entity management, which this read-only
  // gateway does not offer.
  router.all(['/entity/suggest', '/entity/search', '/entity/resolve'], methodNotAllowed(['GET']));
  router.all('/entity/retrieve', methodNotAllowed(['POST']));
  router.all(['/entity/:type/base/:id', '/entity/:type/:id'], methodNotAllowed(['GET']));
  return router;
}

function checkScope(req: Request): void {
  const scope = stringParam(req.query.scope);
  // Every stored entity is a Europeana entity, so `europeana` (the portal's value) filters nothing.
  if (scope !== undefined && scope !== 'europeana') {
    throw new CommonsError(400, `Unsupported scope "${scope}": only scope=europeana is supported`);
  }
}

function entityTypes(value: unknown): EntityType[] {
  return listParam(value).map((t) => {
    const type = entityTypeOfParam(t);
    if (!type)
      throw new CommonsError(
        400,
        `Unknown entity type "${t}": use agent, concept, organization, place or timespan`,
      );
    return type;
  });
}

function languagesOf(value: unknown): string[] {
  return listParam(value).map((lang) => {
    const code = lang.toLowerCase();
    if (!LANGUAGE.test(code)) throw new CommonsError(400, `Invalid language code "${lang}"`);
    return code;
  });
}

/** The suggest item: id, type, labels in the requested languages, image, a few dates. */
function suggestItem(
  doc: EntityDoc,
  presenter: EntityPresenter,
  base: string,
  languages: readonly string[],
): Record<string, unknown> {
  const item: Record<string, unknown> = { id: doc.id, type: doc.type };
  item.prefLabel = projectEntity(
    { id: doc.id, prefLabel: doc.prefLabel ?? {} },
    undefined,
    languages,
  ).prefLabel;
  if (doc.isShownBy?.id) item.isShownBy = presenter.withThumbnail(doc.isShownBy, base);
  for (const key of [
    'dateOfBirth',
    'dateOfDeath',
    'dateOfEstablishment',
    'begin',
    'end',
    'country',
  ]) {
    if (doc[key] !== undefined) item[key] = doc[key];
  }
  return item;
}

/** An external URI (sameAs, source id) or a Europeana URI to the stored entity's URI. */
function resolveUri(store: Store, uri: string): string | undefined {
  const canonical = canonicalEntityUri(uri);
  if (canonical && store.entities.get(canonical)) return canonical;
  const variants = [uri, uri.replace(/^https:/, 'http:'), uri.replace(/^http:/, 'https:')];
  for (const variant of variants) {
    const target = store.entities.resolveAlias(variant);
    if (target) return target;
  }
  return undefined;
}

/** Mounted by apis/index.ts. */
export const entityApi: ApiRouterFactory = (context) =>
  createEntityRouter({
    store: context.store,
    publicUrl: context.config.publicUrl,
    ...(context.searchThread ? { searchThread: context.searchThread } : {}),
  });

import { Router, type Request, type Response } from 'express';
import { ApiError } from '../../http/api-error';
import { apiKeyOf, bearerTokenOf } from '../../http/api-key';
import { jsonp } from '../../http/jsonp';
import type { ApiContext } from '../context';
import { parseSearchParams, type RawParams } from './params';
import { SearchService } from './search-service';
import { SearchAbandoned } from './search-thread';

export const SEARCH_PATHS = [
  '/record/search.json',
  '/record/v2/search.json',
  '/api/v2/search.json',
];

/**
 * Full-text search (the portal's `api=fulltext`, `EUROPEANA_FULLTEXT_API_URL`): the Search API
 * over the items that have full text (transcriptions, PDFs), whose text is indexed with the rest
 * of their metadata. The real service searches newspaper text; same request and answer shapes.
 */
export const FULLTEXT_SEARCH_PATHS = ['/fulltext/search.json', '/fulltext/v2/search.json'];

/** Search API (contract §1): GET with query parameters, POST with the same names in a JSON body. */
export function createSearchRouter(context: ApiContext): Router {
  const router = Router();
  const service = new SearchService({
    store: context.store,
    engine: context.search,
    publicUrl: context.config.publicUrl,
    portalUrl: context.config.portalUrl,
  });
  const thread = context.searchThread;
  const handle = (raw: RawParams) => async (req: Request, res: Response) => {
    const params = parseSearchParams(raw, bearerTokenOf(req) !== undefined);
    const apiKey = apiKeyOf(req);
    const ctx = { raw, requestNumber: context.nextRequestNumber(), ...(apiKey ? { apiKey } : {}) };
    if (!thread) {
      res.type('application/json').send(service.search(params, ctx));
      return;
    }
    // A search whose client has gone before its turn on the search thread is not run.
    const gone = new AbortController();
    const onClose = (): void => {
      if (!res.writableEnded) gone.abort();
    };
    res.on('close', onClose);
    try {
      const json = await thread.search(params, ctx, gone.signal);
      // Posted before the client went: it ran, and nobody is left to read the answer.
      if (gone.signal.aborted) return;
      res.type('application/json').send(json);
    } catch (error) {
      if (error instanceof SearchAbandoned) return;
      throw error;
    } finally {
      res.off('close', onClose);
    }
  };
  router.get(SEARCH_PATHS, jsonp, (req, res) => handle(toRawParams(req.query))(req, res));
  router.post(SEARCH_PATHS, jsonp, (req, res) =>
    handle({ ...toRawParams(req.query), ...toRawParams(req.body) })(req, res),
  );
  router.get(FULLTEXT_SEARCH_PATHS, jsonp, (req, res) =>
    handle({ ...toRawParams(req.query), text_fulltext: 'true' })(req, res),
  );
  router.all(SEARCH_PATHS, refuseMethod(['GET', 'POST']));
  router.all(FULLTEXT_SEARCH_PATHS, refuseMethod(['GET']));
  return router;
}

/** A 405 in the Search API's shape, with the methods the path has in `Allow`. */
function refuseMethod(allowed: readonly string[]) {
  return (req: Request, res: Response): void => {
    res.set('Allow', allowed.join(', '));
    throw new ApiError(
      405,
      'Method not allowed',
      `${req.method} is not supported here; use ${allowed.join(' or ')}.`,
      '405',
    );
  };
}

/** Request parameters as strings or string lists; other shapes (nested objects) are dropped. */
export function toRawParams(source: unknown): RawParams {
  const out: RawParams = {};
  if (!source || typeof source !== 'object') return out;
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
    else if (Array.isArray(value)) {
      const strings = value
        .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
        .map(String);
      if (strings.length) out[name] = strings;
    }
  }
  return out;
}

import { Router, type Request, type Response } from 'express';
import { ApiError } from '../../http/api-error';
import { apiKeyOf, bearerStateOf } from '../../http/api-key';
import { jsonBody } from '../../http/json-body';
import { jsonp } from '../../http/jsonp';
import { answerPreflight } from '../common/method-not-allowed';
import type { ApiContext } from '../context';
import { publicBaseUrl, VARY_PUBLIC_URL } from '../iiif/public-url';
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
    const params = parseSearchParams(raw, bearerStateOf(req, context.verifyAccessToken));
    const apiKey = apiKeyOf(req);
    const ctx = {
      raw,
      requestNumber: context.nextRequestNumber(),
      publicUrl: publicBaseUrl(req, context.config.publicUrl),
      ...(apiKey ? { apiKey } : {}),
    };
    // The items' links are built on the forwarded host: a shared cache keeps one answer per host.
    res.vary(VARY_PUBLIC_URL);
    if (!thread) {
      res.type('application/json').send(service.search(params, ctx));
      return;
    }
    // A search whose client has gone (its connection closed) by its turn is not run.
    const gone = (): boolean => req.socket.destroyed;
    try {
      const json = await thread.search(params, ctx, gone);
      // Posted before the client went: it ran, and nobody is left to read the answer.
      if (gone()) return;
      res.type('application/json').send(json);
    } catch (error) {
      if (error instanceof SearchAbandoned) return;
      throw error;
    }
  };
  router.get(SEARCH_PATHS, jsonp, (req, res) => handle(toRawParams(req.query))(req, res));
  router.post(SEARCH_PATHS, jsonp, ...jsonBody(), (req, res) =>
    handle({ ...toRawParams(req.query), ...bodyParams(req.body) })(req, res),
  );
  router.get(FULLTEXT_SEARCH_PATHS, jsonp, (req, res) =>
    handle({ ...toRawParams(req.query), text_fulltext: 'true' })(req, res),
  );
  router.all(SEARCH_PATHS, refuseMethod(['GET', 'POST']));
  router.all(FULLTEXT_SEARCH_PATHS, refuseMethod(['GET']));
  return router;
}

/**
 * A 405 in the Search API's shape, with the methods the path has in `Allow`; the CORS preflight
 * gets the same methods (answerPreflight).
 */
function refuseMethod(allowed: readonly string[]) {
  return (req: Request, res: Response): void => {
    if (answerPreflight(req, res, allowed)) return;
    res.set('Allow', allowed.join(', '));
    throw new ApiError(
      405,
      'Method not allowed',
      `${req.method} is not supported here; use ${allowed.join(' or ')}.`,
      '405',
    );
  };
}

/** Parameters whose values are numbers: a POST body may give them as JSON numbers. */
const NUMERIC_PARAM =
  /^(rows|start|hit\.selectors|f\..+\.facet\.(limit|offset|range\.(start|end|gap)))$/;
/** Parameters whose values are true or false: a POST body may give them as JSON booleans. */
const BOOLEAN_PARAMS = new Set(['media', 'thumbnail', 'text_fulltext', 'landingpage']);

/**
 * The parameters of a POST Search body, with the same names and values as in a query string:
 * strings, or arrays of strings (a repeated parameter); JSON numbers for the numeric parameters
 * and true/false for the boolean ones. Any other value (an object, null, a number where a text
 * is expected, an array holding anything but strings) is a 400, as the same value in a GET is,
 * rather than being dropped or turned into text.
 */
export function bodyParams(body: unknown): RawParams {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(
      400,
      'Invalid request body',
      'The body must be a JSON object of search parameters ({"query": "...", ...}).',
      '400-SA',
    );
  }
  const out: RawParams = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' && NUMERIC_PARAM.test(name) && Number.isFinite(value))
      out[name] = String(value);
    else if (typeof value === 'boolean' && BOOLEAN_PARAMS.has(name)) out[name] = String(value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      if (value.length) out[name] = value as string[];
    } else {
      const expected = NUMERIC_PARAM.test(name)
        ? 'a number or a string'
        : BOOLEAN_PARAMS.has(name)
          ? 'true, false or a string'
          : 'a string or an array of strings';
      throw new ApiError(
        400,
        `Invalid ${name} parameter`,
        `${name} must be ${expected}, got ${describe(value)}`,
        '400-SA',
      );
    }
  }
  return out;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array holding other values than strings';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
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

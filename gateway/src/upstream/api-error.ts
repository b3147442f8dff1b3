import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * The two error bodies of the Europeana APIs (contract §0/§1/§4): api2 (Search/Record) and
 * api-commons `EuropeanaApiErrorResponse` (Entity, Set, Recommendation, Annotation, ...). Clients
 * read `error`/`message` and the HTTP status, so every 4xx/5xx the gateway makes has one of these.
 */
export type ErrorShape = 'api2' | 'commons';

/** `/record/{ds}/{id}/recommend`, `/entity/{type}/{id}/recommend`, `/set/{id}/recommend` belong to the Recommendation API. */
export const RECOMMEND_ALIAS = /\/recommend(?:\.json)?$/;

/** Paths of the APIs that answer errors in the api-commons shape (contract §3–§6). */
const COMMONS_PATH =
  /^\/(?:entity|annotation|recommend|set|thumbnail|media|presentation|iiif)(?:[/.]|$)|^\/api\/v2\/thumbnail-by-url\.json$/;

/**
 * The error shape of the API a path belongs to, for errors raised before or outside its router
 * (malformed bodies, unknown paths, failures): api-commons for Entity, Set, Recommendation,
 * Annotation, Thumbnail, media and IIIF paths, api2 for Search/Record and anything else.
 */
export function errorShapeOfPath(path: string): ErrorShape {
  return COMMONS_PATH.test(path) || RECOMMEND_ALIAS.test(path) ? 'commons' : 'api2';
}

export interface ApiErrorDetails {
  message: string;
  /** Machine code: api2 `"400-SA"`, api-commons e.g. `"404_not_found"`. Optional. */
  code?: string;
  /** Overrides the short summary (default: the HTTP reason phrase). */
  error?: string;
}

export function apiErrorBody(
  shape: ErrorShape,
  req: Request,
  status: number,
  details: ApiErrorDetails,
): Record<string, unknown> {
  const summary = details.error ?? STATUS_CODES[status] ?? 'Error';
  if (shape === 'api2') {
    const apikey = typeof req.query.wskey === 'string' ? req.query.wskey : undefined;
    return {
      ...(apikey ? { apikey } : {}),
      success: false,
      error: summary,
      message: details.message,
      ...(details.code ? { code: details.code } : {}),
    };
  }
  return {
    '@context': 'http://www.europeana.eu/schemas/context/api.jsonld',
    type: 'ErrorResponse',
    success: false,
    status,
    ...(details.code ? { code: details.code } : {}),
    error: summary,
    message: details.message,
    timestamp: new Date().toISOString(),
    path: req.originalUrl.split('?')[0],
  };
}

export function sendApiError(
  req: Request,
  res: Response,
  status: number,
  details: ApiErrorDetails,
  shape: ErrorShape = 'commons',
): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify(apiErrorBody(shape, req, status, details)));
}

/** An error a handler throws to answer with a 4xx/5xx in the api-commons shape. */
export class CommonsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CommonsError';
  }
}

type Handler = (req: Request, res: Response) => unknown;

/**
 * Wraps a (possibly async) route handler: a thrown CommonsError becomes its error response,
 * anything else goes to the app's error middleware (500, logged).
 */
export function commonsRoute(handler: Handler) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      await handler(req, res);
    } catch (error) {
      if (error instanceof CommonsError && !res.headersSent) {
        sendApiError(req, res, error.status, {
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
        });
        return;
      }
      next(error);
    }
  };
}

import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';

/**
 * The two error bodies of the Europeana APIs (contract §0/§1/§4): api2 (Search/Record) and
 * api-commons `EuropeanaApiErrorResponse` (Entity, Set, Recommendation, Annotation, ...). Clients
 * read `error`/`message` and the HTTP status, so every 4xx/5xx the gateway makes has one of these.
 */
export type ErrorShape = 'api2' | 'commons';

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

/** An error a handler throws to answer with a 4xx/5xx in the API's shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

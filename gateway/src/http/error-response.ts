import type { NextFunction, Request, Response } from 'express';
import { errorShapeOfPath, sendApiError } from '../upstream/api-error';
import { ApiError } from './api-error';
import { apiKeyOf } from './api-key';

/** The Search/Record API error body. */
export function errorBody(req: Request, error: ApiError): Record<string, unknown> {
  const apikey = apiKeyOf(req);
  return {
    ...(apikey ? { apikey } : {}),
    success: false,
    error: error.summary,
    message: error.details ?? error.summary,
    ...(error.code ? { code: error.code } : {}),
  };
}

export function sendError(req: Request, res: Response, error: ApiError): void {
  res.status(error.status).json(errorBody(req, error));
}

/**
 * An error raised outside an API's own handlers (body parsing, unknown path, a failure), in the
 * shape of the API the path belongs to: api-commons APIs never answer in the api2 shape.
 */
function sendPathError(req: Request, res: Response, error: ApiError): void {
  if (errorShapeOfPath(req.path) === 'commons') {
    sendApiError(req, res, error.status, { message: error.details ?? error.summary });
  } else sendError(req, res, error);
}

/**
 * Last middleware: API errors keep their status; malformed bodies and URLs are 400; anything
 * else is logged and answered 500 without internals (no stack traces leave the process).
 * Errors the handlers did not shape themselves get the shape of the path's API.
 */
export function errorHandler(log: (line: string) => void) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) return;
    if (error instanceof ApiError) {
      sendError(req, res, error);
      return;
    }
    const status =
      (error as { status?: number; statusCode?: number })?.status ??
      (error as { statusCode?: number })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const { type, limit } = error as { type?: string; limit?: unknown };
      const malformedJson = type === 'entity.parse.failed';
      // express.json's own words are "request entity too large": say what the limit is.
      const tooLarge =
        type === 'entity.too.large' && typeof limit === 'number'
          ? `The request body is larger than the ${bytesText(limit)} this path takes.`
          : undefined;
      sendPathError(
        req,
        res,
        new ApiError(
          status,
          status === 413
            ? 'Payload too large'
            : status === 415
              ? 'Unsupported Media Type'
              : 'Bad request',
          tooLarge ??
            `${malformedJson ? 'The body is not valid JSON: ' : ''}${(error as Error).message}`,
          `${status}`,
        ),
      );
      return;
    }
    log(
      `error ${req.method} ${req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendPathError(
      req,
      res,
      new ApiError(500, 'Internal server error', 'The request could not be processed.', '500'),
    );
  };
}

export function notFound(req: Request, res: Response): void {
  sendPathError(req, res, new ApiError(404, 'Not found', `No resource at ${req.path}`, '404'));
}

/** `1 MB`, `256 KB`, `100 bytes`: a body limit as people write it. */
function bytesText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

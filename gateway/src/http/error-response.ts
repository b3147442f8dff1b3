import type { NextFunction, Request, Response } from 'express';
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
 * Last middleware: API errors keep their status; malformed bodies and URLs are 400; anything
 * else is logged and answered 500 without internals (no stack traces leave the process).
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
      sendError(
        req,
        res,
        new ApiError(
          status,
          status === 413 ? 'Payload too large' : 'Bad request',
          (error as Error).message,
          `${status}`,
        ),
      );
      return;
    }
    log(
      `error ${req.method} ${req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendError(
      req,
      res,
      new ApiError(500, 'Internal server error', 'The request could not be processed.', '500'),
    );
  };
}

export function notFound(req: Request, res: Response): void {
  sendError(req, res, new ApiError(404, 'Not found', `No resource at ${req.path}`, '404'));
}

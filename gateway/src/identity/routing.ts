import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
  type Router,
} from 'express';
import { OIDC_PATH } from './constants';
import { setPageHeaders } from './pages';
import { cookieOrHeaderLocale, errorPage, hasBody, oauthError } from './request';

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 32 });

/**
 * Mounts an endpoint on `router` for `methods` (a POST reads its form body first); other methods
 * get a 405 with `Allow`, and OPTIONS a 204.
 */
export function route(
  router: Router,
  path: string,
  methods: string[],
  ...handlers: Handler[]
): void {
  for (const method of methods) {
    if (method === 'GET') router.get(path, ...handlers);
    else router.post(path, formBody, ...handlers);
  }
  router.all(path, only(methods));
}

const only =
  (methods: string[]) =>
  (req: Request, res: Response): void => {
    res.setHeader('Allow', methods.join(', '));
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', methods.join(', '));
      res.status(204).end();
      return;
    }
    oauthError(
      res,
      405,
      'invalid_request',
      `${req.method} is not supported here; use ${methods.join(' or ')}.`,
    );
  };

/** Form bodies of the wrong type are refused by the handlers (415), bad ones here (4xx). */
function formBody(req: Request, res: Response, next: NextFunction): void {
  if (hasBody(req) && !req.is('application/x-www-form-urlencoded')) {
    if (req.path === `${OIDC_PATH}/token` || req.path === `${OIDC_PATH}/userinfo`) {
      next();
      return;
    }
    errorPage(res, cookieOrHeaderLocale(req), 'error.badRequest', 415);
    return;
  }
  urlencoded(req, res, next);
}

/**
 * Errors of the identity router (a body too large, a bad charset): a 4xx in the endpoint's own
 * language, JSON for the token and userinfo endpoints, a page for the others.
 */
export function identityErrors(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: number })?.status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) {
      log(
        `identity: ${req.method} ${req.path} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const code = clientError ? status : 500;
    const json = req.path.endsWith('/token') || req.path.endsWith('/userinfo');
    if (json) {
      oauthError(
        res,
        code,
        code === 500 ? 'server_error' : 'invalid_request',
        code === 413 ? 'The request body is too large.' : 'The request could not be read.',
      );
      return;
    }
    setPageHeaders(res);
    errorPage(
      res,
      cookieOrHeaderLocale(req),
      code === 413 ? 'error.tooLarge' : 'error.badRequest',
      code,
    );
  };
}

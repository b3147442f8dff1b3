import path from 'node:path';
import { Router, type Request } from 'express';
import { REPO_ROOT } from '../../config';
import { sha1Hex } from '../../edm/hash';
import { ApiError } from '../../http/api-error';
import { conditionalStatus } from '../common/conditional';
import { methodNotAllowed } from '../common/method-not-allowed';
import { stringParam } from '../common/query-params';
import type { ApiRouterFactory } from '../context';
import type { ContentPage } from './content-pages';
import {
  CONTENT_LOCALES,
  FALLBACK_LOCALE,
  isContentLocale,
  isContentSlug,
  SLUG_RULE,
  type ContentLocale,
} from './content-paths';
import { LiveContentPages, type LiveContentPagesOptions } from './live-content-pages';

/**
 * The portal's static pages, kept in the repository beside the seed data (`gateway/content/
 * pages`, found from the repository root as the seed is, whether the gateway runs from src or
 * dist).
 */
export const DEFAULT_CONTENT_PAGES_DIR = path.join(REPO_ROOT, 'gateway', 'content', 'pages');

/** `/content/pages/<slug>.json`; the slug is checked by the handler, so a bad one is a 400. */
const PAGE_PATH = /^\/content\/pages\/(.*)\.json$/;

export interface ContentRouterOptions {
  /** Where the pages are (tests use a temporary folder). */
  pagesDir?: string;
  /** How often the folder is looked at for edits, and the clock (tests change both). */
  live?: LiveContentPagesOptions;
}

interface Answer {
  body: string;
  etag: string;
}

/**
 * Content API: `GET /content/pages/<slug>.json?lang=<locale>` answers a static page rendered to
 * HTML, in the requested language or else in English (APIS.md, "Content pages"). Errors are in
 * the api2 shape, as every path outside the api-commons APIs answers them.
 */
export function createContentRouter({
  pagesDir = DEFAULT_CONTENT_PAGES_DIR,
  live,
}: ContentRouterOptions = {}): Router {
  const router = Router();
  // Read at the first request, not at start: a gateway that never serves a page never reads
  // them. A folder that cannot be served at first fails every page request (500, logged with
  // the files and their problems) until it is fixed. Later edits show at the next request; a
  // broken one is logged and the pages stay as they were.
  const pages = new LiveContentPages(pagesDir, live);
  const answers = new WeakMap<ContentPage, Answer>();

  router.get(PAGE_PATH, async (req, res) => {
    const slug = String(req.params[0]);
    if (!isContentSlug(slug)) {
      throw new ApiError(
        400,
        'Invalid content page',
        `"${slug}" is not a content page slug: ${SLUG_RULE}.`,
        '400',
      );
    }
    const lang = requestedLang(req);
    const page = (await pages.current()).page(slug, lang);
    if (!page) throw new ApiError(404, 'Not found', `No content page "${slug}".`, '404');

    let answer = answers.get(page);
    if (!answer) {
      const body = JSON.stringify({ success: true, ...page });
      answer = { body, etag: `"${sha1Hex(body).slice(0, 27)}"` };
      answers.set(page, answer);
    }
    // As the Record API: caches keep the page but ask again each time, which costs a 304 and
    // shows a new deployment's text at once.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', answer.etag);
    res.setHeader('Content-Language', page.lang);
    const conditional = conditionalStatus(req, answer.etag);
    if (conditional) {
      res.status(conditional).end();
      return;
    }
    res.type('application/json').send(answer.body);
  });
  router.all(PAGE_PATH, methodNotAllowed(['GET']));
  return router;
}

/** `lang`, one of the portal's languages; none is English. */
function requestedLang(req: Request): ContentLocale {
  const lang = stringParam(req.query.lang);
  if (lang === undefined) return FALLBACK_LOCALE;
  if (!isContentLocale(lang)) {
    throw new ApiError(
      400,
      'Invalid query parameter',
      `lang "${lang}" is not one of the portal's languages: ${CONTENT_LOCALES.join(', ')}.`,
      '400',
    );
  }
  return lang;
}

export const contentApi: ApiRouterFactory = () => createContentRouter();

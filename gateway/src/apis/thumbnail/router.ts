import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { md5Hex } from '../../edm/hash';
import { canonicalMediaUrl } from '../../edm/local-media';
import type { Store } from '../../store/store';
import { methodNotAllowed } from '../common/method-not-allowed';
import type { ApiRouterFactory } from '../context';
import { sendApiError } from '../../upstream/api-error';
import { forwardToUpstream } from '../../upstream/forward';
import { readUpstreamConfig, type UpstreamConfig } from '../../upstream/upstream-config';
import { asMediaType } from './placeholder';
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from './render-thumbnail';
import { RenderedImageCache } from './rendered-image-cache';
import { ThumbnailService, type RenderedThumbnail } from './thumbnail-service';
import { ThumbnailSources, type ThumbnailSource } from './thumbnail-sources';
import { rawQueryOf } from '../../http/raw-query';

export interface ThumbnailRouterOptions {
  store: Store;
  /** Disk cache of rendered thumbnails; default `<store data dir>/cache/thumbnails`. */
  cacheDir?: string;
  upstream?: UpstreamConfig;
}

/** Thumbnail API v3 id: lower/upper hex (md5 of the media URL), optional image extension. */
const V3_ID = /^([a-fA-F0-9]{8,128})(?:\.(jpg|jpeg|png|webp))?$/;
const LOCAL_MAX_AGE = 30 * 24 * 3600;
const PLACEHOLDER_MAX_AGE = 24 * 3600;

/**
 * Thumbnail API: `GET /thumbnail/v3/{200|400}/{md5}` and the legacy
 * `GET /thumbnail/v2/url.json?uri=&size=w200|w400&type=` (also `/api/v2/thumbnail-by-url.json`).
 * Local images are resized, known remote media get a placeholder, unknown v3 ids a 404 (v2 draws
 * the type placeholder, as the real v2 did). In upstream mode the upstream is asked first.
 */
export function createThumbnailRouter(options: ThumbnailRouterOptions): Router {
  const router = Router();
  const sources = new ThumbnailSources(options.store);
  const cacheDir =
    options.cacheDir ??
    (options.store.dataDir === ':memory:'
      ? undefined
      : path.join(options.store.dataDir, 'cache', 'thumbnails'));
  const service = new ThumbnailService(
    new RenderedImageCache({ dir: cacheDir, maxMemoryBytes: 48 * 1024 * 1024 }),
  );
  const upstream = (options.upstream ?? readUpstreamConfig()).THUMBNAIL;

  /**
   * Asks the upstream for `pathAndQuery` below its v3 base; only an image (or a 304) is passed
   * on. Anything else, an HTML page answered 200 included, falls back to the store like a failure.
   */
  const fromUpstream = async (
    req: Request,
    res: Response,
    pathAndQuery: string,
  ): Promise<boolean> =>
    upstream !== undefined &&
    forwardToUpstream(req, res, {
      target: upstream,
      pathAndQuery,
      shape: 'commons',
      accept: (status, headers) => status === 304 || (status === 200 && isImage(headers)),
    });

  router.get('/thumbnail/v3/:size/:id', async (req, res, next) => {
    try {
      const width = parseWidth(req.params.size);
      const match = V3_ID.exec(req.params.id);
      if (!width || !match) {
        sendApiError(req, res, 400, {
          message: 'Expected /thumbnail/v3/{200|400}/{md5 of the media URL}[.jpg|.png|.webp]',
        });
        return;
      }
      const md5 = match[1]!.toLowerCase();
      // As asked: the extension picks the format, the query is the upstream's to read.
      if (await fromUpstream(req, res, `/${width}/${req.params.id}${rawQueryOf(req.originalUrl)}`))
        return;
      const source = sources.resolve(md5);
      if (!source) {
        sendApiError(req, res, 404, { message: `No media with id ${md5}` });
        return;
      }
      send(res, await service.render(source, width, req.get('accept'), match[2]));
    } catch (error) {
      next(error);
    }
  });

  const legacy = async (
    req: Request,
    res: Response,
    next: (error: unknown) => void,
  ): Promise<void> => {
    try {
      const uri = typeof req.query.uri === 'string' ? req.query.uri.trim() : '';
      const sizeParam = typeof req.query.size === 'string' ? req.query.size : 'w400';
      const width = parseWidth(sizeParam.replace(/^w/, ''));
      const typeParam = typeof req.query.type === 'string' ? req.query.type : 'IMAGE';
      const type = asMediaType(typeParam);
      if (!uri || !width || !type) {
        sendApiError(req, res, 400, {
          message: 'Expected uri=<media URL>, size=w200|w400 and type=IMAGE|TEXT|SOUND|VIDEO|3D',
        });
        return;
      }
      const md5 = md5Hex(canonicalMediaUrl(uri));
      // The v2 query (uri, size, type) means nothing to the v3 upstream: its path says it all.
      if (await fromUpstream(req, res, `/${width}/${md5}`)) return;
      const source: ThumbnailSource = sources.resolve(md5) ?? { kind: 'placeholder', md5, type };
      send(res, await service.render(source, width, req.get('accept')));
    } catch (error) {
      next(error);
    }
  };
  router.get('/thumbnail/v2/url.json', legacy);
  router.get('/api/v2/thumbnail-by-url.json', legacy);
  router.all(
    ['/thumbnail/v3/:size/:id', '/thumbnail/v2/url.json', '/api/v2/thumbnail-by-url.json'],
    methodNotAllowed(['GET']),
  );
  return router;
}

/**
 * A raster image, what a thumbnail is: not SVG, whose scripts and links would run from the
 * gateway's origin if it were opened there.
 */
function isImage(headers: IncomingHttpHeaders): boolean {
  return /^image\/(?:jpeg|png|webp|gif|avif)(?:$|[\s;])/i.test(
    headers['content-type']?.trim() ?? '',
  );
}

function parseWidth(value: string | undefined): ThumbnailWidth | undefined {
  return THUMBNAIL_WIDTHS.find((w) => String(w) === value);
}

function send(res: Response, image: RenderedThumbnail): void {
  res.set({
    'Content-Type': image.contentType,
    'Cache-Control': `public, max-age=${image.placeholder ? PLACEHOLDER_MAX_AGE : LOCAL_MAX_AGE}`,
    ETag: image.etag,
    Vary: 'Accept',
  });
  // res.send compares ETag with If-None-Match and answers 304 without a body when they match.
  res.send(image.body);
}

/** Mounted by apis/index.ts; the disk cache lives under the data dir (`cache/thumbnails`). */
export const thumbnailApi: ApiRouterFactory = (context) =>
  createThumbnailRouter({
    store: context.store,
    cacheDir: path.join(context.config.dataDir, 'cache', 'thumbnails'),
  });

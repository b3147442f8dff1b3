import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { Store } from '../../store/store';
import { sendApiError } from '../../upstream/api-error';
import { findLocalImage } from '../thumbnail/local-image';
import { RenderedImageCache } from '../thumbnail/rendered-image-cache';
import { imageInfo, IMAGE_CONTEXT } from './image-info';
import { imageSize, renderImage } from './image-render';
import { ImageRequestError, parseImageRequest } from './image-request';
import { ImageServerBusy, isLargeRender, RenderLimiter } from './render-limiter';
import { configuredPublicUrl, publicBaseUrl, VARY_PUBLIC_URL } from './public-url';
import { conditionalStatus } from '../common/conditional';
import { methodNotAllowed } from '../common/method-not-allowed';
import { md5Hex } from '../../edm/hash';

export interface IiifImageRoutesOptions {
  store: Store;
  publicUrl?: string;
  /** Disk cache of rendered tiles; default `<store data dir>/cache/iiif`. */
  cacheDir?: string;
}

const MD5 = /^[a-fA-F0-9]{32}$/;
const IMAGE_MAX_AGE = 30 * 24 * 3600;

/**
 * IIIF Image API 3 for local images, identifier = md5 of the image's canonical URL:
 * `/iiif/image/{id}` (303 to info.json), `/iiif/image/{id}/info.json` and
 * `/iiif/image/{id}/{region}/{size}/{rotation}/{quality}.{format}`. Rendered tiles are cached
 * in memory and on disk, so deep zoom (OpenSeadragon) stays fast and works offline.
 */
export function createIiifImageRoutes(options: IiifImageRoutesOptions): Router {
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();
  const cacheDir =
    options.cacheDir ??
    (options.store.dataDir === ':memory:'
      ? undefined
      : path.join(options.store.dataDir, 'cache', 'iiif'));
  const cache = new RenderedImageCache({ dir: cacheDir, maxMemoryBytes: 96 * 1024 * 1024 });
  const limiter = new RenderLimiter();
  const serviceId = (req: Request, md5: string): string =>
    `${publicBaseUrl(req, publicUrl)}/iiif/image/${md5}`;

  router.use('/iiif/image', (_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });

  const lookup = (req: Request, res: Response): ReturnType<typeof findLocalImage> => {
    const id = String(req.params.id ?? '');
    if (!MD5.test(id)) {
      sendApiError(req, res, 400, {
        message: `Invalid image identifier "${id}": expected an md5 (32 hex digits)`,
      });
      return undefined;
    }
    const image = findLocalImage(options.store, id);
    if (!image)
      sendApiError(req, res, 404, {
        message: `No local image with identifier ${id.toLowerCase()}`,
      });
    return image;
  };

  router.get('/iiif/image/:id', (req, res) => {
    if (!lookup(req, res)) return;
    res.redirect(303, `${serviceId(req, req.params.id.toLowerCase())}/info.json`);
  });

  router.get('/iiif/image/:id/info.json', async (req, res, next) => {
    try {
      const image = lookup(req, res);
      if (!image) return;
      const { width, height } = await imageSize(image.path, image.version);
      // §5.1: JSON-LD to a client that asks for it, or that names no type at all.
      const wantsJsonLd =
        req.headers.accept === undefined ||
        req.accepts(['application/json', 'application/ld+json']) === 'application/ld+json';
      const body = JSON.stringify(imageInfo(serviceId(req, image.md5), width, height));
      // Revalidated like the tiles: the document changes with the file and the public URL.
      const etag = `"${md5Hex(`${body}|${wantsJsonLd}`)}"`;
      res.set({
        'Content-Type': wantsJsonLd
          ? `application/ld+json;profile="${IMAGE_CONTEXT}"`
          : 'application/json',
        'Cache-Control': 'public, max-age=86400',
        ETag: etag,
        Link: '<http://iiif.io/api/image/3/level2.json>;rel="profile"',
        // The ids follow the forwarded headers; a shared cache must not give one host's to another.
        Vary: `Accept, ${VARY_PUBLIC_URL}`,
      });
      const conditional = conditionalStatus(req, etag);
      if (conditional) {
        res.status(conditional).end();
        return;
      }
      res.send(body);
    } catch (error) {
      next(error);
    }
  });

  router.get('/iiif/image/:id/:region/:size/:rotation/:qualityFormat', async (req, res, next) => {
    try {
      const image = lookup(req, res);
      if (!image) return;
      const { width, height } = await imageSize(image.path, image.version);
      let ops;
      try {
        ops = parseImageRequest(
          {
            region: req.params.region,
            size: req.params.size,
            rotation: req.params.rotation,
            qualityFormat: req.params.qualityFormat,
          },
          width,
          height,
        );
      } catch (error) {
        if (!(error instanceof ImageRequestError)) throw error;
        sendApiError(req, res, error.status, { message: error.message });
        return;
      }
      let rendered;
      try {
        // Only a render waits its turn: a cached image is answered at once.
        rendered = await cache.getOrRender(
          `iiif:v1:${image.md5}:${image.version}:${ops.canonical}`,
          ops.format,
          () => limiter.run(isLargeRender(ops), () => renderImage(image.path, ops)),
        );
      } catch (error) {
        if (!(error instanceof ImageServerBusy)) throw error;
        res.set('Retry-After', '5');
        sendApiError(req, res, 503, { message: error.message });
        return;
      }
      res.set({
        'Content-Type': rendered.contentType,
        'Cache-Control': `public, max-age=${IMAGE_MAX_AGE}`,
        ETag: rendered.etag,
        Link: `<${serviceId(req, image.md5)}/${ops.canonical}>;rel="canonical"`,
        Vary: VARY_PUBLIC_URL,
      });
      res.send(rendered.body);
    } catch (error) {
      next(error);
    }
  });
  router.all(
    [
      '/iiif/image/:id',
      '/iiif/image/:id/info.json',
      '/iiif/image/:id/:region/:size/:rotation/:qualityFormat',
    ],
    methodNotAllowed(['GET']),
  );
  return router;
}

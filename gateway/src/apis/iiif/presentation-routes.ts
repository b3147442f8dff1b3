import { Router } from 'express';
import { md5Hex } from '../../edm/hash';
import type { Store } from '../../store/store';
import { sendApiError } from '../../upstream/api-error';
import { findLocalImage } from '../thumbnail/local-image';
import { imageSize } from './image-render';
import { buildManifest, PRESENTATION_CONTEXT, type ManifestMedia } from './manifest';
import { methodNotAllowed } from '../common/method-not-allowed';
import { configuredPublicUrl, publicBaseUrl, VARY_PUBLIC_URL } from './public-url';

export interface PresentationRoutesOptions {
  store: Store;
  publicUrl?: string;
}

/**
 * `GET /presentation/{datasetId}/{localId}/manifest[?format=3]`: a IIIF Presentation 3 manifest
 * generated from the stored record. Only version 3 is produced: `format=2` answers 400 (the
 * portal's viewer reads v3, and a v2 document would be a second, lossy serialisation).
 * `recordApi`, `fullText` and `fullTextApi` (of the real service) are accepted and ignored: the
 * record comes from this gateway's store and there is no full-text API offline.
 */
export function createPresentationRoutes(options: PresentationRoutesOptions): Router {
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();

  router.get('/presentation/:datasetId/:localId/manifest', async (req, res, next) => {
    try {
      res.set('Access-Control-Allow-Origin', '*');
      const { datasetId, localId } = req.params;
      const format = req.query.format;
      if (format !== undefined && format !== '3') {
        sendApiError(req, res, 400, {
          message:
            format === '2'
              ? 'Only IIIF Presentation 3 manifests are served: use format=3 (or leave format out)'
              : `Invalid format "${String(format)}": use format=3`,
        });
        return;
      }
      if (!/^\d+$/.test(datasetId) || !/^\w+$/.test(localId)) {
        sendApiError(req, res, 400, {
          message: `Invalid record identifier /${datasetId}/${localId}`,
        });
        return;
      }
      const id = `/${datasetId}/${localId}`;
      const item = options.store.items.get(id);
      if (!item) {
        sendApiError(req, res, 404, { message: `No record with identifier ${id}` });
        return;
      }
      const media: ManifestMedia[] = [];
      for (const entry of options.store.media.forItem(item.itemKey)) {
        const image = findLocalImage(options.store, entry.urlMd5);
        media.push({
          entry,
          localFile: Boolean(image ?? options.store.media.localByMd5(entry.urlMd5)),
          ...(image ? { localImage: await imageSize(image.path, image.version) } : {}),
        });
      }
      const base = publicBaseUrl(req, publicUrl);
      const manifest = buildManifest({ base, item, media });
      if (!manifest) {
        sendApiError(req, res, 404, {
          message: `Record ${id} has no media to present in a IIIF manifest`,
        });
        return;
      }
      res.set({
        'Content-Type': `application/ld+json;profile="${PRESENTATION_CONTEXT}"`,
        'Cache-Control': 'public, max-age=3600',
        ETag: `"${md5Hex(`${base}|${id}|${item.timestampUpdate}`)}"`,
        Vary: VARY_PUBLIC_URL,
      });
      res.send(JSON.stringify(manifest));
    } catch (error) {
      next(error);
    }
  });
  router.all('/presentation/:datasetId/:localId/manifest', methodNotAllowed(['GET']));
  return router;
}

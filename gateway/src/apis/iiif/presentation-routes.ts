import { Router, type Request } from 'express';
import { md5Hex } from '../../edm/hash';
import type { Store } from '../../store/store';
import { sendApiError } from '../../upstream/api-error';
import { findLocalImage } from '../thumbnail/local-image';
import { imageSize } from './image-render';
import { buildManifest, PRESENTATION_CONTEXT, type ManifestMedia } from './manifest';
import { buildManifestV2, PRESENTATION_2_CONTEXT } from './manifest-v2';
import { conditionalStatus } from '../common/conditional';
import { methodNotAllowed } from '../common/method-not-allowed';
import { configuredPublicUrl, publicBaseUrl, VARY_PUBLIC_URL } from './public-url';

export interface PresentationRoutesOptions {
  store: Store;
  publicUrl?: string;
}

/**
 * `GET /presentation/{datasetId}/{localId}/manifest[?format=2|3]`: a IIIF Presentation manifest
 * generated from the stored record, version 2.1 by default as Europeana's iiif-manifest-api
 * (contract §6; decision 0020). `format=3`, or without `format` an `Accept` asking for the
 * Presentation 3 profile, gives version 3; `format` wins over `Accept`; any other `format` is a
 * 400. `recordApi`, `fullText` and `fullTextApi` (of the real service) are accepted and ignored:
 * the record comes from this gateway's store and there is no full-text API offline.
 */
export function createPresentationRoutes(options: PresentationRoutesOptions): Router {
  const router = Router();
  const publicUrl = options.publicUrl ?? configuredPublicUrl();

  router.get('/presentation/:datasetId/:localId/manifest', async (req, res, next) => {
    try {
      res.set('Access-Control-Allow-Origin', '*');
      const { datasetId, localId } = req.params;
      const version = requestedVersion(req.query.format, req);
      if (typeof version === 'string') {
        sendApiError(req, res, 400, { message: version });
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
      const manifest =
        version === 2
          ? buildManifestV2({ base, item, media })
          : buildManifest({ base, item, media });
      if (!manifest) {
        sendApiError(req, res, 404, {
          message: `Record ${id} has no media to present in a IIIF manifest`,
        });
        return;
      }
      const context = version === 2 ? PRESENTATION_2_CONTEXT : PRESENTATION_CONTEXT;
      const etag = `"${md5Hex(`${base}|${id}|${item.timestampUpdate}|v${version}`)}"`;
      res.set({
        'Cache-Control': 'public, max-age=3600',
        ETag: etag,
        // Without `format` the version follows Accept; the ids follow the forwarded headers.
        Vary: `Accept, ${VARY_PUBLIC_URL}`,
      });
      const conditional = conditionalStatus(req, etag);
      if (conditional) {
        res.status(conditional).end();
        return;
      }
      // As the real service writes it: Express's `res.set` and a string body would reformat the
      // type and add a charset, so the header is set as is and the body sent as bytes.
      res.setHeader('Content-Type', `application/ld+json;profile="${context}"`);
      res.send(Buffer.from(JSON.stringify(manifest)));
    } catch (error) {
      next(error);
    }
  });
  router.all('/presentation/:datasetId/:localId/manifest', methodNotAllowed(['GET']));
  return router;
}

/**
 * The media types a client may ask for by `Accept`, each context in both schemes (the real
 * service matches either). Version 2 first: it answers a wildcard, a missing Accept and a tie.
 */
const ACCEPTED: ReadonlyArray<readonly [string, 2 | 3]> = (
  [
    ['http://iiif.io/api/presentation/2/context.json', 2],
    ['https://iiif.io/api/presentation/2/context.json', 2],
    ['http://iiif.io/api/presentation/3/context.json', 3],
    ['https://iiif.io/api/presentation/3/context.json', 3],
  ] as const
).map(([context, version]) => [`application/ld+json;profile="${context}"`, version] as const);

/**
 * The Presentation version asked for: `format` (2 or 3) if given, else what `Accept` prefers
 * (Express's negotiation, q-values included), else 2. A string is the message of a 400 (a bad or
 * repeated `format`).
 */
export function requestedVersion(format: unknown, req: Request): 2 | 3 | string {
  if (format !== undefined) {
    if (format === '2') return 2;
    if (format === '3') return 3;
    const shown =
      typeof format === 'string'
        ? `"${format.slice(0, 100)}"`
        : Array.isArray(format)
          ? `(given ${format.length} times)`
          : '(not a single value)';
    return `Invalid format ${shown}: use format=2 (the default) or format=3`;
  }
  const preferred = req.accepts(ACCEPTED.map(([type]) => type));
  return ACCEPTED.find(([type]) => type === preferred)?.[1] ?? 2;
}

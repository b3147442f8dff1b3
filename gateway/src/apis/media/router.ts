import fs from 'node:fs';
import { Router } from 'express';
import { mimeTypeOfFile } from '../../edm/local-media';
import type { Store } from '../../store/store';
import type { ApiRouterFactory } from '../context';
import { API_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { CommonsError, commonsRoute } from '../../upstream/api-error';
import { methodNotAllowed } from '../common/method-not-allowed';
import { downloadName } from './download-name';
import {
  grantedDisposition,
  inlineContentSecurityPolicy,
  requestedDisposition,
} from './disposition';
import { RemoteMediaError, streamRemoteMedia } from './remote-media';

export interface MediaRouterOptions {
  store: Store;
  /** Fetch remote originals (`GATEWAY_FETCH_REMOTE_MEDIA=true`); off by default: the gateway works offline. */
  fetchRemote?: boolean;
  /** Inactivity timeout of remote fetches (ms). */
  timeoutMs?: number;
  /** Largest remote original passed through (`GATEWAY_MEDIA_MAX_BYTES`, default 200 MB). */
  maxBytes?: number;
}

/**
 * Media proxy (contract §6): `GET /media/{datasetId}/{localId}/{md5 of the media URL}` streams
 * the original of one web resource of that record as a download (or, with `?disposition=inline`,
 * to open in the browser when its type is safe to: disposition.ts): local files with range
 * support (seeking in audio/video), remote ones only when fetching is enabled (redirects checked
 * by redirect-policy.ts; a HEAD reads only the upstream's headers). The
 * `recordApiUrl` parameter of the real proxy is accepted and ignored (records come from the store).
 *
 * `?availability` asks whether the original can be delivered (the item page asks with a HEAD
 * before it offers deep zoom): a refusal, a remote original not fetched or failing, or a local
 * file gone, is then answered `204` with `X-Media-Available: false` instead of an error status,
 * since the question has its answer, and an error would be logged in the console of every page
 * of such media (the gateway offline). Everything else is answered as without it, and a proxy
 * that does not know the parameter (Europeana's) answers with the status of the original.
 */
export function createMediaRouter(options: MediaRouterOptions): Router {
  const { store } = options;
  const router = Router();
  const fetchRemote = options.fetchRemote ?? process.env.GATEWAY_FETCH_REMOTE_MEDIA === 'true';
  const maxBytes =
    options.maxBytes ?? (Number(process.env.GATEWAY_MEDIA_MAX_BYTES) || 200 * 1024 * 1024);
  const timeoutMs = options.timeoutMs ?? 10_000;

  router.get(
    '/media/:datasetId/:localId/:md5',
    commonsRoute(async (req, res) => {
      const { datasetId, localId } = req.params as Record<string, string>;
      const md5 = String(req.params.md5).toLowerCase();
      if (!/^\d+$/.test(datasetId!) || !/^\w+$/.test(localId!) || !/^[0-9a-f]{32}$/.test(md5)) {
        throw new CommonsError(400, 'Expected /media/{datasetId}/{localId}/{md5 of the media URL}');
      }
      const requested = requestedDisposition(req.query.disposition);
      const askingAvailability = req.query.availability !== undefined;
      const recordId = `/${datasetId}/${localId}`;
      const itemKey = store.items.getKey(recordId);
      if (itemKey === undefined)
        throw new CommonsError(404, `No record with identifier ${recordId}`);
      const entry = store.media.forItem(itemKey).find((m) => m.urlMd5 === md5);
      if (!entry) throw new CommonsError(404, `${md5} is not a web resource of record ${recordId}`);
      const local = store.media.localByMd5(md5);
      const mimeType =
        entry.mimeType ?? local?.mimeType ?? mimeTypeOfFile(local?.file ?? entry.url) ?? undefined;
      const title = store
        .statement("SELECT json_extract(search_json, '$.title[0]') FROM items WHERE item_key = ?")
        .pluck()
        .get(itemKey) as string | null;
      const disposition = grantedDisposition(requested, mimeType);
      const asDownload = (): void => {
        // res.attachment() writes the RFC 6266 file name (with its filename* form); an inline
        // answer keeps that name for "Save as" and only changes the type.
        res.attachment(
          downloadName(title ?? undefined, recordId, entry.position, mimeType, entry.url),
        );
        if (disposition === 'inline') {
          res.setHeader(
            'Content-Disposition',
            String(res.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'),
          );
          const policy = inlineContentSecurityPolicy(mimeType);
          if (policy) res.setHeader('Content-Security-Policy', policy);
        }
        res.setHeader('Content-Type', mimeType ?? 'application/octet-stream');
        res.setHeader('Access-Control-Allow-Origin', '*');
      };
      // An error answer must not arrive as an attachment named like the media.
      const notDownload = (): void => {
        res.removeHeader('Content-Disposition');
        res.removeHeader('Content-Type');
        res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
      };
      // The answer to `?availability` when the original cannot be delivered.
      const answerUnavailable = (): void => {
        notDownload();
        res.removeHeader('Accept-Ranges');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Media-Available', 'false');
        res.status(204).end();
      };

      if (local && fs.existsSync(local.path)) {
        asDownload();
        await new Promise<void>((resolve, reject) => {
          // send() answers Range requests (206/416), HEAD, If-None-Match and If-Modified-Since.
          res.sendFile(
            local.path,
            { acceptRanges: true, cacheControl: true, maxAge: '7d', dotfiles: 'allow' },
            (error) => {
              if (!error || res.headersSent) {
                resolve();
                return;
              }
              notDownload();
              const failure = error as Error & {
                status?: number;
                headers?: Record<string, string>;
              };
              if (failure.status === 416 || failure.status === 412) {
                // Range outside the file (or a failed precondition): an empty answer with its status.
                res
                  .status(failure.status)
                  .set(failure.headers ?? {})
                  .end();
                resolve();
              } else if (askingAvailability) {
                answerUnavailable();
                resolve();
              } else reject(new CommonsError(404, `The file of ${md5} is missing`));
            },
          );
        });
        return;
      }
      if (!fetchRemote) {
        if (askingAvailability) {
          answerUnavailable();
          return;
        }
        throw new CommonsError(
          503,
          'This media is on a remote server and the gateway does not fetch remote media (GATEWAY_FETCH_REMOTE_MEDIA is off)',
        );
      }
      try {
        asDownload();
        await streamRemoteMedia(entry.url, res, {
          timeoutMs,
          maxBytes,
          range: req.get('range'),
          ifRange: req.get('if-range'),
          headersOnly: req.method === 'HEAD',
        });
      } catch (error) {
        notDownload();
        if (error instanceof RemoteMediaError && askingAvailability) {
          answerUnavailable();
          return;
        }
        if (error instanceof RemoteMediaError) throw new CommonsError(error.status, error.message);
        throw error;
      }
    }),
  );
  // The proxy only reads: a write is 405 with `Allow`, not the app's 404 (the media exists).
  router.all('/media/:datasetId/:localId/:md5', methodNotAllowed(['GET']));
  return router;
}

/** Mounted by apis/index.ts; remote fetching follows `GATEWAY_FETCH_REMOTE_MEDIA`. */
export const mediaApi: ApiRouterFactory = (context) => createMediaRouter({ store: context.store });

import { Router, type Request } from 'express';
import { sha1Hex } from '../../edm/hash';
import { RECORD_ID } from '../../edm/ids';
import { filterLangMap, isLangMap } from '../../edm/lang-map';
import type { EdmRecord } from '../../edm/types';
import { ApiError } from '../../http/api-error';
import { apiKeyOf, bearerTokenOf } from '../../http/api-key';
import { jsonp } from '../../http/jsonp';
import type { ApiContext } from '../context';
import { thumbnailUrl } from '../search/item-view';
import { listParam } from '../search/params';
import { toRawParams } from '../search/router';

/** `/record/v2/{ds}/{id}.json` and its aliases (contract §2). */
const RECORD_PATH = /^\/(?:record\/v2|record|api\/v2\/record|v2\/record)\/([^/]+)\/([^/]+)\.json$/;

/** Record API: the stored EDM object with conditional-request support. */
export function createRecordRouter(context: ApiContext): Router {
  const router = Router();
  router.get(RECORD_PATH, jsonp, (req, res, next) => {
    const started = process.hrtime.bigint();
    const datasetId = String(req.params[0]);
    const localId = String(req.params[1]);
    if (datasetId === 'v2' && localId === 'search') {
      next();
      return;
    }
    const id = `/${datasetId}/${localId}`;
    // A malformed id is an id no record has: api2 answers it like any unknown id (contract §2).
    if (!RECORD_ID.test(id)) throw new ApiError(404, `Invalid record identifier: ${id}`);
    const raw = toRawParams(req.query);
    const profiles = new Set(listParam(raw.profile));
    const translate = profiles.has('translate');
    if (translate && !bearerTokenOf(req)) {
      throw new ApiError(
        403,
        'Forbidden',
        'The translate profile requires an authenticated user (Authorization: Bearer).',
        '403',
      );
    }
    // `lang` narrows the language maps, with or without translation (contract §2).
    const lang = listParam(raw.lang).map((l) => l.toLowerCase());
    const item = context.store.items.get(id);
    if (!item) throw new ApiError(404, `Invalid record identifier: ${id}`);

    const etag = `"${sha1Hex(`${item.id}|${item.timestampUpdate}|${lang.join(',')}`).slice(0, 27)}"`;
    const lastModified = new Date(Math.floor(item.timestampUpdate / 1000) * 1000);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified.toUTCString());
    res.setHeader('Cache-Control', 'no-cache');
    const conditional = conditionalStatus(req, etag, lastModified);
    if (conditional) {
      res.status(conditional).end();
      return;
    }
    const apikey = apiKeyOf(req);
    res.json({
      ...(apikey ? { apikey } : {}),
      success: true,
      statsDuration: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      requestNumber: context.nextRequestNumber(),
      object: projectRecord(item.record, context.config.publicUrl, lang),
    });
  });
  router.all(RECORD_PATH, (req, _res, next) => {
    if (req.method === 'OPTIONS') {
      next();
      return;
    }
    throw new ApiError(
      405,
      'Method not allowed',
      `${req.method} is not supported here; use GET.`,
      '405',
    );
  });
  return router;
}

/** 304 for a matching If-None-Match (or, without it, an If-Modified-Since not older), 412 for a failed If-Match. */
export function conditionalStatus(
  req: Request,
  etag: string,
  lastModified: Date,
): number | undefined {
  const ifMatch = req.get('if-match');
  if (ifMatch && !etagMatches(ifMatch, etag)) return 412;
  const ifNoneMatch = req.get('if-none-match');
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag) ? 304 : undefined;
  const since = Date.parse(req.get('if-modified-since') ?? '');
  if (Number.isFinite(since) && lastModified.getTime() <= since) return 304;
  return undefined;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The stored object as the Record API shows it: `europeanaAggregation.edmPreview` becomes this
 * gateway's thumbnail URL; with `lang` the proxies' language maps are narrowed to the requested
 * languages (and `def`), which is also all `profile=translate` does offline (there is no machine
 * translation, see STORE.md).
 */
function projectRecord(record: EdmRecord, publicUrl: string, lang: readonly string[]): EdmRecord {
  const out: EdmRecord = { ...record };
  const europeana = record.europeanaAggregation;
  if (europeana?.edmPreview) {
    // The thumbnail is made from the media object itself when the record names one (old
    // documents point edmPreview at retired services with doubly encoded URLs).
    const aggregation = record.aggregations?.[0];
    const source =
      aggregation?.edmObject ?? aggregation?.edmIsShownBy ?? previewSource(europeana.edmPreview);
    out.europeanaAggregation = {
      ...europeana,
      edmPreview: thumbnailUrl(publicUrl, source, record.type),
    };
  }
  if (lang.length) {
    out.proxies = record.proxies.map((proxy) => {
      const copy: Record<string, unknown> = { ...proxy };
      for (const [key, value] of Object.entries(proxy)) {
        if (isLangMap(value)) {
          const filtered = filterLangMap(value, lang);
          if (filtered) copy[key] = filtered;
          else delete copy[key];
        }
      }
      return copy as EdmRecord['proxies'][number];
    });
  }
  return out;
}

/** The media URL behind a thumbnail-service URL (`…?uri=<media>`), or the URL itself. */
function previewSource(preview: string): string {
  try {
    return new URL(preview).searchParams.get('uri') ?? preview;
  } catch {
    return preview;
  }
}

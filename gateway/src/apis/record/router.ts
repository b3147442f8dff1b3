import { Router, type NextFunction, type Request, type Response } from 'express';
import { sha1Hex } from '../../edm/hash';
import { RECORD_ID } from '../../edm/ids';
import { filterLangMap, isLangMap } from '../../edm/lang-map';
import type { EdmRecord } from '../../edm/types';
import { ApiError } from '../../http/api-error';
import { apiKeyOf, bearerStateOf, invalidTokenError } from '../../http/api-key';
import { notFound } from '../../http/error-response';
import { jsonp } from '../../http/jsonp';
import { conditionalStatus } from '../common/conditional';
import { answerPreflight } from '../common/method-not-allowed';
import type { ApiContext } from '../context';
import { publicBaseUrl, VARY_PUBLIC_URL } from '../iiif/public-url';
import { thumbnailUrl } from '../search/item-view';
import { listParam } from '../search/params';
import { toRawParams } from '../search/router';
import { echoParams } from '../search/search-service';
import { RENDERED_FORMATS, type RecordFormat } from './record-formats';

/**
 * `/record/v2/{ds}/{id}.{format}` and its aliases (contract §2). The local id is matched lazily so
 * that `.schema.jsonld` is a format, not part of the id.
 */
const RECORD_PATH =
  /^\/(?:record\/v2|record|api\/v2\/record|v2\/record)\/([^/]+)\/([^/]+?)\.(json|jsonld|json-ld|schema\.jsonld|rdf|ttl)$/;

const formatOf = (req: Request): RecordFormat => String(req.params[2]) as RecordFormat;

/** `/record/v2/search.{format}` matches RECORD_PATH but is no record (the Search API's path). */
const isSearchAlias = (req: Request): boolean =>
  String(req.params[0]) === 'v2' && String(req.params[1]) === 'search';

/** JSONP is a `.json` feature (contract §2's `callback`): the other formats ignore `callback`. */
function jsonpForJson(req: Request, res: Response, next: NextFunction): void {
  if (formatOf(req) === 'json') jsonp(req, res, next);
  else next();
}

/**
 * Record API: the stored EDM object with conditional-request support, as JSON or in the other
 * formats of `record-formats.ts` (same ids, errors, `lang` and caching; each format its own ETag).
 */
export function createRecordRouter(context: ApiContext): Router {
  const router = Router();
  router.get(RECORD_PATH, jsonpForJson, (req, res, next) => {
    const started = process.hrtime.bigint();
    const datasetId = String(req.params[0]);
    const localId = String(req.params[1]);
    const format = formatOf(req);
    if (isSearchAlias(req)) {
      next();
      return;
    }
    const id = `/${datasetId}/${localId}`;
    // A malformed id is an id no record has: api2 answers it like any unknown id (contract §2).
    if (!RECORD_ID.test(id)) throw new ApiError(404, `Invalid record identifier: ${id}`);
    const raw = toRawParams(req.query);
    const profiles = new Set(listParam(raw.profile));
    const translate = profiles.has('translate');
    const bearer = translate ? bearerStateOf(req, context.verifyAccessToken) : 'absent';
    if (translate && bearer === 'absent') {
      throw new ApiError(
        403,
        'Forbidden',
        'The translate profile requires an authenticated user (Authorization: Bearer).',
        '403',
      );
    }
    // A token that is not a valid access token of the gateway's identity server (http/api-key.ts).
    if (translate && bearer === 'invalid') throw invalidTokenError();
    // `lang` narrows the language maps, with or without translation (contract §2).
    const lang = listParam(raw.lang).map((l) => l.toLowerCase());
    const item = context.store.items.get(id);
    if (!item) throw new ApiError(404, `Invalid record identifier: ${id}`);

    // `.json` keeps the tag it always had; other formats add theirs (`.json-ld` is `.jsonld`).
    const variant = format === 'json' ? '' : `|${format === 'json-ld' ? 'jsonld' : format}`;
    // The preview URL is built on the host the client came through (the host's proxy forwards
    // it): another host is another representation, with its own tag.
    const publicUrl = publicBaseUrl(req, context.config.publicUrl);
    const base = publicUrl === context.config.publicUrl ? '' : `|${publicUrl}`;
    const etag = `"${sha1Hex(`${item.id}|${item.timestampUpdate}|${lang.join(',')}${variant}${base}`).slice(0, 27)}"`;
    const lastModified = new Date(Math.floor(item.timestampUpdate / 1000) * 1000);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified.toUTCString());
    res.setHeader('Cache-Control', 'no-cache');
    res.vary(VARY_PUBLIC_URL);
    const conditional = conditionalStatus(req, etag, lastModified);
    if (conditional) {
      res.status(conditional).end();
      return;
    }
    const object = projectRecord(item.record, publicUrl, lang);
    if (format !== 'json') {
      const rendered = RENDERED_FORMATS[format];
      res.setHeader('Content-Type', rendered.contentType);
      res.send(rendered.render(object));
      return;
    }
    const apikey = apiKeyOf(req);
    res.json({
      ...(apikey ? { apikey } : {}),
      success: true,
      statsDuration: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      requestNumber: context.nextRequestNumber(),
      ...(profiles.has('params') ? { params: echoParams(raw) } : {}),
      object,
    });
  });
  router.all(RECORD_PATH, (req, res) => {
    // `/record/v2/search.rdf` and the like are no record (the GET route passed them on) and no
    // search (the Search router answered the paths it serves): 404 whatever the method.
    if (isSearchAlias(req)) {
      notFound(req, res);
      return;
    }
    if (answerPreflight(req, res, ['GET'])) return;
    res.set('Allow', 'GET');
    throw new ApiError(
      405,
      'Method not allowed',
      `${req.method} is not supported here; use GET.`,
      '405',
    );
  });
  return router;
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

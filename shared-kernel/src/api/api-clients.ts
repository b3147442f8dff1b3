import { createAnnotationApi } from './annotation-api';
import { type ApiEndpoints, type ApiId } from './api-config';
import { createContentApi } from './content-api';
import { createEntityApi } from './entity-api';
import { HttpClient, type RequestLogEntry } from './http-client';
import { createIiifPresentationApi } from './iiif-presentation-api';
import { createMediaProxyApi } from './media-proxy-api';
import { createRecommendationApi } from './recommendation-api';
import { createRecordApi } from './record-api';
import { createSetApi } from './set-api';
import { createThumbnailApi } from './thumbnail-api';

export interface ApiClientsOptions {
  endpoints: ApiEndpoints;
  /**
   * Bearer token of the signed-in user, for APIs that accept one. In the browser a function: the
   * user signs in after the clients exist, and the token is refreshed every few minutes.
   */
  accessToken?: string | (() => string | null | undefined);
  /** The Record API media proxy links name (`mediaProxyRecordApiUrl`); none by default. */
  recordApiUrl?: string;
  onRequest?: (entry: RequestLogEntry) => void;
  onSettled?: (entry: RequestLogEntry) => void;
  /** A 401 to a request with the user's token: get a fresh one, true to retry (spec §7). */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * The clients of one request (server) or one page session (browser). Route loaders reach every
 * upstream API only through these.
 */
export function createApiClients(options: ApiClientsOptions) {
  const token = options.accessToken;
  const authorization = (): Record<string, string> => {
    const value = typeof token === 'function' ? token() : token;
    return value ? { Authorization: `Bearer ${value}` } : {};
  };
  const client = (id: ApiId) =>
    new HttpClient({
      baseUrl: options.endpoints[id].url,
      apiKey: options.endpoints[id].key,
      headers: authorization,
      onRequest: options.onRequest,
      onSettled: options.onSettled,
      onUnauthorized: options.onUnauthorized,
      fetch: options.fetch,
    });

  return {
    endpoints: options.endpoints,
    record: createRecordApi(client('record')),
    entity: createEntityApi(client('entity')),
    thumbnail: createThumbnailApi(options.endpoints.thumbnail.url),
    recommendation: createRecommendationApi(client('recommendation')),
    annotation: createAnnotationApi(client('annotation')),
    set: createSetApi(client('set')),
    iiifPresentation: createIiifPresentationApi(client('iiifPresentation'), options.fetch),
    mediaProxy: createMediaProxyApi(options.endpoints.mediaProxy.url, options.recordApiUrl),
    content: createContentApi(client('content')),
    /** The raw client of any API, for clients that are not written yet. */
    client,
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;

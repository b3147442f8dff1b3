import { DEFAULT_TIMEOUT_MS, type HttpClient } from './http-client';
import { ApiError } from './api-error';
import { isRecordId } from '../domain/item';

/** Asks for IIIF Presentation 3 where a server offers both versions (contract §6). */
export const IIIF_PRESENTATION_3_ACCEPT =
  'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json", application/ld+json;q=0.9, application/json;q=0.8';

/** A IIIF manifest, left loosely typed: viewers read v2 and v3 documents. */
export type IiifManifest = Record<string, unknown>;

/**
 * IIIF Presentation API (contract §6): the manifest generated from a record,
 * `{base}/{datasetId}/{localId}/manifest?format=3`. Viewers fetch manifests in the browser, so
 * manifest URLs are browser-facing and carry no key.
 */
export function createIiifPresentationApi(client: HttpClient, fetchImpl?: typeof fetch) {
  const base = client.baseUrl;
  return {
    client,
    /** The URL of the manifest generated for a record. */
    manifestUrl(recordId: string): string {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      return `${base}${recordId}/manifest?format=3`;
    },
    /**
     * Any manifest by URL (the generated one, or one a record points to), preferring version 3.
     * Failures are {@link ApiError}s with the `IIIFManifestFailure` code the page shows.
     */
    async getManifest(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<IiifManifest> {
      const doFetch = fetchImpl ?? globalThis.fetch;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Accept: IIIF_PRESENTATION_3_ACCEPT },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new ApiError('The manifest could not be fetched', 502, 'IIIFManifestFailure');
      }
      if (!response.ok) {
        throw new ApiError(
          `The manifest answered ${response.status}`,
          response.status,
          'IIIFManifestFailure',
        );
      }
      const manifest = (await response.json().catch(() => undefined)) as unknown;
      if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
        throw new ApiError('The manifest is not a JSON document', 502, 'IIIFManifestFailure');
      }
      return manifest as IiifManifest;
    },
  };
}

export type IiifPresentationApi = ReturnType<typeof createIiifPresentationApi>;

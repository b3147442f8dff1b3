import { isRecordId } from '../domain/item';
import { mediaHash } from './media-hash';

/**
 * Media proxy (contract §6): `{base}/{datasetId}/{localId}/{md5 of the media URL}` streams the
 * original of one web resource of a record, as a download, from this origin (no CORS, and the
 * Content Security Policy stays `'self'`). The URLs end up in the page, so no key goes in them.
 */
export function createMediaProxyApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: base,
    /** The proxy URL of one web resource (`mediaUrl`, its `about`) of a record. */
    url(recordId: string, mediaUrl: string): string {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      return `${base}${recordId}/${mediaHash(mediaUrl)}`;
    },
  };
}

export type MediaProxyApi = ReturnType<typeof createMediaProxyApi>;

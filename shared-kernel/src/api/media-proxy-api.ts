import { isRecordId } from '../domain/item';
import { mediaHash } from './media-hash';

/**
 * Media proxy (contract §6): `{base}/{datasetId}/{localId}/{md5 of the media URL}` streams the
 * original of one web resource of a record, as a download, from this origin (no CORS, and the
 * Content Security Policy stays `'self'`). The URLs end up in the page, so no key goes in them.
 * `?disposition=inline` asks for a document to open in the browser instead (our gateway grants
 * it for PDFs, plain text, images, audio and video; a proxy that does not know it downloads).
 */
export function createMediaProxyApi(baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    baseUrl: base,
    /** The proxy URL of one web resource (`mediaUrl`, its `about`) of a record. */
    url(
      recordId: string,
      mediaUrl: string,
      disposition: 'attachment' | 'inline' = 'attachment',
    ): string {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      const url = `${base}${recordId}/${mediaHash(mediaUrl)}`;
      return disposition === 'inline' ? `${url}?disposition=inline` : url;
    },
  };
}

export type MediaProxyApi = ReturnType<typeof createMediaProxyApi>;

import { isRecordId } from '../domain/item';
import { mediaHash } from './media-hash';

/**
 * Media proxy (contract §6): `{base}/{datasetId}/{localId}/{md5 of the media URL}` streams the
 * original of one web resource of a record, as a download, from this origin (no CORS, and the
 * Content Security Policy stays `'self'`). The URLs end up in the page, so no key goes in them.
 * `?disposition=inline` asks for a document to open in the browser instead (our gateway grants
 * it for PDFs, plain text, images, audio and video; a proxy that does not know it downloads).
 * `recordApiUrl` tells the proxy which Record API to look the record up in, as the Europeana
 * portal sends its own Record API base; without it a proxy uses its default one
 * (see `mediaProxyRecordApiUrl` for when the links carry it).
 */
export function createMediaProxyApi(baseUrl: string, recordApiUrl?: string) {
  const base = baseUrl.replace(/\/+$/, '');
  const recordBase = recordApiUrl?.replace(/\/+$/, '') || undefined;
  return {
    baseUrl: base,
    /** The Record API the links name, if any (handed to the browser, which builds the same links). */
    recordApiUrl: recordBase,
    /** The proxy URL of one web resource (`mediaUrl`, its `about`) of a record. */
    url(
      recordId: string,
      mediaUrl: string,
      disposition: 'attachment' | 'inline' = 'attachment',
    ): string {
      if (!isRecordId(recordId)) throw new RangeError(`Invalid record identifier: ${recordId}`);
      const url = `${base}${recordId}/${mediaHash(mediaUrl)}`;
      const query = new URLSearchParams();
      if (disposition === 'inline') query.append('disposition', 'inline');
      if (recordBase) query.append('recordApiUrl', recordBase);
      const text = query.toString();
      return text ? `${url}?${text}` : url;
    },
  };
}

export type MediaProxyApi = ReturnType<typeof createMediaProxyApi>;

/**
 * Seed media (`local:<file>`) get a canonical URL that never depends on where the gateway runs:
 * stored records, ETags and thumbnail ids (md5 of the URL) stay valid under any host or port,
 * and the reserved `.invalid` domain can never be fetched from the network. The media, thumbnail
 * and IIIF APIs serve such URLs from `gateway/seed/media/` (see store/STORE.md).
 */
export const LOCAL_MEDIA_BASE = 'https://seed-media.portal.invalid/';
const LOCAL_PREFIX = 'local:';
const SAFE_FILE = /^[\w][\w.-]*$/;

export function isLocalReference(url: string): boolean {
  return url.startsWith(LOCAL_PREFIX);
}

/** `local:night-watch.jpg` -> canonical URL; throws on names that could escape the media folder. */
export function localMediaUrl(reference: string): string {
  const file = reference.startsWith(LOCAL_PREFIX)
    ? reference.slice(LOCAL_PREFIX.length)
    : reference;
  if (!SAFE_FILE.test(file)) throw new Error(`Invalid local media file name: ${reference}`);
  return LOCAL_MEDIA_BASE + encodeURIComponent(file);
}

/** The file name behind a canonical local URL, or undefined for other URLs. */
export function localMediaFile(url: string): string | undefined {
  if (!url.startsWith(LOCAL_MEDIA_BASE)) return undefined;
  const file = decodeURIComponent(url.slice(LOCAL_MEDIA_BASE.length));
  return SAFE_FILE.test(file) ? file : undefined;
}

/** A media URL as stored: local references become canonical URLs, others pass through. */
export function canonicalMediaUrl(url: string): string {
  return isLocalReference(url) ? localMediaUrl(url) : url;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

export function mimeTypeOfFile(file: string): string | undefined {
  const ext = file.toLowerCase().split('.').pop() ?? '';
  return MIME_BY_EXTENSION[ext];
}

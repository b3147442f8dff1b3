const EXTENSION_OF_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'image/svg+xml': 'svg',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

/**
 * A download file name people recognise: the record title as a slug ("the-night-watch"),
 * a page number for later web resources ("-2"), and the media's extension.
 */
export function downloadName(
  title: string | undefined,
  recordId: string,
  position: number,
  mimeType: string | undefined,
  url: string,
): string {
  const base = slug(title ?? '') || recordId.replace(/^\//, '').replace(/\//g, '-');
  const extension = (mimeType && EXTENSION_OF_MIME[mimeType.toLowerCase()]) ?? extensionOfUrl(url);
  return `${base}${position > 0 ? `-${position + 1}` : ''}${extension ? `.${extension}` : ''}`;
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function extensionOfUrl(url: string): string | undefined {
  try {
    const match = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname);
    return match?.[1]?.toLowerCase();
  } catch {
    return undefined;
  }
}

import { CommonsError } from '../../upstream/api-error';

/**
 * How the media proxy hands a file over. By default it is a download (`attachment`), as the
 * portal's download button wants. `?disposition=inline` asks for it to open in the browser
 * (the item page's "Open the document" for PDFs and plain text), which is granted only for
 * types a browser shows without running anything of the file in our origin: PDF (the
 * browser's own viewer), plain text, raster images, audio and video. HTML, SVG, XML and
 * everything else stays an attachment whatever was asked, so a record's media can never
 * become a page of the portal's origin.
 */
export type Disposition = 'attachment' | 'inline';

const INLINE_TYPES =
  /^(?:application\/pdf|text\/plain|image\/(?:jpeg|png|gif|webp|avif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** The disposition a request asks for: absent is `attachment`; anything but the two is a 400. */
export function requestedDisposition(value: unknown): Disposition {
  if (value === undefined || value === 'attachment') return 'attachment';
  if (value === 'inline') return 'inline';
  throw new CommonsError(400, "The disposition parameter must be 'inline' or 'attachment'");
}

/** A media type without its parameters, lower-case ("text/plain; charset=UTF-8" -> "text/plain"). */
function essenceOf(mimeType: string | undefined): string | undefined {
  return mimeType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** The disposition answered for a file of this type when `requested` was asked for. */
export function grantedDisposition(
  requested: Disposition,
  mimeType: string | undefined,
): Disposition {
  const essence = essenceOf(mimeType);
  return requested === 'inline' && essence && INLINE_TYPES.test(essence) ? 'inline' : 'attachment';
}

/**
 * The Content-Security-Policy an inline answer needs instead of the API's, if any: for a PDF,
 * `frame-ancestors 'none'` alone. The gateway's `default-src 'none'` stops Chrome's PDF viewer:
 * the page it makes for the PDF embeds the viewer as a plugin (`object-src`) and styles it
 * inline, so the PDF shows blank or in a strip. The PDF's own scripts run in the viewer's
 * sandbox, not in our origin, so only framing stays forbidden.
 */
export function inlineContentSecurityPolicy(mimeType: string | undefined): string | undefined {
  return essenceOf(mimeType) === 'application/pdf' ? "frame-ancestors 'none'" : undefined;
}

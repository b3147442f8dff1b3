/**
 * Placeholder thumbnails for media the gateway knows but cannot show (remote files while
 * offline): a calm background colour derived from the media hash, the initial of the item's
 * title and an icon of the media type. Pure SVG text, rendered to WebP/JPEG by sharp, so the same
 * input always gives the same image and grids never show broken images.
 */
import { escapeHtml } from '../../util/escape-html';

export type MediaType = 'IMAGE' | 'TEXT' | 'SOUND' | 'VIDEO' | '3D';
export const MEDIA_TYPES: readonly MediaType[] = ['IMAGE', 'TEXT', 'SOUND', 'VIDEO', '3D'];

export interface PlaceholderSpec {
  /** Hex string (the media md5) that picks the colour. */
  seed: string;
  type: MediaType;
  title?: string;
  width: number;
  height: number;
}

/** 24×24 line icons drawn for this project; stroked in white over the background. */
const ICONS: Record<MediaType, string> = {
  IMAGE:
    '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="9.5" r="1.8"/><path d="M4 18l5-5.5 3.5 3.5 2.5-2.5 5 4.5"/>',
  TEXT: '<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/><path d="M9 11h6M9 14.5h6M9 18h4"/>',
  SOUND:
    '<path d="M9 18V6l11-2v12"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
  VIDEO: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M10 9l5 3-5 3z"/>',
  '3D': '<path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z"/><path d="M4 7.5l8 4.5 8-4.5M12 12v9"/>',
};

export function placeholderSvg(spec: PlaceholderSpec): string {
  const { width: w, height: h } = spec;
  const hue = parseInt(spec.seed.slice(0, 4).padEnd(4, '0'), 16) % 360 || 0;
  const saturation = 28 + (parseInt(spec.seed.slice(4, 6).padEnd(2, '0'), 16) % 18);
  const top = `hsl(${hue}, ${saturation}%, 46%)`;
  const bottom = `hsl(${(hue + 24) % 360}, ${saturation}%, 34%)`;
  const short = Math.min(w, h);
  const initial = initialOf(spec.title);
  // The letter and the icon sit together in the middle, the icon under the letter: cards crop
  // thumbnails to their own shape (mosaic tiles, the item page's square strip), and an icon in a
  // corner was cut in half. Within a third of the short side from the centre, both survive any
  // crop to a shape between square and 2:1 either way.
  const { iconSize, iconX, iconY, letterY } = placeholderLayout(w, h, Boolean(initial));
  const letter = initial
    ? `<text x="50%" y="${fmt(letterY)}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${fmt(short * 0.42)}" fill="#ffffff" fill-opacity="0.9">${escapeHtml(initial)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    letter,
    `<g transform="translate(${fmt(iconX)} ${fmt(iconY)}) scale(${fmt(iconSize / 24)})" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">`,
    ICONS[spec.type],
    '</g></svg>',
  ].join('');
}

/**
 * Where the letter and the icon go: with a letter, its middle a little above the centre and a
 * small icon just under it; without one, a large icon in the middle.
 */
export function placeholderLayout(
  w: number,
  h: number,
  withLetter: boolean,
): { iconSize: number; iconX: number; iconY: number; letterY: number } {
  const short = Math.min(w, h);
  if (!withLetter) {
    const iconSize = short * 0.42;
    return { iconSize, iconX: (w - iconSize) / 2, iconY: (h - iconSize) / 2, letterY: h / 2 };
  }
  const iconSize = short * 0.15;
  return {
    iconSize,
    iconX: (w - iconSize) / 2,
    iconY: h / 2 + short * 0.16,
    letterY: h / 2 - short * 0.07,
  };
}

/** The first letter or digit of a title, upper-cased ("«La Ronde»" -> "L"). */
export function initialOf(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : undefined;
}

/** Placeholder height for a width: the media's own aspect ratio when known (kept within 1:2..2:1), else 4:3. */
export function placeholderHeight(
  width: number,
  mediaWidth?: number | null,
  mediaHeight?: number | null,
): number {
  const ratio = mediaWidth && mediaHeight ? mediaHeight / mediaWidth : 0.75;
  return Math.round(width * Math.min(2, Math.max(0.5, ratio)));
}

export function mediaTypeOfMime(mime: string | null | undefined): MediaType | undefined {
  if (!mime) return undefined;
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('audio/')) return 'SOUND';
  if (mime.startsWith('video/')) return 'VIDEO';
  if (mime.startsWith('text/') || mime === 'application/pdf' || mime === 'application/rtf')
    return 'TEXT';
  if (mime.startsWith('model/')) return '3D';
  return undefined;
}

export function asMediaType(value: string | null | undefined): MediaType | undefined {
  const upper = value?.toUpperCase();
  return MEDIA_TYPES.find((t) => t === upper);
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

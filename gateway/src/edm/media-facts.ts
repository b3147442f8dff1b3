import type { EdmWebResource } from './types';

/** Europeana's IMAGE_SIZE buckets by megapixels. */
export function imageSizeOf(width?: number, height?: number): string | undefined {
  if (!width || !height) return undefined;
  const megapixels = (width * height) / 1_000_000;
  if (megapixels < 0.5) return 'small';
  if (megapixels < 1) return 'medium';
  if (megapixels <= 4) return 'large';
  return 'extra_large';
}

export function aspectRatioOf(width?: number, height?: number): string | undefined {
  if (!width || !height) return undefined;
  return width >= height ? 'landscape' : 'portrait';
}

export function mimeTypeOf(resource: EdmWebResource | undefined): string | undefined {
  const mime = resource?.ebucoreHasMimeType;
  return typeof mime === 'string' && mime ? mime : undefined;
}

export function numberOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Hex colours of a web resource (`edmComponentColor`), upper-case `#RRGGBB`. */
export function paletteOf(resource: EdmWebResource | undefined): string[] {
  const colours = resource?.edmComponentColor;
  if (!Array.isArray(colours)) return [];
  return colours
    .filter((c): c is string => typeof c === 'string' && /^#?[0-9a-f]{6}$/i.test(c))
    .map((c) => (c.startsWith('#') ? c : `#${c}`).toUpperCase());
}

// The Search API's sound and video filter tags (contract: SOUND_HQ, SOUND_DURATION, VIDEO_HD,
// VIDEO_DURATION) use Europeana's indexing thresholds, so a filter selects here what it selects
// there. Only "true" is indexed for the two quality tags: api2's facets show no "false".

/** Sound at least this many bits per sample and samples per second is high quality… */
const SOUND_HQ_SAMPLE_SIZE = 16;
const SOUND_HQ_SAMPLE_RATE = 44_100;
/** …and so is any sound in a lossless codec. */
const LOSSLESS_SOUND_CODECS = new Set(['alac', 'flac', 'ape', 'shn', 'wav', 'wma', 'aiff', 'dsd']);
/** Video at least this tall is HD. */
const VIDEO_HD_HEIGHT = 480;

/** Upper bounds (ms, inclusive) of the SOUND_DURATION buckets; longer is `long`. */
const SOUND_DURATIONS: ReadonlyArray<[maxMs: number, bucket: string]> = [
  [30_000, 'very_short'],
  [180_000, 'short'],
  [360_000, 'medium'],
];
/** Upper bounds (ms, inclusive) of the VIDEO_DURATION buckets; longer is `long`. */
const VIDEO_DURATIONS: ReadonlyArray<[maxMs: number, bucket: string]> = [
  [240_000, 'short'],
  [1_200_000, 'medium'],
];

/** `ebucoreDuration` in milliseconds (a string of digits in the Record API). */
function durationMsOf(resource: EdmWebResource | undefined): number | undefined {
  const value = resource?.ebucoreDuration;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

function bucketOf(
  ms: number | undefined,
  buckets: ReadonlyArray<[number, string]>,
): string | undefined {
  if (ms === undefined) return undefined;
  return buckets.find(([max]) => ms <= max)?.[1] ?? 'long';
}

export function soundDurationOf(resource: EdmWebResource | undefined): string | undefined {
  return bucketOf(durationMsOf(resource), SOUND_DURATIONS);
}

export function videoDurationOf(resource: EdmWebResource | undefined): string | undefined {
  return bucketOf(durationMsOf(resource), VIDEO_DURATIONS);
}

export function isHighQualitySound(resource: EdmWebResource | undefined): boolean {
  const size = numberOf(resource?.ebucoreSampleSize);
  const rate = numberOf(resource?.ebucoreSampleRate);
  if (size !== undefined && rate !== undefined)
    if (size >= SOUND_HQ_SAMPLE_SIZE && rate >= SOUND_HQ_SAMPLE_RATE) return true;
  const codec = resource?.edmCodecName;
  return typeof codec === 'string' && LOSSLESS_SOUND_CODECS.has(codec.trim().toLowerCase());
}

export function isHdVideo(resource: EdmWebResource | undefined): boolean {
  const height = numberOf(resource?.ebucoreHeight);
  return height !== undefined && height >= VIDEO_HD_HEIGHT;
}

import type { ImageFormat } from '../thumbnail/rendered-image-cache';

/**
 * Parses and checks an IIIF Image API 3 request
 * (`{region}/{size}/{rotation}/{quality}.{format}`, https://iiif.io/api/image/3.0/) against the
 * image's dimensions and the server's limits, and resolves it to pixel operations. Supported:
 * regions full, square, x,y,w,h, pct:x,y,w,h; sizes max, w,, ,h, pct:n, w,h, !w,h (each with the
 * ^ upscaling prefix); rotation 0/90/180/270 with ! mirroring; qualities default, color, gray,
 * bitonal; formats jpg, png, webp. Anything else is a 400 with a message saying why.
 */
export type Quality = 'default' | 'color' | 'gray' | 'bitonal';
export const QUALITIES: readonly Quality[] = ['default', 'color', 'gray', 'bitonal'];
export const FORMATS: readonly ImageFormat[] = ['jpg', 'png', 'webp'];

export interface ImageLimits {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
}

/** Large enough for deep zoom into any seed image, small enough to keep one render bounded. */
export const IMAGE_LIMITS: ImageLimits = {
  maxWidth: 10_000,
  maxHeight: 10_000,
  maxArea: 4096 * 4096,
};

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ImageOperations {
  region: Region;
  /** Output size before rotation. */
  width: number;
  height: number;
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: Quality;
  format: ImageFormat;
  /** The canonical request (Image API §4.7), used as the cache key. */
  canonical: string;
}

/**
 * A request this server cannot answer: 400, for a malformed one and for a rotation or format it
 * does not offer (a 45° turn, a GIF) alike, as Image API 3 §4.3 and §4.5 ask for those (rather
 * than §7's general 501). The message tells which.
 */
export class ImageRequestError extends Error {
  readonly status = 400;

  constructor(message: string) {
    super(message);
    this.name = 'ImageRequestError';
  }
}

export interface ImageRequestParts {
  region: string;
  size: string;
  rotation: string;
  /** `quality.format`, e.g. `default.jpg`. */
  qualityFormat: string;
}

export function parseImageRequest(
  parts: ImageRequestParts,
  imageWidth: number,
  imageHeight: number,
  limits: ImageLimits = IMAGE_LIMITS,
): ImageOperations {
  const region = parseRegion(parts.region, imageWidth, imageHeight);
  const { width, height } = parseSize(parts.size, region, limits);
  const { mirror, rotation } = parseRotation(parts.rotation);
  const { quality, format } = parseQualityFormat(parts.qualityFormat);
  const isFull =
    region.left === 0 &&
    region.top === 0 &&
    region.width === imageWidth &&
    region.height === imageHeight;
  const canonicalRegion = isFull
    ? 'full'
    : `${region.left},${region.top},${region.width},${region.height}`;
  const upscaled = width > region.width || height > region.height;
  const largest = upscaled ? parseSize('^max', region, limits) : undefined;
  // §4.7: `max` for the region's own size, `^max` for the largest upscaled one, else `w,h`.
  const canonicalSize =
    width === region.width && height === region.height
      ? 'max'
      : largest && width === largest.width && height === largest.height
        ? '^max'
        : `${upscaled ? '^' : ''}${width},${height}`;
  return {
    region,
    width,
    height,
    mirror,
    rotation,
    quality,
    format,
    canonical: `${canonicalRegion}/${canonicalSize}/${mirror ? '!' : ''}${rotation}/${quality}.${format}`,
  };
}

const INT = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parseRegion(text: string, imageWidth: number, imageHeight: number): Region {
  if (text === 'full') return { left: 0, top: 0, width: imageWidth, height: imageHeight };
  if (text === 'square') {
    const side = Math.min(imageWidth, imageHeight);
    return {
      left: Math.floor((imageWidth - side) / 2),
      top: Math.floor((imageHeight - side) / 2),
      width: side,
      height: side,
    };
  }
  const pct = text.startsWith('pct:');
  const values = (pct ? text.slice(4) : text).split(',');
  if (values.length !== 4 || !values.every((v) => (pct ? DECIMAL : INT).test(v))) {
    throw new ImageRequestError(
      `Invalid region "${text}": use full, square, x,y,w,h or pct:x,y,w,h`,
    );
  }
  let [x, y, w, h] = values.map(Number) as [number, number, number, number];
  if (pct) {
    // The pixel a percentage falls in: pct:99.99 of 2200 px is pixel 2199, not 2200 (outside).
    x = Math.floor((x * imageWidth) / 100);
    y = Math.floor((y * imageHeight) / 100);
    w = Math.round((w * imageWidth) / 100);
    h = Math.round((h * imageHeight) / 100);
  }
  if (w <= 0 || h <= 0) throw new ImageRequestError(`Region "${text}" has no area`);
  if (x >= imageWidth || y >= imageHeight) {
    throw new ImageRequestError(
      `Region "${text}" lies outside the ${imageWidth}×${imageHeight} image`,
    );
  }
  return {
    left: x,
    top: y,
    width: Math.min(w, imageWidth - x),
    height: Math.min(h, imageHeight - y),
  };
}

export function parseSize(
  text: string,
  region: Region,
  limits: ImageLimits,
): { width: number; height: number } {
  const upscale = text.startsWith('^');
  const spec = upscale ? text.slice(1) : text;
  const ratio = region.width / region.height;
  let width: number;
  let height: number;
  if (spec === 'max') {
    ({ width, height } = fitWithinLimits(region.width, region.height, limits, upscale));
  } else if (spec.startsWith('pct:')) {
    const n = spec.slice(4);
    if (!DECIMAL.test(n) || Number(n) <= 0) throw new ImageRequestError(`Invalid size "${text}"`);
    const scale = Number(n) / 100;
    width = Math.round(region.width * scale);
    height = Math.round(region.height * scale);
  } else {
    const confined = spec.startsWith('!');
    const match = /^(\d*),(\d*)$/.exec(confined ? spec.slice(1) : spec);
    if (!match || (!match[1] && !match[2]) || (confined && (!match[1] || !match[2]))) {
      throw new ImageRequestError(`Invalid size "${text}": use max, w,, ,h, w,h, !w,h or pct:n`);
    }
    const w = match[1] ? Number(match[1]) : undefined;
    const h = match[2] ? Number(match[2]) : undefined;
    if (confined) {
      // A box with no width or no height holds no image (Image API 3 §4.2: a size of 0 is an
      // error), as `0,` is: without this, the image below is rounded up to 1×1.
      if (w === 0 || h === 0) throw new ImageRequestError(`Size "${text}" gives an empty image`);
      // Image API 3 §4.4: `!w,h` is a box, not a size. The image is as large as fits in it, but
      // never larger than the region (unless `^`) or the server's limits, and is not an error.
      const scale = Math.min(w! / region.width, h! / region.height);
      const boxed = {
        width: Math.max(1, Math.round(region.width * scale)),
        height: Math.max(1, Math.round(region.height * scale)),
      };
      const fitsRegion = upscale || (boxed.width <= region.width && boxed.height <= region.height);
      ({ width, height } = fitWithinLimits(
        fitsRegion ? boxed.width : region.width,
        fitsRegion ? boxed.height : region.height,
        limits,
        false,
      ));
    } else if (w !== undefined && h !== undefined) {
      width = w;
      height = h;
    } else if (w !== undefined) {
      width = w;
      height = Math.round(w / ratio);
    } else {
      height = h!;
      width = Math.round(h! * ratio);
    }
  }
  if (width < 1 || height < 1) throw new ImageRequestError(`Size "${text}" gives an empty image`);
  if (!upscale && (width > region.width || height > region.height)) {
    throw new ImageRequestError(
      `Size "${text}" is larger than the region; prefix it with ^ to upscale`,
    );
  }
  if (width > limits.maxWidth || height > limits.maxHeight || width * height > limits.maxArea) {
    throw new ImageRequestError(
      `Size "${text}" exceeds the limits (${limits.maxWidth}×${limits.maxHeight}, ${limits.maxArea} pixels)`,
    );
  }
  return { width, height };
}

/** `max`: the region, shrunk to the limits; `^max` grows it up to them. */
function fitWithinLimits(
  width: number,
  height: number,
  limits: ImageLimits,
  upscale: boolean,
): { width: number; height: number } {
  const scale = Math.min(
    limits.maxWidth / width,
    limits.maxHeight / height,
    Math.sqrt(limits.maxArea / (width * height)),
  );
  const factor = upscale ? scale : Math.min(1, scale);
  return {
    width: Math.max(1, Math.floor(width * factor)),
    height: Math.max(1, Math.floor(height * factor)),
  };
}

export function parseRotation(text: string): { mirror: boolean; rotation: 0 | 90 | 180 | 270 } {
  const mirror = text.startsWith('!');
  const value = mirror ? text.slice(1) : text;
  if (!DECIMAL.test(value)) throw new ImageRequestError(`Invalid rotation "${text}"`);
  const degrees = Number(value);
  if (degrees > 360) throw new ImageRequestError(`Invalid rotation "${text}": use 0 to 360`);
  // A full turn is no turn (Image API 3 §4.3 allows 0 to 360; 360 is a multiple of 90).
  if (degrees === 360) return { mirror, rotation: 0 };
  if (degrees !== 0 && degrees !== 90 && degrees !== 180 && degrees !== 270) {
    throw new ImageRequestError(`Rotation "${text}" is not supported: use 0, 90, 180 or 270`);
  }
  return { mirror, rotation: degrees };
}

export function parseQualityFormat(text: string): { quality: Quality; format: ImageFormat } {
  const dot = text.lastIndexOf('.');
  const quality = QUALITIES.find((q) => q === text.slice(0, dot));
  const format = FORMATS.find((f) => f === text.slice(dot + 1));
  if (dot < 0 || !quality) {
    throw new ImageRequestError(`Invalid quality in "${text}": use ${QUALITIES.join(', ')}`);
  }
  if (!format)
    throw new ImageRequestError(`Unsupported format in "${text}": use ${FORMATS.join(', ')}`);
  return { quality, format };
}

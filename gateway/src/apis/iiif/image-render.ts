import sharp, { type Sharp } from 'sharp';
import { encode, TILE_QUALITY } from '../thumbnail/image-encoding';
import type { ImageOperations } from './image-request';

/**
 * Applies the operations in the order the Image API defines: region, size, mirroring, rotation,
 * quality, format. sharp runs the operations of one pipeline in its own fixed order, so mirroring
 * and rotation run as a second pipeline over the (small) resized region.
 */
export async function renderImage(path: string, ops: ImageOperations): Promise<Buffer> {
  const sized = sharp(path, { failOn: 'none', limitInputPixels: 268_402_689 })
    .autoOrient()
    .extract(ops.region)
    .resize(ops.width, ops.height, { fit: 'fill' });
  if (!ops.mirror && ops.rotation === 0) return finish(sized, ops).toBuffer();
  let buffer = await sized.png({ compressionLevel: 0 }).toBuffer();
  if (ops.mirror) buffer = await sharp(buffer).flop().png({ compressionLevel: 0 }).toBuffer();
  return finish(sharp(buffer).rotate(ops.rotation), ops).toBuffer();
}

function finish(pipeline: Sharp, ops: ImageOperations): Sharp {
  let out = pipeline;
  // One-channel output: smaller files, and viewers can tell the quality from the pixels.
  if (ops.quality === 'gray') out = out.grayscale().toColourspace('b-w');
  if (ops.quality === 'bitonal') out = out.threshold(128).toColourspace('b-w');
  return encode(out, ops.format, TILE_QUALITY);
}

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, ImageSize>();

/** Displayed (EXIF-oriented) dimensions of a file, remembered per file version. */
export async function imageSize(path: string, version: string): Promise<ImageSize> {
  const key = `${path}|${version}`;
  const known = sizes.get(key);
  if (known) return known;
  const meta = await sharp(path, { failOn: 'none' }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`No dimensions in ${path}`);
  if (sizes.size > 5000) sizes.clear();
  const size = { width, height };
  sizes.set(key, size);
  return size;
}

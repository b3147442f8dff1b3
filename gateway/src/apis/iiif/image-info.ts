import { IMAGE_LIMITS } from './image-request';

export const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
export const TILE_SIZE = 512;

/**
 * The Image API 3 `info.json` of a local image: level 2 features (regions by pixel, percent and
 * square, every size form, rotation by 90°, jpg and png) plus extras, a 512 px tile pyramid
 * down to one tile, and a few ready-made sizes for thumbnails and small viewers.
 */
export function imageInfo(id: string, width: number, height: number): Record<string, unknown> {
  const scaleFactors = [1];
  while (Math.max(width, height) / scaleFactors.at(-1)! > TILE_SIZE)
    scaleFactors.push(scaleFactors.at(-1)! * 2);
  const sizes: Array<{ width: number; height: number }> = [];
  for (let factor = scaleFactors.at(-1)!; factor >= 1; factor /= 2) {
    const w = Math.ceil(width / factor);
    const h = Math.ceil(height / factor);
    if (w * h <= IMAGE_LIMITS.maxArea) sizes.push({ width: w, height: h });
  }
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    maxWidth: IMAGE_LIMITS.maxWidth,
    maxHeight: IMAGE_LIMITS.maxHeight,
    maxArea: IMAGE_LIMITS.maxArea,
    sizes,
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors }],
    extraQualities: ['color', 'gray', 'bitonal'],
    extraFormats: ['webp'],
    extraFeatures: [
      'baseUriRedirect',
      'canonicalLinkHeader',
      'cors',
      'jsonldMediaType',
      'mirroring',
      'sizeUpscaling',
    ],
  };
}

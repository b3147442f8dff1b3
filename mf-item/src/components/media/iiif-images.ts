/**
 * The images of a IIIF Presentation manifest (version 3, or 2 for providers that still publish
 * it), each with its Image API service when it has one: what the deep-zoom viewer opens.
 */
export interface ManifestImage {
  /** The painted image (the annotation body, v3; the resource, v2). */
  id: string;
  /** Base URL of its IIIF Image API service (append `/info.json`). */
  service?: string;
  /** Thumbnail of the canvas, when the manifest gives one. */
  thumbnail?: string;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  const object = asObject(value);
  const id = object?.id ?? object?.['@id'];
  return typeof id === 'string' ? id : undefined;
};

function serviceOf(resource: Json): string | undefined {
  for (const service of asArray(resource.service)) {
    const object = asObject(service);
    const type = String(object?.type ?? object?.['@type'] ?? '');
    const profile = JSON.stringify(object?.profile ?? '');
    const isImageService =
      /ImageService/.test(type) || /iiif\.io\/api\/image|level[012]/.test(profile);
    const id = idOf(object);
    if (isImageService && id) return id.replace(/\/info\.json$/, '').replace(/\/+$/, '');
  }
  return undefined;
}

function imageOf(body: unknown, canvas: Json): ManifestImage | undefined {
  // A v3 body may be a Choice between alternative images: take the first.
  const object = asObject(body);
  const resource = object?.type === 'Choice' ? asObject(asArray(object.items)[0]) : object;
  const id = idOf(resource);
  const type = String(resource?.type ?? resource?.['@type'] ?? 'Image');
  if (!resource || !id || !/image/i.test(type)) return undefined;
  const image: ManifestImage = { id };
  const service = serviceOf(resource);
  if (service) image.service = service;
  const thumbnail = idOf(asArray(canvas.thumbnail)[0]);
  if (thumbnail) image.thumbnail = thumbnail;
  return image;
}

/** Every painted image of the manifest, canvas by canvas. */
export function manifestImages(manifest: Json): ManifestImage[] {
  const images: ManifestImage[] = [];
  // Presentation 3: items (canvases) > items (annotation pages) > items (annotations) > body
  for (const canvas of asArray(manifest.items).map(asObject)) {
    if (!canvas) continue;
    for (const page of asArray(canvas.items).map(asObject)) {
      for (const annotation of asArray(page?.items).map(asObject)) {
        if (annotation?.motivation && annotation.motivation !== 'painting') continue;
        const image = imageOf(annotation?.body, canvas);
        if (image) images.push(image);
      }
    }
  }
  // Presentation 2: sequences > canvases > images > resource
  for (const sequence of asArray(manifest.sequences).map(asObject)) {
    for (const canvas of asArray(sequence?.canvases).map(asObject)) {
      if (!canvas) continue;
      for (const annotation of asArray(canvas.images).map(asObject)) {
        const image = imageOf(annotation?.resource, canvas);
        if (image) images.push(image);
      }
    }
  }
  return images;
}

/**
 * The manifest image showing a web resource: the one painting its URL, or the one whose image
 * service or thumbnail is named after the URL's md5 (the media id Europeana's thumbnail and
 * image services use).
 */
export function imageForMedia(
  images: readonly ManifestImage[],
  mediaUrl: string,
  mediaMd5: string | undefined,
): ManifestImage | undefined {
  const exact = images.find((image) => image.id === mediaUrl);
  if (exact || !mediaMd5) return exact;
  const named = (url: string | undefined) =>
    Boolean(url && new RegExp(`/${mediaMd5}(?:[/.?]|$)`, 'i').test(url));
  return images.find((image) => named(image.service) || named(image.thumbnail) || named(image.id));
}

/** What OpenSeadragon opens for an image: its Image API info.json, else the plain image. */
export type TileSource = string | { type: 'image'; url: string };

export function tileSourceOf(image: ManifestImage): TileSource {
  return image.service ? `${image.service}/info.json` : { type: 'image', url: image.id };
}

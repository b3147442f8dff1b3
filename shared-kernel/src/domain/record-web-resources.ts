import type { EdmType, RecordObject, WebResource } from './item';
import type { LanguageMap } from './language-map';
import {
  iiifImageServiceOf,
  isIiifManifestResource,
  recordManifestUrl,
  type IiifService,
} from './record-iiif';
import { asLanguageMap } from './record-language-map';
import { providerAggregation } from './record-metadata';

/** How the item page presents a web resource. */
export type MediaKind =
  | 'image'
  | 'sound'
  | 'video'
  | 'pdf'
  | 'text'
  | '3d'
  | 'iiif'
  /** The provider's landing page stands in for media (no `edmIsShownBy`). */
  | 'page'
  | 'unknown';

/** A web resource of the record as the media presentation needs it. */
export interface ItemMedia {
  about: string;
  kind: MediaKind;
  mimeType?: string;
  width?: number;
  height?: number;
  /** Duration in milliseconds (`ebucoreDuration`). */
  durationMs?: number;
  /** Rights statement URI: the resource's own, else the aggregation's (inherited). */
  rights?: string;
  rightsInherited: boolean;
  /** Free-text rights of the resource (`webResourceDcRights`). */
  dcRights?: LanguageMap;
  description?: LanguageMap;
  /** Ready-made attribution from the API (`textAttributionSnippet`). */
  attribution?: string;
  /** Base URL of the IIIF Image API service serving this resource, when the record names one. */
  iiifImageService?: string;
}

const THREE_D_TYPES = /^(model\/|application\/(x-)?(gltf|obj|stl|ply|fbx|3ds|x3d))/;

/** The kind of presentation a MIME type (or, without one, the record's type) calls for. */
export function mediaKindOf(mimeType: string | undefined, recordType?: EdmType): MediaKind {
  const mime = mimeType?.toLowerCase().split(';')[0]?.trim();
  if (mime) {
    if (mime.startsWith('image/')) return 'image';
    if (mime.startsWith('audio/')) return 'sound';
    if (mime.startsWith('video/')) return 'video';
    if (mime === 'application/pdf') return 'pdf';
    if (THREE_D_TYPES.test(mime)) return '3d';
    if (mime === 'text/html') return 'page';
    if (mime.startsWith('text/')) return 'text';
    return 'unknown';
  }
  switch (recordType) {
    case 'IMAGE':
      return 'image';
    case 'SOUND':
      return 'sound';
    case 'VIDEO':
      return 'video';
    case '3D':
      return '3d';
    case 'TEXT':
      return 'text';
    default:
      return 'unknown';
  }
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jp2: 'image/jp2',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  txt: 'text/plain',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  stl: 'model/stl',
};

/**
 * The MIME type a media URL's file extension suggests. Many records name no
 * `ebucoreHasMimeType`, and their `hasView` mixes images, audio and video.
 */
export function mimeTypeFromUrl(url: string): string | undefined {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // not an absolute URL: use it as it is
  }
  const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase();
  return extension ? MIME_BY_EXTENSION[extension] : undefined;
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : [];
}

/**
 * Orders web resources so that each one that says it is next in sequence after another
 * (`isNextInSequence`) directly follows it; resources that name no predecessor in the list keep
 * their order. Cycles and repeated claims cannot lose or duplicate a resource.
 */
export function sortByIsNextInSequence<T extends { about: string; isNextInSequence?: unknown }>(
  resources: readonly T[],
): T[] {
  const abouts = new Set(resources.map((resource) => resource.about));
  const predecessorOf = (resource: T) =>
    list(resource.isNextInSequence).find((about) => about !== resource.about && abouts.has(about));
  const followers = new Map<string, T[]>();
  for (const resource of resources) {
    const predecessor = predecessorOf(resource);
    if (predecessor) followers.set(predecessor, [...(followers.get(predecessor) ?? []), resource]);
  }
  const out: T[] = [];
  const placed = new Set<T>();
  const place = (resource: T) => {
    // Iterative walk along the chain, so a long sequence cannot overflow the stack.
    const stack: T[] = [resource];
    while (stack.length) {
      const next = stack.pop()!;
      if (placed.has(next)) continue;
      placed.add(next);
      out.push(next);
      const after = followers.get(next.about) ?? [];
      for (let index = after.length - 1; index >= 0; index -= 1) stack.push(after[index]!);
    }
  };
  for (const resource of resources) if (!predecessorOf(resource)) place(resource);
  // Whatever is left sits in a cycle: keep it, in its original order.
  for (const resource of resources) place(resource);
  return out;
}

/**
 * The media the item page presents (contract §2): `edmIsShownBy` (else the landing page
 * `edmIsShownAt`) and `hasView`, resolved against the aggregation's web resources, ordered by
 * `isNextInSequence`; each inherits the aggregation's rights statement when it has none.
 */
export function recordMedia(record: RecordObject): ItemMedia[] {
  const aggregation = providerAggregation(record);
  if (!aggregation) return [];
  const webResources = (
    Array.isArray(aggregation.webResources) ? aggregation.webResources : []
  ).filter((resource): resource is WebResource => typeof resource?.about === 'string');
  const isShownBy = list(aggregation.edmIsShownBy)[0];
  const landingPage = isShownBy ? undefined : list(aggregation.edmIsShownAt)[0];
  const abouts = [...new Set([isShownBy ?? landingPage, ...list(aggregation.hasView)])].filter(
    (about): about is string => Boolean(about),
  );
  const resources = abouts.map(
    (about) => webResources.find((resource) => resource.about === about) ?? { about },
  );
  const inheritedRights = asLanguageMap(aggregation.edmRights)?.def?.[0];
  const services = Array.isArray(record.services) ? (record.services as IiifService[]) : undefined;
  return sortByIsNextInSequence(resources).map((resource) =>
    toItemMedia(resource, record.type, inheritedRights, services, resource.about === landingPage),
  );
}

function toItemMedia(
  resource: WebResource,
  recordType: EdmType,
  inheritedRights: string | undefined,
  services: IiifService[] | undefined,
  isLandingPage: boolean,
): ItemMedia {
  const mimeType =
    typeof resource.ebucoreHasMimeType === 'string' ? resource.ebucoreHasMimeType : undefined;
  const ownRights = asLanguageMap(resource.webResourceEdmRights)?.def?.[0];
  let kind: MediaKind = mediaKindOf(
    mimeType ?? mimeTypeFromUrl(resource.about),
    isLandingPage ? undefined : recordType,
  );
  if (isIiifManifestResource(resource)) kind = 'iiif';
  else if (isLandingPage && kind === 'unknown') kind = 'page';
  const media: ItemMedia = { about: resource.about, kind, rightsInherited: !ownRights };
  if (mimeType) media.mimeType = mimeType;
  const width = positive(resource.ebucoreWidth);
  const height = positive(resource.ebucoreHeight);
  if (width && height) Object.assign(media, { width, height });
  const duration = positive(resource.ebucoreDuration);
  if (duration) media.durationMs = duration;
  const rights = ownRights ?? inheritedRights;
  if (rights) media.rights = rights;
  const dcRights = asLanguageMap(resource.webResourceDcRights);
  if (dcRights) media.dcRights = dcRights;
  const description = asLanguageMap(resource.dcDescription);
  if (description) media.description = description;
  if (typeof resource.textAttributionSnippet === 'string' && resource.textAttributionSnippet) {
    media.attribution = resource.textAttributionSnippet;
  }
  const service = iiifImageServiceOf(resource, services);
  if (service) media.iiifImageService = service;
  return media;
}

function positive(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * The manifest of the record's own IIIF resources, if it points to one (contract §6). `media` is
 * the record's {@link recordMedia} when the caller has it already.
 */
export function recordIiifManifest(
  record: RecordObject,
  media: readonly Pick<ItemMedia, 'about'>[] = recordMedia(record),
): string | undefined {
  const aggregation = providerAggregation(record);
  const webResources = Array.isArray(aggregation?.webResources) ? aggregation.webResources : [];
  const byAbout = new Map(webResources.map((resource) => [resource.about, resource]));
  const displayed = media.map((item) => byAbout.get(item.about) ?? item);
  const services = Array.isArray(record.services) ? (record.services as IiifService[]) : undefined;
  return recordManifestUrl(displayed, services);
}

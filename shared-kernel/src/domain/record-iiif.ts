/**
 * When a record points to IIIF resources of its own (contract §6): a web resource typed as a
 * IIIF Presentation manifest, or a web resource served by a IIIF Image API service, whose
 * `dctermsIsReferencedBy` names the manifest it belongs to.
 */
export const IIIF_MANIFEST_TYPES = [
  'http://iiif.io/api/presentation/3#Manifest',
  'http://iiif.io/api/presentation/2#Manifest',
] as const;
export const IIIF_IMAGE_API = 'http://iiif.io/api/image';

/** The parts of a web resource and a service these rules read. */
export interface IiifWebResource {
  about: string;
  rdfType?: unknown;
  svcsHasService?: unknown;
  dctermsIsReferencedBy?: unknown;
}

export interface IiifService {
  about: string;
  dctermsConformsTo?: unknown;
}

function list(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function isIiifManifestResource(resource: IiifWebResource): boolean {
  return list(resource.rdfType).some((type) =>
    (IIIF_MANIFEST_TYPES as readonly string[]).includes(type),
  );
}

const INFO_JSON = /\/info\.json$/;

/** The IIIF Image API service (its base URL) a web resource is served by, if any. */
export function iiifImageServiceOf(
  resource: IiifWebResource,
  services: readonly IiifService[] | undefined,
): string | undefined {
  for (const id of list(resource.svcsHasService)) {
    const service = services?.find((candidate) => candidate?.about === id);
    const conforms = list(service?.dctermsConformsTo).some((uri) => uri.startsWith(IIIF_IMAGE_API));
    if (conforms) return id.replace(INFO_JSON, '');
  }
  return undefined;
}

/** The manifest a IIIF-served web resource is referenced by (info.json references ignored). */
export function referencingManifestOf(resource: IiifWebResource): string | undefined {
  return list(resource.dctermsIsReferencedBy).find((uri) => !INFO_JSON.test(uri));
}

/**
 * The manifest the item page uses for the record's media, when the record itself points to one:
 * the one web resource typed as a manifest (it stands for all the media), else the manifest
 * that the IIIF-served web resources are referenced by. Otherwise undefined: the page builds
 * its presentation from the web resources.
 */
export function recordManifestUrl(
  displayed: readonly IiifWebResource[],
  services: readonly IiifService[] | undefined,
): string | undefined {
  const manifests = displayed.filter(isIiifManifestResource);
  if (manifests.length === 1) return manifests[0]!.about;
  for (const resource of displayed) {
    if (!iiifImageServiceOf(resource, services)) continue;
    const manifest = referencingManifestOf(resource);
    if (manifest) return manifest;
  }
  return undefined;
}

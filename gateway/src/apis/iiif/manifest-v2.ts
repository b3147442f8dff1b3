import type { IiifLangMap } from './iiif-language-map';
import { planManifest, UNKNOWN_SIZE, type ManifestInput, type PlannedCanvas } from './manifest';

export const PRESENTATION_2_CONTEXT = 'http://iiif.io/api/presentation/2/context.json';

/** The Image API our local images are served with (`image-routes.ts`: Image API 3, level 2). */
const IMAGE_3_CONTEXT = 'http://iiif.io/api/image/3/context.json';

/** `profile` of the Record API documents named in `seeAlso` (as Europeana's manifests give it). */
const EDM_PROFILE = 'http://www.europeana.eu/schemas/edm/';

/** A Presentation 2 language value: `@language` left out for untagged (`none`) values. */
type LanguageObject = { '@language'?: string; '@value': string };

/**
 * A IIIF Presentation 2.1 manifest (https://iiif.io/api/presentation/2.1/) built from the same
 * plan as the v3 one (`manifest.ts`), so both versions have the same canvases under the same
 * ids. Field names follow Europeana's iiif-manifest-api v2 mapping (`EdmManifestMappingV2`):
 * `sc:Manifest` with `label` and `description` as language objects, `metadata`, `thumbnail`,
 * `attribution`, `license`, three `seeAlso` Record API documents and one `sc:Sequence` ("Current
 * Page Order") of `sc:Canvas`es, each painted by one `oa:Annotation` whose `resource` is the
 * web resource. Differences, on purpose:
 * - a local image's resource is its Image API rendering with the Image API 3 service that
 *   serves it (Europeana's points at its Image API 2 server); other media keep their URL, or the
 *   media proxy's for local files;
 * - sound and video are typed `dctypes:Sound` / `dctypes:MovingImage` (Europeana types every
 *   resource `dctypes:Image`), and documents are `rendering`s, as in v3; a sound canvas gets the
 *   nominal size v3 uses for unknown sizes, as a 2.1 canvas must have one. 2.1 has no
 *   `duration` (neither on canvases nor on resources), so whether the record gives one changes
 *   nothing here: sound and video with or without one are painted, as in v3;
 * - no Europeana `logo` (an external image), no `within` (Europeana dropped it, EA-3325), no
 *   full-text `service`/`otherContent` (there is no Full-Text API offline), no `navDate`
 *   (neither does our v3); `related` links the provider's page, as v3's `homepage` does.
 * Returns undefined when the record has nothing to paint.
 */
export function buildManifestV2(input: ManifestInput): Record<string, unknown> | undefined {
  const plan = planManifest(input);
  if (!plan) return undefined;
  const manifest: Record<string, unknown> = {
    '@context': PRESENTATION_2_CONTEXT,
    '@id': plan.manifestId,
    '@type': 'sc:Manifest',
    label: languageObjects(plan.title ?? { none: [input.item.id] }),
  };
  if (plan.summary) manifest.description = languageObjects(plan.summary);
  if (plan.metadata.length) {
    manifest.metadata = plan.metadata.map((entry) => ({
      label: plainText(entry.label),
      value: languageObjects(entry.value),
    }));
  }
  if (plan.thumbnail) manifest.thumbnail = { '@id': plan.thumbnail, '@type': 'dctypes:Image' };
  manifest.attribution = plan.attribution;
  if (plan.rights) manifest.license = plan.rights;
  if (plan.homepage) {
    manifest.related = {
      '@id': plan.homepage.id,
      format: 'text/html',
      label: plainText(plan.homepage.label),
    };
  }
  manifest.seeAlso = [
    ['.json-ld', 'application/ld+json'],
    ['.json', 'application/json'],
    ['.rdf', 'application/rdf+xml'],
  ].map(([suffix, format]) => ({
    '@id': `${plan.recordApi}${suffix}`,
    format,
    profile: EDM_PROFILE,
  }));
  if (plan.paged) manifest.viewingHint = 'paged';
  if (plan.renderings.length) {
    manifest.rendering = plan.renderings.map((r) => ({
      '@id': r.id,
      label: plainText(r.label),
      ...(r.format ? { format: r.format } : {}),
    }));
  }
  const first = plan.canvases[0]!;
  manifest.sequences = [
    {
      '@id': `${plan.prefix}/sequence/s1`,
      '@type': 'sc:Sequence',
      label: 'Current Page Order',
      startCanvas: canvasId(plan.prefix, first),
      canvases: plan.canvases.map((c) => canvas(plan.prefix, input.base, c)),
    },
  ];
  return manifest;
}

const RESOURCE_TYPE: Record<PlannedCanvas['kind'], string> = {
  Image: 'dctypes:Image',
  Sound: 'dctypes:Sound',
  Video: 'dctypes:MovingImage',
};

function canvasId(prefix: string, c: PlannedCanvas): string {
  return `${prefix}/canvas/p${c.n}`;
}

function canvas(prefix: string, base: string, c: PlannedCanvas): Record<string, unknown> {
  const id = canvasId(prefix, c);
  const resource: Record<string, unknown> = { '@id': c.contentId, '@type': RESOURCE_TYPE[c.kind] };
  if (c.format) resource.format = c.format;
  if (c.imageService) {
    // An Image API 3 service: `@id` for Presentation 2 clients, `@type` and the 3 context so
    // they know which version the info.json is.
    resource.service = {
      '@context': IMAGE_3_CONTEXT,
      '@id': c.imageService,
      '@type': 'ImageService3',
      profile: 'level2',
    };
  }
  if (c.size) Object.assign(resource, { height: c.size.height, width: c.size.width });
  // A 2.1 canvas must have a size: sound gets the nominal one v3 gives images of unknown size.
  const extent = c.extent ?? UNKNOWN_SIZE;
  return {
    '@id': id,
    '@type': 'sc:Canvas',
    label: plainText(c.label),
    height: extent.height,
    width: extent.width,
    thumbnail: {
      '@id': `${base}/thumbnail/v3/200/${c.media.entry.urlMd5}`,
      '@type': 'dctypes:Image',
    },
    images: [
      {
        '@id': `${prefix}/annotation/p${c.n}-${c.kind.toLowerCase()}`,
        '@type': 'oa:Annotation',
        motivation: 'sc:painting',
        resource,
        on: id,
      },
    ],
  };
}

/** A IIIF 3 language map as Presentation 2 language objects, `none` without `@language`. */
export function languageObjects(map: IiifLangMap): LanguageObject[] {
  const out: LanguageObject[] = [];
  for (const [lang, values] of Object.entries(map)) {
    for (const value of values) {
      out.push(lang === 'none' ? { '@value': value } : { '@language': lang, '@value': value });
    }
  }
  return out;
}

/** Labels our builder writes in English only (`p. 1`, `Creator`): the plain string. */
function plainText(map: IiifLangMap): string | LanguageObject[] {
  const entries = Object.values(map).flat();
  return entries.length === 1 ? entries[0]! : languageObjects(map);
}

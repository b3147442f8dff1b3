import { allValues } from '../../edm/lang-map';
import { mimeTypeOfFile } from '../../edm/local-media';
import { RecordView } from '../../edm/record-view';
import type { EdmWebResource } from '../../edm/types';
import type { MediaEntry } from '../../store/media-repository';
import type { StoredItem } from '../../store/items-repository';
import { englishLabel, firstValue, toIiifLangMap, type IiifLangMap } from './iiif-language-map';

export const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** A web resource with what the manifest needs to know about its file. */
export interface ManifestMedia {
  entry: MediaEntry;
  /** Oriented pixel size of a local image (served by the Image API). */
  localImage?: { width: number; height: number };
  /** Local audio/video/text served by the media proxy. */
  localFile: boolean;
}

export interface ManifestInput {
  /** Public base URL of the gateway (absolute URLs in the document). */
  base: string;
  item: StoredItem;
  media: ManifestMedia[];
}

export type CanvasKind = 'Image' | 'Sound' | 'Video' | 'Text';

/**
 * When a remote image's or video's size is unknown the canvas still needs one (Presentation 3
 * §3: a canvas has an extent); the content itself is given no size, as we do not know it.
 */
export const UNKNOWN_SIZE = { width: 1000, height: 1000 };

/**
 * The duration, in seconds, of the canvas of a recording or film whose record gives no duration
 * (`ebucoreDuration`): a nominal one, as `UNKNOWN_SIZE` is for sizes.
 *
 * What Presentation 3 requires. §5.3: a canvas has `height` and `width` and/or a `duration`,
 * and content with a dimension the canvas lacks MUST NOT be painted on it ("it is an error to
 * associate a Video resource … with a Canvas that does not have all three dimensions"), so a
 * sound's canvas needs a duration and a film's a duration as well as a size. §3.2 `duration`:
 * a positive number; a canvas MAY have one, content SHOULD when it is appropriate. The spec's
 * other way out, offering the file only as a `rendering`, leaves a sound item nothing to paint,
 * and a manifest MUST have at least one canvas (§3.4 `items`): no manifest at all, a 404, as
 * this gateway answered before. So the canvas gets this duration and the content none: we
 * claim no length for the file, and a canvas with a duration painted by content without one
 * tells a client that the length is not known.
 *
 * Why a day. The painting annotation has no `timeMode`, so `trim` (§3.2 `timeMode`, the
 * default): content that runs past the canvas's duration MUST stop there, and players that
 * follow the canvas's timeline (the Universal Viewer's, Ramp's) do. A nominal duration shorter
 * than the file would cut the recording off, silently; a longer one only draws a timeline
 * longer than the sound, which then stops (a film's last frame stays). One day is longer than
 * any single recording or film we expect and reads as a placeholder. A player that just hands
 * the file to the browser's media element takes its length from the file (so does the portal,
 * which plays audio and video from the record and does not read the manifest for them). The
 * IIIF presentation validator checks only that a canvas has an extent and that `duration` is a
 * positive number.
 *
 * Europeana's generator (iiif-manifest-api, `EdmManifestMappingV3`) sets a canvas duration
 * only from `ebucoreDuration`: without one it paints a sound on a canvas with no extent at all
 * (which the validator rejects) and a video on one without a duration (the §5.3 error above).
 */
export const UNKNOWN_DURATION = 86_400;

/** A canvas both manifest versions paint: the same web resource, number and ids in each. */
export interface PlannedCanvas {
  media: ManifestMedia;
  kind: Exclude<CanvasKind, 'Text'>;
  /** 1-based position: `canvas/p{n}`, `page/p{n}`, `annotation/p{n}-{kind}`. */
  n: number;
  /** The canvas's extent: the content's size, else a nominal one; none for sound. */
  extent?: { width: number; height: number };
  /** The content's own size, when known (never the nominal one). */
  size?: { width: number; height: number };
  /** The canvas's duration (seconds): the content's, else `UNKNOWN_DURATION`; sound and video. */
  canvasDuration?: number;
  /** The content's own duration (seconds), when the record gives it (never the nominal one). */
  duration?: number;
  label: IiifLangMap;
  /** The painted content: a local image's Image API rendering, the media proxy, or its own URL. */
  contentId: string;
  format?: string;
  /** Image API service of a local image (`{base}/iiif/image/{md5}`). */
  imageService?: string;
}

/** A web resource offered as a download (`rendering`) rather than painted on a canvas. */
export interface PlannedRendering {
  id: string;
  kind: CanvasKind;
  label: IiifLangMap;
  format?: string;
}

/**
 * What a manifest says about a record, whatever the Presentation version: the v3 builder below
 * and the v2 one (`manifest-v2.ts`) serialise the same plan, so both versions show the same
 * canvases under the same ids, with the same label, metadata and attribution.
 */
export interface ManifestPlan {
  /** `{base}/presentation/{ds}/{id}` */
  prefix: string;
  manifestId: string;
  title?: IiifLangMap;
  summary?: IiifLangMap;
  metadata: Array<{ label: IiifLangMap; value: IiifLangMap }>;
  attribution: string;
  rights?: string;
  dataProvider?: string;
  providerId?: string;
  /**
   * `edmIsShownAt`: the object's page at the provider, when it is an absolute http(s) URL (v3
   * `homepage`, v2 `related`): a `javascript:`, `data:`, protocol-relative or relative one is left
   * out, as viewers link it.
   */
  homepage?: { id: string; label: IiifLangMap };
  thumbnail?: string;
  /** Record API URL without its format suffix: `{base}/record/v2/{ds}/{id}`. */
  recordApi: string;
  /** A multi-page text: viewers turn pages (v3 `behavior`, v2 `viewingHint`). */
  paged: boolean;
  canvases: PlannedCanvas[];
  renderings: PlannedRendering[];
}

/**
 * Plans a manifest from the record: one canvas per web resource in the record's order
 * (edmIsShownBy, then hasView); local images carry an Image API service so deep zoom works
 * offline; PDFs and other documents are offered as `rendering`. Returns undefined when the
 * record has nothing to paint (a manifest needs at least one canvas).
 */
export function planManifest({ base, item, media }: ManifestInput): ManifestPlan | undefined {
  const view = new RecordView(item.record);
  const aggregation = view.aggregation;
  const prefix = `${base}/presentation${item.id}`;
  const manifestId = `${prefix}/manifest`;
  const canvases: PlannedCanvas[] = [];
  const renderings: PlannedRendering[] = [];
  const displayable = media.filter((m) => m.entry.role !== 'object');
  for (const m of displayable) {
    const resource = view.webResource(m.entry.url);
    const kind = canvasKind(m.entry, item.type);
    const format = mimeOf(m.entry);
    // Documents are no content a canvas can show: they are offered as downloads. Sound and video
    // are painted even when the record gives no duration, on a canvas of nominal duration
    // (`UNKNOWN_DURATION` says why).
    if (kind === 'Text') {
      renderings.push({
        id: m.localFile ? mediaProxyUrl(base, item.id, m.entry) : m.entry.url,
        kind,
        label: englishLabel(`Download (${format ?? 'document'})`),
        ...(format ? { format } : {}),
      });
      continue;
    }
    const n = canvases.length + 1;
    const size = m.localImage ?? knownSize(m.entry);
    const timed = kind === 'Sound' || kind === 'Video';
    const duration = timed ? durationOf(resource) : undefined;
    const local = kind === 'Image' && m.localImage;
    const contentFormat = local ? 'image/jpeg' : format;
    canvases.push({
      media: m,
      kind,
      n,
      ...(kind === 'Sound' ? {} : { extent: size ?? UNKNOWN_SIZE }),
      ...(size && kind !== 'Sound' ? { size } : {}),
      ...(timed ? { canvasDuration: duration ?? UNKNOWN_DURATION } : {}),
      ...(duration ? { duration } : {}),
      label: toIiifLangMap(view, asLangMap(resource?.dcDescription)) ?? { none: [`p. ${n}`] },
      contentId: local
        ? `${base}/iiif/image/${m.entry.urlMd5}/full/max/0/default.jpg`
        : m.localFile
          ? mediaProxyUrl(base, item.id, m.entry)
          : m.entry.url,
      ...(contentFormat ? { format: contentFormat } : {}),
      ...(local ? { imageService: `${base}/iiif/image/${m.entry.urlMd5}` } : {}),
    });
  }
  if (!canvases.length) return undefined;

  const title =
    toIiifLangMap(view, view.field('dcTitle')) ??
    toIiifLangMap(view, view.field('dctermsAlternative'));
  const rights = allValues(aggregation?.edmRights)[0];
  const dataProvider = view.organizationNames(aggregation?.edmDataProvider)[0];
  const preview = media.find((m) => m.entry.role === 'object') ?? displayable[0];
  const summary = toIiifLangMap(view, view.field('dcDescription'));
  const homepage = webUrl(aggregation?.edmIsShownAt);
  return {
    prefix,
    manifestId,
    ...(title ? { title } : {}),
    ...(summary ? { summary } : {}),
    metadata: metadataOf(view),
    attribution: attributionOf(view, title, dataProvider, rights),
    ...(rights ? { rights } : {}),
    ...(dataProvider ? { dataProvider, providerId: providerId(view, manifestId) } : {}),
    ...(homepage
      ? {
          homepage: {
            id: homepage,
            label: englishLabel(dataProvider ? `View at ${dataProvider}` : 'View at the provider'),
          },
        }
      : {}),
    ...(preview ? { thumbnail: `${base}/thumbnail/v3/400/${preview.entry.urlMd5}` } : {}),
    recordApi: `${base}/record/v2${item.id}`,
    paged: item.type === 'TEXT' && canvases.length > 1,
    canvases,
    renderings,
  };
}

/**
 * A IIIF Presentation 3 manifest built from the record (https://iiif.io/api/presentation/3.0/):
 * the plan's canvases, each with an annotation page holding one painting annotation; local
 * images carry an ImageService3. Returns undefined when the record has nothing to paint.
 */
export function buildManifest(input: ManifestInput): Record<string, unknown> | undefined {
  const plan = planManifest(input);
  if (!plan) return undefined;
  const manifest: Record<string, unknown> = {
    '@context': PRESENTATION_CONTEXT,
    id: plan.manifestId,
    type: 'Manifest',
    label: plan.title ?? { none: [input.item.id] },
  };
  if (plan.summary) manifest.summary = plan.summary;
  if (plan.metadata.length) manifest.metadata = plan.metadata;
  manifest.requiredStatement = {
    label: englishLabel('Attribution'),
    value: { none: [plan.attribution] },
  };
  if (plan.rights && isIiifRights(plan.rights)) manifest.rights = plan.rights;
  if (plan.dataProvider && plan.providerId) {
    manifest.provider = [
      { id: plan.providerId, type: 'Agent', label: { none: [plan.dataProvider] } },
    ];
  }
  if (plan.homepage) {
    manifest.homepage = [
      { id: plan.homepage.id, type: 'Text', label: plan.homepage.label, format: 'text/html' },
    ];
  }
  if (plan.thumbnail) manifest.thumbnail = [{ id: plan.thumbnail, type: 'Image' }];
  manifest.seeAlso = [
    {
      id: `${plan.recordApi}.json`,
      type: 'Dataset',
      label: englishLabel('Record API metadata'),
      format: 'application/json',
    },
  ];
  if (plan.paged) manifest.behavior = ['paged'];
  if (plan.renderings.length) {
    manifest.rendering = plan.renderings.map((r) => ({
      id: r.id,
      type: r.kind,
      label: r.label,
      ...(r.format ? { format: r.format } : {}),
    }));
  }
  manifest.items = plan.canvases.map((c) => canvas(plan.prefix, input.base, c));
  return manifest;
}

function canvas(prefix: string, base: string, c: PlannedCanvas): Record<string, unknown> {
  const canvasId = `${prefix}/canvas/p${c.n}`;
  const body: Record<string, unknown> = { type: c.kind, id: c.contentId };
  if (c.format) body.format = c.format;
  if (c.imageService) {
    body.service = [{ id: c.imageService, type: 'ImageService3', profile: 'level2' }];
  }
  if (c.size) Object.assign(body, c.size);
  if (c.duration) body.duration = c.duration;
  return {
    id: canvasId,
    type: 'Canvas',
    label: c.label,
    ...c.extent,
    ...(c.canvasDuration ? { duration: c.canvasDuration } : {}),
    thumbnail: [{ id: `${base}/thumbnail/v3/200/${c.media.entry.urlMd5}`, type: 'Image' }],
    items: [
      {
        id: `${prefix}/page/p${c.n}`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${prefix}/annotation/p${c.n}-${c.kind.toLowerCase()}`,
            type: 'Annotation',
            motivation: 'painting',
            body,
            target: canvasId,
          },
        ],
      },
    ],
  };
}

function canvasKind(entry: MediaEntry, itemType: string): CanvasKind {
  const mime = mimeOf(entry);
  if (mime?.startsWith('image/')) return 'Image';
  if (mime?.startsWith('audio/')) return 'Sound';
  if (mime?.startsWith('video/')) return 'Video';
  if (mime) return 'Text';
  if (itemType === 'SOUND') return 'Sound';
  if (itemType === 'VIDEO') return 'Video';
  return 'Image';
}

function mimeOf(entry: MediaEntry): string | undefined {
  if (entry.mimeType) return entry.mimeType;
  try {
    return mimeTypeOfFile(new URL(entry.url).pathname);
  } catch {
    return undefined;
  }
}

function knownSize(entry: MediaEntry): { width: number; height: number } | undefined {
  return entry.width && entry.height ? { width: entry.width, height: entry.height } : undefined;
}

/** `ebucoreDuration` is milliseconds (as a string in the Record API); IIIF wants seconds. */
function durationOf(resource: EdmWebResource | undefined): number | undefined {
  const ms = Number(resource?.ebucoreDuration);
  return Number.isFinite(ms) && ms > 0 ? ms / 1000 : undefined;
}

function mediaProxyUrl(base: string, itemId: string, entry: MediaEntry): string {
  return `${base}/media${itemId}/${entry.urlMd5}`;
}

const METADATA_FIELDS: Array<[field: string, label: string]> = [
  ['dcCreator', 'Creator'],
  ['dcContributor', 'Contributor'],
  ['dcDate', 'Date'],
  ['dctermsCreated', 'Creation date'],
  ['dcType', 'Type of object'],
  ['dcSubject', 'Subject'],
  ['dctermsMedium', 'Medium'],
  ['dcFormat', 'Format'],
  ['dctermsExtent', 'Extent'],
  ['dctermsSpatial', 'Place'],
  ['dctermsTemporal', 'Period'],
  ['dcIdentifier', 'Identifier'],
];

function metadataOf(view: RecordView): Array<{ label: IiifLangMap; value: IiifLangMap }> {
  const out: Array<{ label: IiifLangMap; value: IiifLangMap }> = [];
  for (const [field, label] of METADATA_FIELDS) {
    const value = toIiifLangMap(view, view.field(field));
    if (value) out.push({ label: englishLabel(label), value });
  }
  const aggregation = view.aggregation;
  for (const [names, label] of [
    [view.organizationNames(aggregation?.edmDataProvider), 'Providing institution'],
    [view.organizationNames(aggregation?.edmProvider), 'Aggregator'],
  ] as const) {
    if (names.length) out.push({ label: englishLabel(label), value: { none: [...names] } });
  }
  return out;
}

/** Title – creator – institution – rights, like Europeana's attribution snippets. */
function attributionOf(
  view: RecordView,
  title: IiifLangMap | undefined,
  dataProvider: string | undefined,
  rights: string | undefined,
): string {
  const creator = firstValue(toIiifLangMap(view, view.field('dcCreator')));
  return [firstValue(title), creator, dataProvider, rights].filter(Boolean).join(' – ');
}

function providerId(view: RecordView, manifestId: string): string {
  const uri = allValues(view.aggregation?.edmDataProvider).find((v) => /^https?:\/\//.test(v));
  return uri ?? `${manifestId}#provider`;
}

/** Presentation 3 `rights` must be a Creative Commons or RightsStatements.org URI. */
function isIiifRights(uri: string): boolean {
  return /^https?:\/\/(creativecommons\.org|rightsstatements\.org)\//.test(uri);
}

/**
 * `value` when it is an absolute http(s) URL, the only kind of record URL a manifest links to;
 * undefined for any other scheme (`javascript:`, `data:`, `vbscript:`…), protocol-relative
 * (`//host/…`) or relative values and non-URLs. Kept as it is (trimmed), not normalised.
 */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // `http:host` parses too, but a client may resolve it against the manifest's URL.
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

function asLangMap(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return value as Record<string, string[]>;
}

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

type CanvasKind = 'Image' | 'Sound' | 'Video' | 'Text';

/**
 * When a remote image's or video's size is unknown the canvas still needs one (Presentation 3
 * §3: a canvas has an extent); the content itself is given no size, as we do not know it.
 */
const UNKNOWN_SIZE = { width: 1000, height: 1000 };

/**
 * A IIIF Presentation 3 manifest built from the record (https://iiif.io/api/presentation/3.0/):
 * one canvas per web resource in the record's order (edmIsShownBy, then hasView), each with an
 * annotation page holding one painting annotation; local images carry an ImageService3 so deep
 * zoom works offline; PDFs and other documents are offered as `rendering`. Returns undefined
 * when the record has nothing to paint (a manifest needs at least one canvas).
 */
export function buildManifest({
  base,
  item,
  media,
}: ManifestInput): Record<string, unknown> | undefined {
  const view = new RecordView(item.record);
  const aggregation = view.aggregation;
  const manifestId = `${base}/presentation${item.id}/manifest`;
  const canvases: Array<Record<string, unknown>> = [];
  const renderings: Array<Record<string, unknown>> = [];
  const displayable = media.filter((m) => m.entry.role !== 'object');
  for (const m of displayable) {
    const resource = view.webResource(m.entry.url);
    const kind = canvasKind(m.entry, item.type);
    // A canvas needs an extent (Presentation 3 §3): sound has only its duration, so a recording
    // whose duration the record does not give is offered as a download, not painted.
    if (kind === 'Text' || (kind === 'Sound' && !durationOf(resource))) {
      renderings.push({
        id: m.localFile ? mediaProxyUrl(base, item.id, m.entry) : m.entry.url,
        type: kind,
        label: englishLabel(`Download (${mimeOf(m.entry) ?? 'document'})`),
        ...(mimeOf(m.entry) ? { format: mimeOf(m.entry) } : {}),
      });
      continue;
    }
    canvases.push(canvas(base, item, m, kind, canvases.length + 1, resource, view));
  }
  if (!canvases.length) return undefined;

  const title =
    toIiifLangMap(view, view.field('dcTitle')) ??
    toIiifLangMap(view, view.field('dctermsAlternative'));
  const rights = allValues(aggregation?.edmRights)[0];
  const dataProvider = view.organizationNames(aggregation?.edmDataProvider)[0];
  const preview = media.find((m) => m.entry.role === 'object') ?? displayable[0];
  const manifest: Record<string, unknown> = {
    '@context': PRESENTATION_CONTEXT,
    id: manifestId,
    type: 'Manifest',
    label: title ?? { none: [item.id] },
  };
  const summary = toIiifLangMap(view, view.field('dcDescription'));
  if (summary) manifest.summary = summary;
  const metadata = metadataOf(view);
  if (metadata.length) manifest.metadata = metadata;
  manifest.requiredStatement = {
    label: englishLabel('Attribution'),
    value: { none: [attributionOf(view, title, dataProvider, rights)] },
  };
  if (rights && isIiifRights(rights)) manifest.rights = rights;
  if (dataProvider) {
    manifest.provider = [
      {
        id: providerId(view, manifestId),
        type: 'Agent',
        label: { none: [dataProvider] },
      },
    ];
  }
  if (aggregation?.edmIsShownAt) {
    manifest.homepage = [
      {
        id: aggregation.edmIsShownAt,
        type: 'Text',
        label: englishLabel(dataProvider ? `View at ${dataProvider}` : 'View at the provider'),
        format: 'text/html',
      },
    ];
  }
  if (preview)
    manifest.thumbnail = [
      { id: `${base}/thumbnail/v3/400/${preview.entry.urlMd5}`, type: 'Image' },
    ];
  manifest.seeAlso = [
    {
      id: `${base}/record/v2${item.id}.json`,
      type: 'Dataset',
      label: englishLabel('Record API metadata'),
      format: 'application/json',
    },
  ];
  if (item.type === 'TEXT' && canvases.length > 1) manifest.behavior = ['paged'];
  if (renderings.length) manifest.rendering = renderings;
  manifest.items = canvases;
  return manifest;
}

function canvas(
  base: string,
  item: StoredItem,
  m: ManifestMedia,
  kind: Exclude<CanvasKind, 'Text'>,
  n: number,
  resource: EdmWebResource | undefined,
  view: RecordView,
): Record<string, unknown> {
  const prefix = `${base}/presentation${item.id}`;
  const canvasId = `${prefix}/canvas/p${n}`;
  const size = m.localImage ?? knownSize(m.entry);
  const extent = kind === 'Sound' ? undefined : (size ?? UNKNOWN_SIZE);
  const duration = durationOf(resource);
  const body: Record<string, unknown> = { type: kind };
  if (kind === 'Image' && m.localImage) {
    body.id = `${base}/iiif/image/${m.entry.urlMd5}/full/max/0/default.jpg`;
    body.format = 'image/jpeg';
    body.service = [
      { id: `${base}/iiif/image/${m.entry.urlMd5}`, type: 'ImageService3', profile: 'level2' },
    ];
  } else {
    body.id = m.localFile ? mediaProxyUrl(base, item.id, m.entry) : m.entry.url;
    const format = mimeOf(m.entry);
    if (format) body.format = format;
  }
  if (size && kind !== 'Sound') Object.assign(body, size);
  if (duration && kind !== 'Image') body.duration = duration;
  const label = toIiifLangMap(view, asLangMap(resource?.dcDescription)) ?? { none: [`p. ${n}`] };
  return {
    id: canvasId,
    type: 'Canvas',
    label,
    ...extent,
    ...(duration && kind !== 'Image' ? { duration } : {}),
    thumbnail: [{ id: `${base}/thumbnail/v3/200/${m.entry.urlMd5}`, type: 'Image' }],
    items: [
      {
        id: `${prefix}/page/p${n}`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${prefix}/annotation/p${n}-${kind.toLowerCase()}`,
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

function asLangMap(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return value as Record<string, string[]>;
}

import type { TFunction } from 'i18next';
import {
  annotationKeywords,
  annotationTranscriptions,
  fieldValues,
  ITEM_DISPLAY_FIELDS,
  linkedEntities,
  mergeRecordMetadata,
  providerAggregation,
  providerPageUrl,
  recordEntities,
  recordIiifManifest,
  recordMedia,
  resolveRecordMetadata,
  setLanguageValue,
  type Annotation,
  type ApiClients,
  type EdmType,
  type ItemDisplayField,
  type ItemMedia,
  type LanguageMap,
  type RecordEntity,
  type RecordObject,
  type ResolvedLanguageMap,
  type Transcription,
  asLanguageMap,
  isLocaleCode,
  localeByCode,
  localise,
  truncate,
  originalMediaUrl,
} from '@portal/shared-kernel';
import { itemNamer, type ItemNamer } from './item-names';

/** A web resource with the URLs the page uses for it (all same-origin `/api/...` paths). */
export interface MediaView extends Omit<ItemMedia, 'description'> {
  /** Its description in the page's language, shortened: the media's caption. */
  caption?: { text: string; lang?: string };
  /** Thumbnail API v3, 200 and 400 px wide. */
  thumbnail: { small: string; large: string };
  /** The original through the media proxy (downloads, players). */
  proxyUrl: string;
  /** PDFs and texts: the original to open in the browser ("Open the document"), not to save. */
  openUrl?: string;
}

/** Values the anonymous similar-items search is built from (contract §5). */
export interface SimilarItemsBasis {
  what: string[];
  who: string[];
  dataProvider: string[];
}

/**
 * Everything the item page shows of a record, computed once in the loader: compact (it travels
 * in the page as loader data instead of the raw record) and locale-dependent where formatting is
 * (timestamps), so the server and the browser render the same text.
 */
export interface ItemView {
  id: string;
  type: EdmType;
  title?: LanguageMap;
  description?: LanguageMap;
  /** Displayed fields in the page's order, title and description left out (shown above). */
  metadata: Array<[ItemDisplayField, ResolvedLanguageMap]>;
  media: MediaView[];
  /** The item's preview image (for `og:image`, cards and items without displayable media). */
  preview?: { small: string; large: string };
  /** Rights statement of the item (the provider aggregation's `edmRights`). */
  rights?: string;
  /** The provider's page about the item. */
  isShownAt?: string;
  /** When the record was first published, ISO 8601 (its `timestamp_created`): for JSON-LD. */
  published?: string;
  /** The manifest the viewer reads: the record's own when it points to one, else the generated one. */
  manifest: { url: string; own: boolean };
  /** Europeana entities the item links to: its related collections. */
  entities: RecordEntity[];
  transcriptions: Transcription[];
  /**
   * Names, in the page's language, of the page's language and of the languages the title,
   * description and transcriptions are in ("Englisch" on a German page, "polski" on a Polish
   * one), for the labels that name them. Made here, with the data, so that the server and the
   * browser render the same words.
   */
  languageNames: Record<string, string>;
  similar: SimilarItemsBasis;
  /** Set when the metadata was machine-translated into this language. */
  translatedTo?: string;
}

export interface ItemViewOptions {
  locale: string;
  /**
   * The item namespace's translations: languages, countries and dates are named from its tables
   * (item-names.ts). Without it, from the runtime's Intl.
   */
  t?: TFunction;
  annotations?: readonly Annotation[];
  /** The record was fetched with `profile=translate` into this language. */
  translatedTo?: string;
}

/** Fields shown elsewhere on the page than in the metadata list. */
const SHOWN_ABOVE = new Set<ItemDisplayField>(['dcTitle', 'dcDescription']);
/** Fields whose entities are the item's related collections, in order of interest. */
const COLLECTION_FIELDS: ItemDisplayField[] = [
  'dcCreator',
  'dcContributor',
  'dcSubject',
  'dcType',
  'dctermsSpatial',
  'dcCoverage',
  'dctermsTemporal',
  'dcDate',
  'dctermsCreated',
  'edmCurrentLocation',
  'dcFormat',
  'dctermsMedium',
  'edmDataProvider',
];
const MAX_RELATED_COLLECTIONS = 12;
/** Captions of media are short: a web resource's description can be a whole catalogue entry. */
const CAPTION_LIMIT = 120;
const MAX_SIMILAR_TERMS = 6;

export function buildItemView(
  record: RecordObject,
  api: Pick<ApiClients, 'thumbnail' | 'mediaProxy' | 'iiifPresentation'>,
  options: ItemViewOptions,
): ItemView {
  const merged = mergeRecordMetadata(record, { translating: Boolean(options.translatedTo) });
  const keywords = annotationKeywords(options.annotations ?? []);
  if (keywords) merged.keywords = keywords;
  const intlLocale = isLocaleCode(options.locale)
    ? localeByCode(options.locale).iso
    : options.locale;
  const names = itemNamer(intlLocale, options.t);
  const published = isoTimestamp(merged.timestampCreated?.def?.[0]);
  formatTimestamps(merged, names);
  nameLanguages(merged, names);
  nameCountries(merged, names);
  const metadata = resolveRecordMetadata(merged, recordEntities(record));

  const id = record.about;
  const recordItems = recordMedia(record);
  const media = recordItems.map<MediaView>(({ description, ...item }) => {
    const view: MediaView = {
      ...item,
      thumbnail: {
        small: api.thumbnail.media(item.about, 'small'),
        large: api.thumbnail.media(item.about, 'large'),
      },
      proxyUrl: api.mediaProxy.url(id, item.about),
    };
    if (item.kind === 'pdf' || item.kind === 'text') {
      view.openUrl = api.mediaProxy.url(id, item.about, 'inline');
    }
    const caption = localise(description, options.locale);
    if (caption?.values[0]) {
      const text = truncate(caption.values[0], CAPTION_LIMIT);
      view.caption = caption.lang ? { text, lang: caption.lang } : { text };
    }
    return view;
  });
  const ownManifest = recordIiifManifest(record, recordItems);
  const aggregation = providerAggregation(record);
  const previewSource = previewSourceOf(record);

  const view: ItemView = {
    id,
    type: record.type,
    metadata: ITEM_DISPLAY_FIELDS.filter((field) => metadata[field] && !SHOWN_ABOVE.has(field)).map(
      (field) => [field, metadata[field]!],
    ),
    media,
    manifest: ownManifest
      ? { url: ownManifest, own: true }
      : { url: api.iiifPresentation.manifestUrl(id), own: false },
    entities: linkedEntities(
      COLLECTION_FIELDS.map((field) => metadata[field]),
      MAX_RELATED_COLLECTIONS,
    ),
    transcriptions: annotationTranscriptions(options.annotations ?? []),
    languageNames: {},
    similar: {
      what: terms([metadata.dcType, metadata.dcSubject]),
      who: terms([metadata.dcCreator]),
      dataProvider: terms([metadata.edmDataProvider]),
    },
  };
  const title = merged.dcTitle ?? merged.dctermsAlternative ?? asLanguageMap(record.title);
  if (title) view.title = title;
  if (merged.dcDescription) view.description = merged.dcDescription;
  if (previewSource) {
    view.preview = {
      small: api.thumbnail.media(previewSource, 'small'),
      large: api.thumbnail.media(previewSource, 'large'),
    };
  }
  const rights = merged.edmRights?.def?.[0];
  if (rights) view.rights = rights;
  if (published) view.published = published;
  if (typeof aggregation?.edmIsShownAt === 'string')
    view.isShownAt = providerPageUrl(aggregation.edmIsShownAt);
  if (options.translatedTo) view.translatedTo = options.translatedTo;
  view.languageNames = namesOfTextLanguages(view, options.locale, names);
  return view;
}

/**
 * The media URL the item's preview is the thumbnail of: the aggregation's `edmObject` (what the
 * Thumbnail API makes previews from), else `edmIsShownBy`, else whatever `edmPreview` points at.
 */
function previewSourceOf(record: RecordObject): string | undefined {
  const aggregation = providerAggregation(record);
  for (const candidate of [aggregation?.edmObject, aggregation?.edmIsShownBy]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  const preview = record.europeanaAggregation?.edmPreview;
  return typeof preview === 'string' && preview ? originalMediaUrl(preview) : undefined;
}

/** A timestamp as ISO 8601, when it is one after 1970 (0 stands for "not known"). */
function isoTimestamp(text: string | undefined): string | undefined {
  const date = text ? new Date(text) : undefined;
  return date && date.getTime() > 0 ? date.toISOString() : undefined;
}

/** Timestamps shown as dates of the page's language (UTC, so every server says the same). */
function formatTimestamps(metadata: ReturnType<typeof mergeRecordMetadata>, names: ItemNamer) {
  for (const field of ['timestampCreated', 'timestampUpdate'] as const) {
    const iso = metadata[field]?.def?.[0];
    const date = iso ? new Date(iso) : undefined;
    // Some records carry 0 for "not known" (1 January 1970): no record was published before it.
    if (date && date.getTime() > 0) metadata[field] = { def: [names.date(date)] };
    else delete metadata[field];
  }
}

/** The providing country in the page's language (the Record API gives its English name). */
function nameCountries(metadata: ReturnType<typeof mergeRecordMetadata>, names: ItemNamer) {
  const map = metadata.edmCountry;
  if (!map) return;
  const named: LanguageMap = {};
  for (const [lang, values] of Object.entries(map))
    setLanguageValue(
      named,
      lang,
      values.map((value) => names.country(value)),
    );
  metadata.edmCountry = named;
}

/**
 * Language codes (`dcLanguage`, `edmLanguage`: `nl`, `mul`) shown as language names of the page's
 * language; anything that is not a code stays as it is.
 */
function nameLanguages(metadata: ReturnType<typeof mergeRecordMetadata>, names: ItemNamer) {
  for (const field of ['dcLanguage', 'edmLanguage'] as const) {
    const map = metadata[field];
    if (!map) continue;
    const named: LanguageMap = {};
    for (const [lang, values] of Object.entries(map)) {
      // Not `named[lang] = …`: a record's `__proto__` language would replace the prototype.
      setLanguageValue(
        named,
        lang,
        values.map((value) => names.language(value) ?? value),
      );
    }
    metadata[field] = named;
  }
}

/**
 * `languageNames` of the view: each language tag of its texts, and the page's own language (the
 * one metadata is translated into), named in `locale` when known.
 */
function namesOfTextLanguages(
  view: ItemView,
  pageLanguage: string,
  names: ItemNamer,
): Record<string, string> {
  const codes = new Set([
    pageLanguage,
    ...Object.keys(view.title ?? {}),
    ...Object.keys(view.description ?? {}),
    ...view.transcriptions.flatMap((transcription) => transcription.lang ?? []),
  ]);
  const out: Record<string, string> = {};
  for (const code of codes) {
    const name = names.language(code);
    if (name) out[code] = name;
  }
  return out;
}

/** Plain text values of fields (English or untagged labels first), for a search query. */
function terms(fields: Array<ResolvedLanguageMap | undefined>): string[] {
  const out: string[] = [];
  for (const field of fields) {
    for (const value of fieldValues(field, 'en')) {
      if (value.url || out.includes(value.text)) continue;
      out.push(value.text);
      if (out.length >= MAX_SIMILAR_TERMS) return out;
    }
  }
  return out;
}

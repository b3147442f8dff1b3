import { isUri, ownLangList } from '../lang-map';
import { CONTEXTUAL_CLASSES, type EdmContextualEntity, type EdmRecord } from '../types';
import { entitySchemaOrg, fromContextual } from './entity-schema-org';
import {
  entries,
  isoDate,
  isoDuration,
  multilingual,
  plain,
  put,
  references,
  SCHEMA_CONTEXT,
  type SchemaValue,
} from './values';

/** schema.org types by EDM type, as the item page's JSON-LD (mf-item `item-json-ld.ts`). */
const TYPE_OF_EDM_TYPE: Readonly<Record<string, string>> = {
  IMAGE: 'VisualArtwork',
  TEXT: 'CreativeWork',
  SOUND: 'AudioObject',
  VIDEO: 'VideoObject',
  '3D': '3DModel',
};

/**
 * Europeana's more specific types, for records that name these concepts (SchemaOrgTypeFactory:
 * books, maps, paintings, photographs, sculptures, art, newspapers).
 */
const TYPE_OF_CONCEPT: Readonly<Record<string, string>> = {
  '6': 'Book',
  '43': 'Map',
  '47': 'Painting',
  '48': 'Photograph',
  '51': 'Sculpture',
  '190': 'VisualArtwork',
  '18': 'Newspaper',
};
const CONCEPT = /^http:\/\/data\.europeana\.eu\/concept\/(?:base\/)?(\d+)$/;
const VISUAL = new Set(['VisualArtwork', 'Painting', 'Photograph', 'Sculpture', 'Map']);
const CONTEXTUAL_TYPE: Readonly<Record<string, string>> = {
  agents: 'Agent',
  concepts: 'Concept',
  places: 'Place',
  timespans: 'TimeSpan',
  organizations: 'Organization',
};

type Part = Record<string, unknown>;

/** The objects of a list, whatever else a malformed record put there. */
const partsOf = (value: unknown): Part[] =>
  Array.isArray(value) ? value.filter((v): v is Part => !!v && typeof v === 'object') : [];
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** Every `@id` an object refers to, at any depth (its own included). */
function collectIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => collectIds(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '@id' && typeof v === 'string') into.add(v);
      else collectIds(v, into);
    }
  }
}

/** The values of `key` in every proxy, provider first, merged into one language map. */
function proxyValues(record: EdmRecord, key: string): Part {
  const map: Record<string, string[]> = {};
  for (const proxy of partsOf(record.proxies)) {
    // Not `map[lang] ??= []`: languages come from the record (`constructor`, `__proto__`).
    for (const [lang, value] of entries(proxy[key])) ownLangList(map, lang).push(value);
  }
  return map;
}

function schemaType(record: EdmRecord): string {
  // Europeana's rule first: a type concept named by dc:type, dc:subject or edm:hasType.
  for (const key of ['dcType', 'dcSubject', 'edmHasType']) {
    for (const [, value] of entries(proxyValues(record, key))) {
      const type = TYPE_OF_CONCEPT[CONCEPT.exec(value)?.[1] ?? ''];
      if (type) return type;
    }
  }
  return TYPE_OF_EDM_TYPE[String(record.type).toUpperCase()] ?? 'CreativeWork';
}

/**
 * Dates as Europeana writes them (SchemaOrgUtils.processDateValue): a time span the record
 * embeds as its `begin/end` range, or a reference when its dates are no dates; other text as it
 * is when `any`, else only years and ISO dates.
 */
function dates(
  map: unknown,
  timespans: readonly EdmContextualEntity[],
  any: boolean,
): SchemaValue[] {
  const out: SchemaValue[] = [];
  for (const [, value] of entries(map)) {
    if (isUri(value)) {
      const span = timespans.find((t) => t.about === value);
      const begin = span && isoDate(plain(span.begin)[0] ?? '');
      const end = span && isoDate(plain(span.end)[0] ?? '');
      out.push(begin && end ? `${begin}/${end}` : { '@id': value });
    } else if (any || isoDate(value)) {
      out.push(value);
    }
  }
  return out;
}

/** A web resource as its schema.org media object (SchemaOrgUtils.processWebResource). */
function mediaObject(
  resource: Part,
  record: EdmRecord,
  rights: unknown,
  item: string,
): Record<string, unknown> {
  const mime = typeof resource.ebucoreHasMimeType === 'string' ? resource.ebucoreHasMimeType : '';
  const type = /^image\//.test(mime)
    ? 'ImageObject'
    : /^(audio|sound)\//.test(mime)
      ? 'AudioObject'
      : /^video\//.test(mime)
        ? 'VideoObject'
        : 'MediaObject';
  const out: Record<string, unknown> = { '@type': type, '@id': resource.about };
  put(out, 'contentUrl', [String(resource.about)]);
  put(out, 'encodingFormat', mime ? [mime] : []);
  put(out, 'description', multilingual(resource.dcDescription));
  put(out, 'encodesCreativeWork', [{ '@id': item }]);
  const license = entries(resource.webResourceEdmRights).length
    ? resource.webResourceEdmRights
    : rights;
  put(
    out,
    'license',
    entries(license).map(([, v]) => v),
  );
  if (typeof resource.ebucoreFileByteSize === 'number')
    put(out, 'contentSize', [String(resource.ebucoreFileByteSize)]);
  if (type !== 'AudioObject') {
    for (const [key, property] of [
      ['ebucoreHeight', 'height'],
      ['ebucoreWidth', 'width'],
    ] as const) {
      const value = resource[key];
      if (typeof value === 'number')
        out[property] = { '@type': 'QuantitativeValue', value, unitCode: 'E37' };
    }
  }
  if (type === 'AudioObject' || type === 'VideoObject') {
    const duration = isoDuration(resource.ebucoreDuration);
    if (duration) out.duration = duration;
    if (typeof resource.ebucoreBitRate === 'number') out.bitrate = String(resource.ebucoreBitRate);
  }
  if (type === 'VideoObject') {
    const preview = text(record.europeanaAggregation?.edmPreview);
    if (preview) out.thumbnailUrl = preview;
    const created = text(record.timestamp_created);
    if (created) out.uploadDate = created;
  }
  return out;
}

/**
 * The schema.org view of a record (Record API `.schema.jsonld`), after Europeana's
 * SchemaOrgUtils: the object as a CreativeWork subtype (by the type concepts Europeana maps,
 * else by EDM type as the item page's JSON-LD does) with its names, descriptions, creators,
 * contributors, publishers and subjects (entities as references, text as named Things), dates
 * (time spans as ranges), places, languages, providers, licence, landing page, thumbnail and its
 * media objects; the entities it references follow it in the `@graph`. `record` is the object as
 * the Record API shows it (thumbnail URLs resolved).
 */
export function recordSchemaOrg(record: EdmRecord): Record<string, unknown> {
  const item = `http://data.europeana.eu/item${String(record.about)}`;
  const type = schemaType(record);
  const aggregation: Part = partsOf(record.aggregations)[0] ?? {};
  const europeana = partsOf([record.europeanaAggregation])[0] ?? {};
  const timespans = partsOf(record.timespans) as EdmContextualEntity[];
  const main: Record<string, unknown> = { '@type': type, '@id': item };
  put(main, 'url', text(europeana.edmLandingPage) ? [europeana.edmLandingPage as string] : []);
  put(main, 'name', multilingual(proxyValues(record, 'dcTitle'), { uris: true }));
  put(
    main,
    'alternateName',
    multilingual(proxyValues(record, 'dctermsAlternative'), { uris: true }),
  );
  put(main, 'description', multilingual(proxyValues(record, 'dcDescription')));
  put(main, 'creator', references(proxyValues(record, 'dcCreator')));
  put(main, 'contributor', references(proxyValues(record, 'dcContributor')));
  put(main, 'publisher', references(proxyValues(record, 'dcPublisher')));
  // dc:coverage holds places, dates and other subjects; Europeana sorts them out by their values.
  const coverage = entries(proxyValues(record, 'dcCoverage'));
  const isPlace = (v: string) =>
    /^http:\/\/data\.europeana\.eu\/place\//.test(v) ||
    partsOf(record.places).some((p) => p.about === v);
  const isDate = (v: string) =>
    isUri(v)
      ? timespans.some((t) => t.about === v) || v.startsWith('http://semium.org/')
      : !!isoDate(v);
  put(main, 'about', [
    ...references(proxyValues(record, 'dcSubject')),
    ...references(proxyValues(record, 'dcType')),
    ...references(proxyValues(record, 'edmHasType')),
    ...references(
      Object.fromEntries(
        coverage.filter(([, v]) => !isPlace(v) && !isDate(v)).map(([lang, v]) => [lang, [v]]),
      ),
    ),
  ]);
  // Europeana's dateCreated is dcterms:created; the item page's JSON-LD falls back on dc:date.
  const created = proxyValues(record, 'dctermsCreated');
  put(
    main,
    'dateCreated',
    dates(entries(created).length ? created : proxyValues(record, 'dcDate'), timespans, true),
  );
  put(main, 'datePublished', dates(proxyValues(record, 'dctermsIssued'), timespans, true));
  put(main, 'temporalCoverage', [
    ...dates(
      coverage.filter(([, v]) => isDate(v)).map(([, v]) => v),
      timespans,
      false,
    ),
    ...dates(proxyValues(record, 'dctermsTemporal'), timespans, false),
  ]);
  put(main, 'contentLocation', references(proxyValues(record, 'dctermsSpatial'), 'Place'));
  put(
    main,
    'spatialCoverage',
    coverage.filter(([, v]) => isPlace(v)).map(([, v]) => ({ '@id': v })),
  );
  put(
    main,
    'inLanguage',
    plain(proxyValues(record, 'dcLanguage')).map((name) => ({ '@type': 'Language', name })),
  );
  put(main, 'identifier', plain(proxyValues(record, 'dcIdentifier')));
  put(main, 'hasPart', references(proxyValues(record, 'dctermsHasPart'), 'CreativeWork'));
  put(main, 'isPartOf', references(proxyValues(record, 'dctermsIsPartOf'), 'CreativeWork'));
  put(main, 'exampleOfWork', references(proxyValues(record, 'dctermsIsFormatOf'), 'CreativeWork'));
  put(main, 'mentions', references(proxyValues(record, 'dctermsReferences')));
  if (VISUAL.has(type)) {
    put(main, 'artform', multilingual(proxyValues(record, 'dcFormat')));
    put(main, 'artMedium', multilingual(proxyValues(record, 'dctermsMedium')));
  }
  put(main, 'provider', [
    ...references(aggregation.edmDataProvider, 'Organization'),
    ...references(aggregation.edmProvider, 'Organization'),
    ...references(aggregation.edmIntermediateProvider, 'Organization'),
  ]);
  put(
    main,
    'license',
    entries(aggregation.edmRights).map(([, v]) => v),
  );
  put(main, 'sameAs', [
    ...(typeof aggregation.edmIsShownAt === 'string' ? [aggregation.edmIsShownAt] : []),
    ...entries(partsOf(record.providedCHOs)[0]?.owlSameAs).map(([, v]) => v),
  ]);
  const preview = text(europeana.edmPreview);
  if (preview) {
    main.thumbnailUrl = preview;
    // The item page's JSON-LD gives the larger thumbnail as its image.
    main.image = preview.includes('?') ? `${preview}&size=w400` : preview;
  }
  const shown = new Set<unknown>([
    ...(typeof aggregation.edmIsShownBy === 'string' ? [aggregation.edmIsShownBy] : []),
    ...(Array.isArray(aggregation.hasView) ? aggregation.hasView : []),
  ]);
  const resources = partsOf(aggregation.webResources).filter((r) => text(r.about));
  const media = resources
    .filter((r) => shown.has(r.about as string) && typeof r.ebucoreHasMimeType === 'string')
    .map((r) => mediaObject(r, record, aggregation.edmRights, item));
  put(
    main,
    'associatedMedia',
    media.map((m) => ({ '@id': m['@id'] as string })),
  );

  // The entities the object refers to, each once, in the Record API's order.
  const referenced = new Set<string>();
  collectIds(main, referenced);
  const entities = CONTEXTUAL_CLASSES.flatMap((list) =>
    (partsOf(record[list]) as EdmContextualEntity[])
      .filter((entity) => typeof entity.about === 'string' && referenced.has(entity.about))
      .map((entity) => entitySchemaOrg(fromContextual(entity, CONTEXTUAL_TYPE[list]!))),
  );
  return { '@context': SCHEMA_CONTEXT, '@graph': [main, ...media, ...entities] };
}

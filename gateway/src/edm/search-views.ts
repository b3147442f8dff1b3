/** Fields of each Search API item view (api2 BriefView / ApiView / RichView), contract §1. */
export const MINIMAL_FIELDS = [
  'id',
  'type',
  'title',
  'dcTitleLangAware',
  'dcDescription',
  'dcDescriptionLangAware',
  'dcCreator',
  'dcCreatorLangAware',
  'dataProvider',
  'provider',
  'rights',
  'year',
  'language',
  'edmIsShownBy',
  'edmIsShownAt',
  'edmPreview',
  'link',
  'guid',
  'score',
  'europeanaCompleteness',
  'edmPlaceLatitude',
  'edmPlaceLongitude',
];

export const STANDARD_FIELDS = [
  ...MINIMAL_FIELDS,
  'completeness',
  'country',
  'ugc',
  'europeanaCollectionName',
  'edmDatasetName',
  'dcLanguage',
  'dcLanguageLangAware',
  'timestamp',
  'timestamp_created',
  'timestamp_created_epoch',
  'timestamp_update',
  'timestamp_update_epoch',
  'previewNoDistribute',
  'dctermsIsPartOf',
  'edmConcept',
  'edmConceptLabel',
  'edmConceptPrefLabelLangAware',
  'edmConceptBroaderTerm',
  'edmConceptBroaderLabel',
  'edmPlaceLabel',
  'edmPlaceLabelLangAware',
  'edmPlaceAltLabel',
  'edmPlaceAltLabelLangAware',
  'edmTimespanLabel',
  'edmTimespanLabelLangAware',
  'edmTimespanBegin',
  'edmTimespanEnd',
];

/** api2 quirk: a profile list without minimal/standard (e.g. `facets`) adds these to standard. */
export const QUIRK_EXTRA_FIELDS = [
  'edmAgent',
  'edmPlace',
  'edmTimespan',
  'dcContributor',
  'dctermsSpatial',
];

export const RICH_FIELDS = [
  ...STANDARD_FIELDS,
  ...QUIRK_EXTRA_FIELDS,
  'edmAgentLabel',
  'edmAgentLabelLangAware',
  'dcContributorLangAware',
  'dcTypeLangAware',
  'dcSubjectLangAware',
  'edmLandingPage',
  'organizations',
];

/**
 * Fields the rich view adds only with `profile=debug` too (api2 RichView: "temporary added for
 * debugging purposes", EA-1395): the item's full text by language, Solr's `fulltext.*`.
 */
export const RICH_DEBUG_FIELDS = ['fulltextLangAware'];

/**
 * Fields `profile=debug` adds to any view: the item's tiers, which the stored search document
 * does not hold (they are store columns, added per request).
 */
export const DEBUG_FIELDS = ['contentTier', 'metadataTier'];

/** Fields added per request (they depend on the gateway URL, the key, the score). */
export const REQUEST_FIELDS = ['edmPreview', 'guid', 'link', 'score'] as const;

/** Joins the parts of a minimal view: U+0001, which JSON always escapes, never occurs in them. */
const SEPARATOR = '\u0001';

/** Stored minimal fields and the run (between request fields) each belongs to. */
const MINIMAL_RUN = new Map(
  MINIMAL_FIELDS.filter((key) => !(REQUEST_FIELDS as readonly string[]).includes(key)).map(
    (key) => [key, REQUEST_FIELDS.filter((f) => f < key).length],
  ),
);

/** A minimal item as JSON text from its stored parts and the request fields. */
export function minimalItemJson(
  parts: string,
  request: { preview?: (source: string) => string; guid: string; link: string; score: number },
): string {
  const [preview = '', ...runs] = parts.split(SEPARATOR);
  const inserted = [
    preview && request.preview ? `"edmPreview":${JSON.stringify([request.preview(preview)])}` : '',
    `"guid":${JSON.stringify(request.guid)}`,
    `"link":${JSON.stringify(request.link)}`,
    `"score":${JSON.stringify(request.score)}`,
  ];
  const pieces: string[] = [];
  for (let i = 0; i < runs.length; i++) {
    if (runs[i]) pieces.push(runs[i]!);
    if (i < inserted.length && inserted[i]) pieces.push(inserted[i]!);
  }
  return `{${pieces.join(',')}}`;
}

/**
 * The search document and its minimal view as JSON text, from one pass over the document: each
 * `"key":value` pair is serialised once and used by both texts. The document's text is what
 * `JSON.stringify(doc)` writes. The minimal view is the preview source, then the minimal fields
 * in runs between the request fields (guid, link, score), which `minimalItemJson` fills in;
 * search documents are written with sorted keys, so runs come out in order.
 */
export function serializeSearchDoc(doc: Record<string, unknown>): {
  json: string;
  minimal: string;
} {
  let json = '';
  const runs = ['', '', '', '', ''];
  for (const key in doc) {
    const value = doc[key];
    const valueJson = JSON.stringify(value) as string | undefined;
    // JSON.stringify leaves out keys whose value has no JSON text (undefined, functions).
    if (valueJson === undefined) continue;
    const pair = `${keyJson(key)}${valueJson}`;
    json = json ? `${json},${pair}` : pair;
    const run = MINIMAL_RUN.get(key);
    if (run !== undefined) runs[run] = runs[run] ? `${runs[run]},${pair}` : pair;
  }
  const preview =
    Array.isArray(doc.edmPreview) && typeof doc.edmPreview[0] === 'string' ? doc.edmPreview[0] : '';
  return { json: `{${json}}`, minimal: [preview, ...runs].join(SEPARATOR) };
}

/** `"key":`, kept per key (documents share their few dozen keys). */
function keyJson(key: string): string {
  let text = KEY_JSON.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (KEY_JSON.size < 1000) KEY_JSON.set(key, text);
  }
  return text;
}

const KEY_JSON = new Map<string, string>();

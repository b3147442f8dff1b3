import { filterLangMap } from '../../edm/lang-map';
import type { LangMap } from '../../edm/types';
import type { Profile } from './params';

/** Fields of each Search API item view (api2 BriefView / ApiView / RichView), contract §1. */
const MINIMAL = [
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
const STANDARD = [
  ...MINIMAL,
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
const QUIRK_EXTRAS = ['edmAgent', 'edmPlace', 'edmTimespan', 'dcContributor', 'dctermsSpatial'];
const RICH = [
  ...STANDARD,
  ...QUIRK_EXTRAS,
  'edmAgentLabel',
  'edmAgentLabelLangAware',
  'dcContributorLangAware',
  'dcTypeLangAware',
  'dcSubjectLangAware',
  'edmLandingPage',
];

const VIEWS: Record<Profile, Set<string>> = {
  minimal: new Set(MINIMAL),
  standard: new Set(STANDARD),
  rich: new Set(RICH),
};
const STANDARD_WITH_QUIRK = new Set([...STANDARD, ...QUIRK_EXTRAS]);
/** Dropped when `lang` is given (their language-aware twins are filtered instead). */
const NON_LANG_AWARE = new Set(['title', 'dcCreator', 'dcDescription']);

export interface ItemViewContext {
  view: Profile;
  facetsQuirk: boolean;
  lang: readonly string[];
  publicUrl: string;
  portalUrl: string;
  apiKey?: string;
}

/**
 * Projects a stored search document (every field, see STORE.md) to the requested view, adds the
 * request-dependent fields and returns it with keys in alphabetical order.
 */
export function itemView(
  doc: Record<string, unknown>,
  score: number,
  ctx: ItemViewContext,
): Record<string, unknown> {
  const fields = ctx.facetsQuirk ? STANDARD_WITH_QUIRK : VIEWS[ctx.view];
  const id = String(doc.id);
  const type = String(doc.type);
  const extra: Record<string, unknown> = {
    score,
    link: `${ctx.publicUrl}/record/v2${id}.json${ctx.apiKey ? `?wskey=${encodeURIComponent(ctx.apiKey)}` : ''}`,
    guid: `${ctx.portalUrl}/item${id}${ctx.apiKey ? `?utm_source=api&utm_medium=api&utm_campaign=${encodeURIComponent(ctx.apiKey)}` : ''}`,
  };
  const preview = doc.edmPreview;
  if (Array.isArray(preview) && typeof preview[0] === 'string') {
    extra.edmPreview = [thumbnailUrl(ctx.publicUrl, preview[0], type)];
  }
  const out: Record<string, unknown> = {};
  const keys = [...Object.keys(doc), ...Object.keys(extra)].filter((k) => fields.has(k)).sort();
  for (const key of keys) {
    if (ctx.lang.length && NON_LANG_AWARE.has(key)) continue;
    let value = key in extra ? extra[key] : doc[key];
    if (ctx.lang.length && key.endsWith('LangAware') && value && typeof value === 'object') {
      value = filterLangMap(value as LangMap, ctx.lang);
      if (!value) continue;
    }
    out[key] = value;
  }
  return out;
}

/** The v2 thumbnail URL form api2 emits in `edmPreview`. */
export function thumbnailUrl(publicUrl: string, mediaUrl: string, type: string): string {
  return `${publicUrl}/thumbnail/v2/url.json?uri=${encodeURIComponent(mediaUrl)}&type=${encodeURIComponent(type)}`;
}

import { filterLangMap } from '../../edm/lang-map';
import {
  DEBUG_FIELDS,
  MINIMAL_FIELDS,
  QUIRK_EXTRA_FIELDS,
  RICH_DEBUG_FIELDS,
  RICH_FIELDS,
  STANDARD_FIELDS,
} from '../../edm/search-views';
import type { LangMap } from '../../edm/types';
import type { Profile } from './params';

const VIEWS: Record<Profile, Set<string>> = {
  minimal: new Set(MINIMAL_FIELDS),
  standard: new Set(STANDARD_FIELDS),
  rich: new Set(RICH_FIELDS),
};
const STANDARD_WITH_QUIRK = new Set([...STANDARD_FIELDS, ...QUIRK_EXTRA_FIELDS]);
const DEBUG = new Set(DEBUG_FIELDS);
const RICH_DEBUG = new Set(RICH_DEBUG_FIELDS);
/** Dropped when `lang` is given (their language-aware twins are filtered instead). */
const NON_LANG_AWARE = new Set(['title', 'dcCreator', 'dcDescription']);

export interface ItemViewContext {
  view: Profile;
  facetsQuirk: boolean;
  lang: readonly string[];
  publicUrl: string;
  portalUrl: string;
  apiKey?: string;
  /** profile=debug: keep the debug fields the caller added to the document. */
  debug?: boolean;
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
    link: recordLink(id, ctx),
    guid: portalLink(id, ctx),
  };
  const preview = doc.edmPreview;
  if (Array.isArray(preview) && typeof preview[0] === 'string') {
    extra.edmPreview = [thumbnailUrl(ctx.publicUrl, preview[0], type)];
  }
  const out: Record<string, unknown> = {};
  const keys = [...Object.keys(doc), ...Object.keys(extra)]
    .filter(
      (k) =>
        fields.has(k) ||
        (ctx.debug && (DEBUG.has(k) || (RICH_DEBUG.has(k) && ctx.view === 'rich'))),
    )
    .sort();
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

/** `link`: the item's Record API URL (with the caller's key, as api2 writes it). */
export function recordLink(id: string, ctx: Pick<ItemViewContext, 'publicUrl' | 'apiKey'>): string {
  return `${ctx.publicUrl}/record/v2${id}.json${ctx.apiKey ? `?wskey=${encodeURIComponent(ctx.apiKey)}` : ''}`;
}

/** `guid`: the item's page on the portal. */
export function portalLink(id: string, ctx: Pick<ItemViewContext, 'portalUrl' | 'apiKey'>): string {
  const campaign = ctx.apiKey
    ? `?utm_source=api&utm_medium=api&utm_campaign=${encodeURIComponent(ctx.apiKey)}`
    : '';
  return `${ctx.portalUrl}/item${id}${campaign}`;
}

/** The v2 thumbnail URL form api2 emits in `edmPreview`. */
export function thumbnailUrl(publicUrl: string, mediaUrl: string, type: string): string {
  return `${publicUrl}/thumbnail/v2/url.json?uri=${encodeURIComponent(mediaUrl)}&type=${encodeURIComponent(type)}`;
}

import type { Request } from 'express';
import { apiKeyOf } from '../../http/api-key';
import type { Store } from '../../store/store';
import { publicBaseUrl } from '../iiif/public-url';
import { itemView, type ItemViewContext } from '../search/item-view';
import type { ScoredItem } from './similarity';

/**
 * The minimal Search API view for a request: thumbnail and record links on the request's public
 * URL, `guid` on the portal, the caller's key in `link`. Recommendations and the Set API's
 * `items.meta` profile describe items this way, as the real APIs do with Search API answers.
 */
export function minimalViewOf(req: Request, publicUrl: string, portalUrl: string): ItemViewContext {
  const apiKey = apiKeyOf(req);
  return {
    view: 'minimal',
    facetsQuirk: false,
    lang: [],
    publicUrl: publicBaseUrl(req, publicUrl),
    portalUrl,
    ...(apiKey ? { apiKey } : {}),
  };
}

/** Minimal Search API items for scored items, in their order; items no longer stored are skipped. */
export function minimalItems(
  store: Store,
  scored: readonly ScoredItem[],
  view: ItemViewContext,
): Array<Record<string, unknown>> {
  const docs = new Map(
    (
      store
        .statement(
          'SELECT item_key, search_json FROM items WHERE item_key IN (SELECT value FROM json_each(?))',
        )
        .raw()
        .all(JSON.stringify(scored.map((s) => s.itemKey))) as Array<[number, string]>
    ).map(([key, json]) => [key, JSON.parse(json) as Record<string, unknown>]),
  );
  return scored
    .filter((s) => docs.has(s.itemKey))
    .map((s) => itemView(docs.get(s.itemKey)!, s.score, view));
}

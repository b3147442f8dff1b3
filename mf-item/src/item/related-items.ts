import {
  ITEM_RECOMMENDATIONS,
  summariseSearchItem,
  withContentTierFilter,
  type ApiClients,
  type SearchItem,
  type SearchResultSummary,
} from '@portal/shared-kernel';
import type { ItemView } from './item-view';
import { similarItemsQuery } from './similar-items';

export interface RelatedItemsUser {
  loggedIn: boolean;
  accessToken?: string | null;
}

/**
 * Items related to this one (contract §5): for a signed-in user the Recommendation API (the
 * item itself filtered out, 8 kept); for everyone else a Search API query for similar items.
 */
export async function fetchRelatedItems(
  api: Pick<ApiClients, 'recommendation' | 'record'>,
  view: Pick<ItemView, 'id' | 'similar'>,
  user: RelatedItemsUser,
  locale: string,
): Promise<SearchResultSummary[]> {
  let items: SearchItem[];
  if (user.loggedIn) {
    const response = await api.recommendation.forRecord(
      view.id,
      { pageSize: ITEM_RECOMMENDATIONS + 1 },
      { accessToken: user.accessToken },
    );
    items = response.items ?? [];
  } else {
    const query = similarItemsQuery(view.id, view.similar);
    if (!query) return [];
    const response = await api.record.search({
      query,
      // What the search page shows by default (spec §5): not items below the publishing
      // criteria (tier 0: no image), which the Search API itself does not leave out.
      qf: withContentTierFilter([]),
      rows: ITEM_RECOMMENDATIONS,
      profile: 'minimal',
    });
    items = response.items ?? [];
  }
  return items
    .filter((item) => item.id !== view.id)
    .slice(0, ITEM_RECOMMENDATIONS)
    .map((item) => summariseSearchItem(item, locale));
}

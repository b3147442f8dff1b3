import {
  entityUri,
  withContentTierFilter,
  type Entity,
  type PortalContext,
  type PortalLoaderArgs,
  type SearchItem,
} from '@portal/shared-kernel';

/** The 13 thematic topics of the portal (spec §2.4), as concept entity ids. */
export const TOPIC_IDS = [190, 17, 151, 18, 48, 62, 55, 80, 129, 128, 156, 114, 83];
/** A topic chip shows the label: the Entity API need not send notes, narrower terms, images. */
export const TOPIC_FIELDS = 'skos_prefLabel.*';

/** What a featured card draws: a link, a title and a thumbnail. */
export type FeaturedItem = Pick<SearchItem, 'id' | 'title' | 'dcTitleLangAware' | 'edmPreview'>;
/** What a topic chip draws: a link and a label. */
export type Topic = Pick<Entity, 'id' | 'prefLabel'>;

/**
 * Only the fields the page draws: loader data is serialised into every home page for hydration,
 * and the API's records (descriptions in every language, creators, places) were 90 % of it.
 */
export interface HomeData {
  totalResults: number;
  featured: FeaturedItem[];
  topics: Topic[];
}

/** Spec §9: a daily rotation picks a slice keyed by the day number. */
export function dayNumber(now = Date.now()): number {
  return Math.floor(now / 86_400_000);
}

/**
 * The home page: how many items there are to search, items featured today (a daily random order
 * of the best items) and the thematic topics. Topics are secondary: if the Entity API fails the
 * page still shows the items.
 */
export async function loader({ context }: PortalLoaderArgs): Promise<HomeData> {
  const [all, search, topics] = await Promise.all([
    // The number an empty search shows (its default content tiers), not the featured tiers only.
    context.api.record.search({
      query: '*:*',
      qf: withContentTierFilter([]),
      rows: 0,
      profile: 'minimal',
    }),
    featuredItems(context),
    context.api.entity
      .retrieve(
        TOPIC_IDS.map((id) => entityUri('concept', id)),
        { fl: TOPIC_FIELDS },
      )
      .then((page) => page.items ?? [])
      .catch(() => [] as Entity[]),
  ]);
  return {
    totalResults: all.totalResults,
    featured: search.map(featuredItem),
    topics: topics.map(topic),
  };
}

/** The featured tiers first; a collection without such items shows its tier 2 items instead. */
const FEATURED_TIERS = ['contentTier:(3 OR 4)', 'contentTier:(2 OR 3 OR 4)'];

/** Today's featured items: a random order of the best tier that has any, fixed for the day. */
async function featuredItems(context: PortalContext): Promise<SearchItem[]> {
  for (const tiers of FEATURED_TIERS) {
    const page = await context.api.record.search({
      query: '*:*',
      qf: [tiers],
      rows: 8,
      profile: 'minimal',
      sort: `random_${dayNumber()}`,
    });
    if (page.items?.length) return page.items;
  }
  return [];
}

export function featuredItem({
  id,
  title,
  dcTitleLangAware,
  edmPreview,
}: SearchItem): FeaturedItem {
  return { id, title, dcTitleLangAware, edmPreview };
}

export function topic({ id, prefLabel }: Entity): Topic {
  return { id, prefLabel };
}

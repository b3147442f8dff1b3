import { escapeTerm } from '../query/serialize';
import type { Store } from '../store/store';
import { pick, seededRandom } from '../util/random';

export type QueryKind = 'search' | 'search+facets' | 'suggest';

export interface BenchQuery {
  kind: QueryKind;
  /** Path and query string, e.g. `/record/v2/search.json?query=…`. */
  path: string;
  /** The search parameters (for the in-process floor). */
  params: Record<string, string | string[]>;
}

const DEFAULT_TIER_FILTER = 'contentTier:(1 OR 2 OR 3 OR 4)';
const PORTAL_FACETS =
  'TYPE,REUSABILITY,COUNTRY,LANGUAGE,PROVIDER,DATA_PROVIDER,RIGHTS,contentTier,CREATOR,proxy_dc_type.en';

/**
 * A reproducible set of distinct portal-like requests built from the imported data: free text
 * from the title/creator/subject vocabulary (rare and common words), phrases from real titles,
 * fielded queries, entity URI queries, `*:*` browsing, with and without facets, qf filters,
 * sorts and deep pages, plus entity suggestions when the gateway has that route.
 */
export function buildQuerySet(
  store: Store,
  options: { size: number; seed: number; suggest: boolean },
): BenchQuery[] {
  const next = seededRandom(options.seed);
  const vocabulary = (column: string): string[] =>
    store
      .statement(
        `SELECT term FROM items_fts_vocab WHERE col = ? AND doc >= 2 AND term NOT GLOB '*[0-9]*' AND length(term) > 2`,
      )
      .pluck()
      .all(column) as string[];
  const titleWords = vocabulary('title');
  const subjectWords = vocabulary('subject');
  const whoWords = vocabulary('who');
  const facetValues = (field: string, limit = 400): string[] =>
    store
      .statement(
        `SELECT v.value FROM facet_values v JOIN item_facets f USING (value_key) WHERE v.field = ?
         GROUP BY v.value_key ORDER BY count(*) DESC LIMIT ?`,
      )
      .pluck()
      .all(field, limit) as string[];
  const creators = facetValues('CREATOR');
  const agents = facetValues('edm_agent');
  const concepts = facetValues('skos_concept');
  const types = facetValues('proxy_dc_type.en', 60);
  const countries = facetValues('COUNTRY');
  const providers = facetValues('DATA_PROVIDER');
  const titles = (
    store
      .statement('SELECT search_json FROM items ORDER BY item_key LIMIT 5000')
      .pluck()
      .all() as string[]
  )
    .map((json) => ((JSON.parse(json) as { title?: string[] }).title ?? [])[0] ?? '')
    .filter((t) => t.split(/\s+/).length >= 3);
  const entityLabels = store
    .statement(
      "SELECT pref_label_en FROM entities WHERE type IN ('Agent', 'Concept') AND pref_label_en IS NOT NULL LIMIT 20000",
    )
    .pluck()
    .all() as string[];
  if (!titleWords.length || !titles.length)
    throw new Error('The store has no data to build queries from');

  const quote = (text: string): string => `"${text.replace(/["\\]/g, '\\$&')}"`;
  const textQuery = (): string => {
    const roll = next();
    if (roll < 0.35) return pick(next, titleWords);
    if (roll < 0.5)
      return `${pick(next, titleWords)} ${pick(next, subjectWords.length ? subjectWords : titleWords)}`;
    if (roll < 0.62) {
      const words = pick(next, titles).split(/\s+/);
      const start = Math.floor(next() * Math.max(1, words.length - 2));
      return quote(
        words
          .slice(start, start + 2 + Math.floor(next() * 2))
          .join(' ')
          .replace(/[^\p{L}\p{N}\s'-]/gu, ''),
      );
    }
    if (roll < 0.7) return `who:${quote(pick(next, creators.length ? creators : whoWords))}`;
    if (roll < 0.76) return `what:${pick(next, subjectWords.length ? subjectWords : titleWords)}`;
    if (roll < 0.8)
      return `title:${pick(next, titleWords)} AND who:${pick(next, whoWords.length ? whoWords : titleWords)}`;
    if (roll < 0.84) return `${pick(next, titleWords)} OR ${pick(next, titleWords)}`;
    if (roll < 0.87) return `${pick(next, titleWords)} NOT ${pick(next, titleWords)}`;
    if (roll < 0.9) return `${escapeTerm(pick(next, titleWords).slice(0, 4))}*`;
    if (roll < 0.94 && agents.length) return `edm_agent:${quote(pick(next, agents))}`;
    if (roll < 0.96 && concepts.length) return `skos_concept:${quote(pick(next, concepts))}`;
    return '*:*';
  };
  const filters = (): string[] => {
    const qf: string[] = [];
    if (next() < 0.7) qf.push(DEFAULT_TIER_FILTER);
    const roll = next();
    if (roll < 0.12) qf.push('TYPE:IMAGE');
    else if (roll < 0.22 && countries.length) qf.push(`COUNTRY:${quote(pick(next, countries))}`);
    else if (roll < 0.3 && providers.length)
      qf.push(`DATA_PROVIDER:${quote(pick(next, providers))}`);
    else if (roll < 0.38 && types.length) qf.push(`proxy_dc_type.en:${quote(pick(next, types))}`);
    else if (roll < 0.44) {
      const from = 1500 + Math.floor(next() * 450);
      qf.push(`YEAR:[${from} TO ${from + Math.floor(next() * 80)}]`);
    } else if (roll < 0.48) qf.push('MEDIA:true');
    return qf;
  };

  const out: BenchQuery[] = [];
  const seen = new Set<string>();
  let attempts = 0;
  while (out.length < options.size && attempts++ < options.size * 20) {
    if (options.suggest && next() < 0.1) {
      const label = pick(next, entityLabels.length ? entityLabels : titleWords);
      const text = label.slice(0, 2 + Math.floor(next() * Math.max(1, label.length - 2)));
      const params = {
        text,
        type: 'agent,concept,timespan,organization,place',
        scope: 'europeana',
        language: 'en',
      };
      add('suggest', '/entity/suggest', params);
      continue;
    }
    const withFacets = next() < 0.3;
    const params: Record<string, string | string[]> = { query: textQuery(), wskey: 'bench' };
    const qf = filters();
    if (qf.length) params.qf = qf;
    if (withFacets) {
      params.profile = 'facets';
      params.rows = '0';
      params.facet = next() < 0.5 ? PORTAL_FACETS : 'DEFAULT';
    } else {
      params.profile = 'minimal';
      params.rows = '24';
      const roll = next();
      if (roll < 0.06) params.sort = 'timestamp_created+desc';
      else if (roll < 0.09) params.sort = `random_${Math.floor(next() * 1e6)}`;
      else if (roll < 0.11) params.sort = 'europeana_id+asc';
      if (next() < 0.12) params.start = String(25 + 24 * Math.floor(next() * 40));
    }
    add(withFacets ? 'search+facets' : 'search', '/record/v2/search.json', params);
  }
  return out;

  function add(kind: QueryKind, base: string, params: Record<string, string | string[]>): void {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
    const path = `${base}?${search.toString()}`;
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ kind, path, params });
  }
}

/** Fisher–Yates with the seeded generator. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

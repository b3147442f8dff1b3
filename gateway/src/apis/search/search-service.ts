import type { QueryNode } from '../../query/ast';
import type { SearchEngine } from '../../search/engine';
import { analysesToNothing, resolve } from '../../search/resolve';
import { ApiError } from '../../http/api-error';
import { translateQuery } from '../../query/translate';
import { LabelDictionary } from '../../search/label-dictionary';
import { parseSearchQuery, type SearchQuery } from './search-query';
import type { Store } from '../../store/store';
import { encodeCursor } from './cursor';
import { minimalItemJson } from '../../edm/search-views';
import type { LangMap } from '../../edm/types';
import type { Hit } from '../../search/engine';
import { findHitSelectors, hitMatchers, type HitSelector } from '../../search/hit-selectors';
import { itemView, portalLink, recordLink, thumbnailUrl } from './item-view';
import type { RawParams, SearchParams } from './params';

export interface SearchServiceOptions {
  store: Store;
  engine: SearchEngine;
  publicUrl: string;
  portalUrl: string;
  /** The entity labels that translate queries (default: one of its own over `store`). */
  labels?: LabelDictionary;
}

export interface SearchResponseContext {
  apiKey?: string;
  /**
   * The base URL the client reaches this gateway by (through the host's proxy, `publicBaseUrl`),
   * for the items' `link` and `edmPreview`; else the configured one.
   */
  publicUrl?: string;
  raw: RawParams;
  requestNumber: number;
}

/** Answers one search: parameters → query AST → engine → Search API response body. */
export class SearchService {
  private readonly labels: LabelDictionary;

  constructor(private readonly options: SearchServiceOptions) {
    this.labels = options.labels ?? new LabelDictionary(options.store);
  }

  /** The response body as JSON text (items are spliced in as text, see `itemTexts`). */
  search(params: SearchParams, ctx: SearchResponseContext): string {
    const { store, engine } = this.options;
    const index = engine.facetIndex();
    // Parsed, deduplicated and checked against the limits here, on the search thread (the main
    // thread checked the length): a query over them is refused before anything runs.
    // Query translation runs here too, beside the store (on the search thread when there is
    // one): its dictionary is built from the entities this connection reads, and follows the
    // same data version as the facet index.
    const translation = params.queryTranslation;
    let parsed = parseSearchQuery(
      params,
      translation
        ? (query) =>
            translateQuery(
              query,
              this.labels.lookup(index.version, translation.source, translation.target),
            )
        : undefined,
    );
    const resolveQuery = (search: SearchQuery) =>
      resolve(search.root, { store, index, expanded: { terms: search.clauses } });
    let resolved: ReturnType<typeof resolve>;
    try {
      resolved = resolveQuery(parsed);
    } catch (error) {
      // The added phrases left the query's wildcards too few terms: search untranslated, as a
      // translation never makes a valid request invalid.
      if (!(error instanceof ApiError) || !parsed.untranslated) throw error;
      parsed = parsed.untranslated;
      resolved = resolveQuery(parsed);
    }
    // Solr keeps `query` apart from the qf filters: a query that analyses to nothing finds
    // nothing, filtered or not. ANDed with the filters, its vanished clause was dropped and the
    // filters alone matched (`\(\(\(` with the portal's default contentTier filter found all).
    const result = analysesToNothing(parsed.query)
      ? { total: 0, hits: [], facets: [] }
      : engine.run(
          {
            root: resolved,
            sort: params.sort,
            offset: params.offset,
            rows: params.rows,
            facets: params.facets,
          },
          index,
        );
    const items = this.itemTexts(result.hits, params, ctx);
    const head: Record<string, unknown> = {
      ...(ctx.apiKey ? { apikey: ctx.apiKey } : {}),
      success: true,
      requestNumber: ctx.requestNumber,
      itemsCount: items.length,
      totalResults: Math.max(result.total, items.length),
    };
    // Only while the cursor moves on: with rows=0 the next cursor would be this one again, and
    // a client following nextCursor would never finish.
    if (params.cursor && params.rows > 0 && params.offset + params.rows < result.total) {
      const seed = params.sort.find((s) => s.field === 'random')?.seed;
      head.nextCursor = encodeCursor(params.offset + params.rows, seed);
    }
    let json = `${JSON.stringify(head).slice(0, -1)},"items":[${items.join(',')}]`;
    if (params.withFacets) json += `,"facets":${JSON.stringify(result.facets)}`;
    if (params.profiles.has('params')) json += `,"params":${JSON.stringify(echoParams(ctx.raw))}`;
    if (params.hits) {
      // Solr highlights the words of `query` (the first clause), not those of the qf filters.
      const hits = this.hitsOf(result.hits, parsed.query, params.hits);
      if (hits.length) json += `,"hits":${JSON.stringify(hits)}`;
    }
    return `${json}}`;
  }

  /**
   * profile=hits: per returned item with a transcription in a `hit.fl` field (`fulltext.*`,
   * `fulltext.<lang>`), where the query's words occur in it (`search/hit-selectors.ts`).
   */
  private hitsOf(
    hits: readonly Hit[],
    query: QueryNode,
    options: { selectors: number; fields: string[] },
  ): Array<{ scope: string; selectors: HitSelector[] }> {
    const matchers = hitMatchers(query);
    if (!hits.length || !matchers.length) return [];
    const rows = this.transcriptions(JSON.stringify(hits.map((h) => h.key)));
    const inFields = (language: string | null): boolean =>
      options.fields.some(
        (f) => f === '*' || f === 'fulltext.*' || f === `fulltext.${language ?? 'def'}`,
      );
    const byKey = new Map<number, { id: string; selectors: HitSelector[] }>();
    for (const [key, id, language, value] of rows) {
      const entry = byKey.get(key) ?? { id, selectors: [] };
      byKey.set(key, entry);
      const room = options.selectors - entry.selectors.length;
      if (room > 0 && inFields(language))
        entry.selectors.push(...findHitSelectors(value, matchers, room));
    }
    return hits.flatMap((hit) => {
      const entry = byKey.get(hit.key);
      return entry?.selectors.length ? [{ scope: entry.id, selectors: entry.selectors }] : [];
    });
  }

  /**
   * Items as JSON text, in hit order. The minimal view without `lang` (what result lists ask
   * for) is spliced from the stored pre-serialised parts; other views are projected from the
   * stored search document.
   */
  private itemTexts(
    hits: readonly Hit[],
    params: SearchParams,
    { apiKey, publicUrl = this.options.publicUrl }: SearchResponseContext,
  ): string[] {
    if (!hits.length) return [];
    const { portalUrl } = this.options;
    const ctx = {
      view: params.view,
      facetsQuirk: params.facetsQuirk,
      lang: params.lang,
      publicUrl,
      portalUrl,
      ...(apiKey ? { apiKey } : {}),
      debug: params.debug,
    };
    const fast =
      params.view === 'minimal' && !params.facetsQuirk && !params.lang.length && !params.debug;
    const rows = this.options.store
      .statement(
        `SELECT item_key, id, type, ${fast ? 'minimal_json' : 'NULL'}, ${fast ? 'NULL' : 'search_json'}, content_tier, metadata_tier FROM items WHERE item_key IN (SELECT value FROM json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(hits.map((h) => h.key))) as Array<
      [number, string, string, string | null, string | null, number, string | null]
    >;
    const byKey = new Map(rows.map((row) => [row[0], row]));
    const rich = params.view === 'rich' ? this.richExtras(hits, params.debug) : undefined;
    const out: string[] = [];
    for (const hit of hits) {
      const row = byKey.get(hit.key);
      if (!row) continue;
      const [key, id, type, minimal] = row;
      if (minimal !== null) {
        out.push(
          minimalItemJson(minimal, {
            preview: (source) => thumbnailUrl(publicUrl, source, type),
            guid: portalLink(id, ctx),
            link: recordLink(id, ctx),
            score: hit.score,
          }),
        );
        continue;
      }
      const json =
        row[4] ??
        (this.options.store
          .statement('SELECT search_json FROM items WHERE item_key = ?')
          .pluck()
          .get(key) as string);
      const doc = JSON.parse(json) as Record<string, unknown>;
      if (params.debug) {
        // Solr keeps both tiers as strings ("0"–"4", "0"/"A"–"C").
        doc.contentTier = String(row[5]);
        if (row[6] !== null) doc.metadataTier = row[6];
      }
      const organizations = rich?.organizations.get(key);
      if (organizations) doc.organizations = organizations;
      const fulltext = rich?.fulltext?.get(key);
      if (fulltext) doc.fulltextLangAware = fulltext;
      out.push(JSON.stringify(itemView(doc, hit.score, ctx)));
    }
    return out;
  }

  /** The transcriptions of the items `keys` (a JSON list), in item and annotation order. */
  private transcriptions(keys: string): Array<[number, string, string | null, string]> {
    return this.options.store
      .statement(
        `SELECT i.item_key, i.id, a.language, a.value FROM item_annotations a JOIN items i ON i.item_key = a.item_key
         WHERE a.motivation = 'transcribing' AND a.item_key IN (SELECT value FROM json_each(?))
         ORDER BY a.item_key, a.annotation_key`,
      )
      .raw()
      .all(keys) as Array<[number, string, string | null, string]>;
  }

  /**
   * What the rich view adds beyond the stored search document, read per page instead of stored
   * in `search_json` (whose format would change, and every store be re-imported, for it):
   * - `organizations` (api2 RichBean, Solr `foaf_organization`): the organisation URIs the item
   *   links, which are its `foaf_organization` facet values (`edm/derive.ts`: the data
   *   provider's, provider's and intermediate providers' URIs and the embedded organisations),
   *   so they are exactly what `qf=foaf_organization:"…"` matches. One query over the page's
   *   `facet_keys`, in their order; an item linking none has no `organizations` (NON_EMPTY).
   * - with `debug` too, `fulltextLangAware` (Solr `fulltext.*`): the item's transcriptions by
   *   language (`def` when untagged, as `hit.fl` names them). api2's `fulltext` (the untagged
   *   field, typed a list of maps in its bean) is not given: what it holds is not clear.
   */
  private richExtras(
    hits: readonly Hit[],
    debug: boolean,
  ): { organizations: Map<number, string[]>; fulltext?: Map<number, LangMap> } {
    const keys = JSON.stringify(hits.map((h) => h.key));
    const organizations = new Map<number, string[]>();
    const orgRows = this.options.store
      .statement(
        `SELECT i.item_key, f.value FROM items i, json_each(i.facet_keys) k
         JOIN facet_values f ON f.value_key = k.value
         WHERE i.item_key IN (SELECT value FROM json_each(?)) AND f.field = 'foaf_organization'
         ORDER BY i.item_key, k.key`,
      )
      .raw()
      .all(keys) as Array<[number, string]>;
    for (const [key, uri] of orgRows) {
      const list = organizations.get(key);
      if (list) list.push(uri);
      else organizations.set(key, [uri]);
    }
    if (!debug) return { organizations };
    const fulltext = new Map<number, LangMap>();
    for (const [key, , language, value] of this.transcriptions(keys)) {
      if (!value) continue;
      const map = fulltext.get(key) ?? {};
      fulltext.set(key, map);
      (map[language || 'def'] ??= []).push(value);
    }
    return { organizations, fulltext };
  }
}

const NUMERIC_PARAM = /^(rows|start|f\..+\.facet\.(limit|offset)|hit\.selectors)$/;

/**
 * `profile=params` (Search and Record APIs): the request parameters as received (numbers for
 * numeric ones, no key).
 */
export function echoParams(raw: RawParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'wskey' || value === undefined) continue;
    const convert = (v: string): string | number =>
      NUMERIC_PARAM.test(name) && /^-?\d+$/.test(v) ? Number(v) : v;
    out[name] = Array.isArray(value) ? value.map(convert) : convert(value);
  }
  return out;
}

import { invalidQuery } from '../../http/api-error';
import { QuerySyntaxError, type QueryNode } from '../../query/ast';
import { parseQuery } from '../../query/parser';
import type { SearchEngine } from '../../search/engine';
import { resolve } from '../../search/resolve';
import type { Store } from '../../store/store';
import { encodeCursor } from './cursor';
import { itemView } from './item-view';
import type { RawParams, SearchParams } from './params';

export interface SearchServiceOptions {
  store: Store;
  engine: SearchEngine;
  publicUrl: string;
  portalUrl: string;
}

export interface SearchResponseContext {
  apiKey?: string;
  raw: RawParams;
  requestNumber: number;
}

const term = (field: string, text: string): QueryNode => ({
  kind: 'term',
  field,
  text,
  wildcard: false,
  pattern: text,
});

/** Answers one search: parameters → query AST → engine → Search API response body. */
export class SearchService {
  constructor(private readonly options: SearchServiceOptions) {}

  search(params: SearchParams, ctx: SearchResponseContext): Record<string, unknown> {
    const { store, engine } = this.options;
    const index = engine.facetIndex();
    const root: QueryNode = { kind: 'bool', must: this.clauses(params), should: [], mustNot: [] };
    const resolved = resolve(root, { store, index });
    const result = engine.run(
      {
        root: resolved,
        sort: params.sort,
        offset: params.offset,
        rows: params.rows,
        facets: params.facets,
      },
      index,
    );
    const docs = this.documents(result.hits.map((h) => h.key));
    const viewContext = {
      view: params.view,
      facetsQuirk: params.facetsQuirk,
      lang: params.lang,
      publicUrl: this.options.publicUrl,
      portalUrl: this.options.portalUrl,
      ...(ctx.apiKey ? { apiKey: ctx.apiKey } : {}),
    };
    const items = result.hits
      .map((hit) => {
        const doc = docs.get(hit.key);
        return doc ? itemView(doc, hit.score, viewContext) : undefined;
      })
      .filter((item): item is Record<string, unknown> => item !== undefined);
    const body: Record<string, unknown> = {
      ...(ctx.apiKey ? { apikey: ctx.apiKey } : {}),
      success: true,
      requestNumber: ctx.requestNumber,
      itemsCount: items.length,
      totalResults: Math.max(result.total, items.length),
    };
    if (params.cursor && params.offset + params.rows < result.total) {
      const seed = params.sort.find((s) => s.field === 'random')?.seed;
      body.nextCursor = encodeCursor(params.offset + params.rows, seed);
    }
    body.items = items;
    if (params.withFacets) body.facets = result.facets;
    if (params.profiles.has('params')) body.params = echoParams(ctx.raw);
    return body;
  }

  /** The query, the qf filters and the filters given as their own parameters, all ANDed. */
  private clauses(params: SearchParams): QueryNode[] {
    const clauses: QueryNode[] = [parse(params.query.replace(/https:\/\//g, 'http://'), 'query')];
    for (const qf of params.qf) {
      if (/^\s*distance\(/i.test(qf))
        throw invalidQuery('Geographic distance filters are not supported by this backend');
      clauses.push(parse(qf.replace(/https:\/\//g, 'http://'), 'qf'));
    }
    if (params.reusability.length) {
      clauses.push({
        kind: 'bool',
        must: [],
        should: params.reusability.map((r) => term('REUSABILITY', r)),
        mustNot: [],
      });
    }
    const flags: Array<[string, boolean | undefined]> = [
      ['MEDIA', params.media],
      ['THUMBNAIL', params.thumbnail],
      ['TEXT_FULLTEXT', params.textFulltext],
      ['LANDINGPAGE', params.landingpage],
    ];
    for (const [field, value] of flags)
      if (value !== undefined) clauses.push(term(field, String(value)));
    for (const colour of params.colourpalette) clauses.push(term('COLOURPALETTE', colour));
    if (params.theme) clauses.push(term('collection', params.theme));
    return clauses;
  }

  private documents(keys: number[]): Map<number, Record<string, unknown>> {
    const out = new Map<number, Record<string, unknown>>();
    if (!keys.length) return out;
    const rows = this.options.store
      .statement(
        'SELECT item_key, search_json FROM items WHERE item_key IN (SELECT value FROM json_each(?))',
      )
      .raw()
      .all(JSON.stringify(keys)) as Array<[number, string]>;
    for (const [key, json] of rows) out.set(key, JSON.parse(json) as Record<string, unknown>);
    return out;
  }
}

function parse(text: string, name: string): QueryNode {
  try {
    return parseQuery(text);
  } catch (error) {
    if (error instanceof QuerySyntaxError)
      throw invalidQuery(`Invalid ${name} '${text}': ${error.message}`);
    throw error;
  }
}

const NUMERIC_PARAM = /^(rows|start|f\..+\.facet\.(limit|offset)|hit\.selectors)$/;

/** `profile=params`: the request parameters as received (numbers for numeric ones, no key). */
function echoParams(raw: RawParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'wskey' || value === undefined) continue;
    const convert = (v: string): string | number =>
      NUMERIC_PARAM.test(name) && /^-?\d+$/.test(v) ? Number(v) : v;
    out[name] = Array.isArray(value) ? value.map(convert) : convert(value);
  }
  return out;
}

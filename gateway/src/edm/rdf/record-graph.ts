import { isUri } from '../lang-map';
import type { EdmRecord } from '../types';
import { GraphBuilder, iri, literal, type RdfGraph, type RdfNode } from './graph';
import { term } from './namespaces';
import { objectsOf } from './objects';
import { predicateOfKey } from './property-keys';

export const DATA_EUROPEANA = 'http://data.europeana.eu';

/**
 * A Record API path (`/item/1/a`, `/proxy/provider/1/a`, `/1/a`) as the URI Europeana's RDF
 * gives it (EdmUtils.getBaseUrl): under data.europeana.eu, a bare record id under `/item`. URIs
 * and other text are left as they are.
 */
export function dataUri(path: string): string {
  if (isUri(path) || !path.startsWith('/')) return path;
  return /^\/(item|aggregation|proxy)\//i.test(path)
    ? DATA_EUROPEANA + path
    : `${DATA_EUROPEANA}/item${path}`;
}

/** Contextual classes in the order they are written, with their Record API lists. */
const CONTEXTUAL: ReadonlyArray<[string, keyof EdmRecord]> = [
  [term('edm', 'Agent'), 'agents'],
  [term('edm', 'Place'), 'places'],
  [term('edm', 'TimeSpan'), 'timespans'],
  [term('skos', 'Concept'), 'concepts'],
  [term('foaf', 'Organization'), 'organizations'],
];

/** Links within the record, written relative in the Record API and absolute in RDF. */
const RECORD_LINKS = new Set(['proxyFor', 'proxyIn', 'lineage', 'aggregatedCHO']);

type Part = Record<string, unknown>;
const parts = (value: unknown): Part[] =>
  Array.isArray(value) ? value.filter((v): v is Part => !!v && typeof v === 'object') : [];
const about = (part: Part): string | undefined =>
  typeof part.about === 'string' && part.about.trim() ? part.about : undefined;

/**
 * The EDM graph of a Record API object, as Europeana's Record API exports it (corelib
 * EdmUtils.toRDF): the ProvidedCHO, its web resources, the contextual entities, the provider
 * aggregation, the proxies and Europeana's aggregation, with record links made absolute
 * (`http://data.europeana.eu/proxy/provider/…`). The record-level facts Europeana keeps on its
 * aggregation (dataset name, completeness, creation and update times) are written there too.
 * Fields are mapped by key (`property-keys.ts`), so fields this code does not name still appear.
 */
export function recordGraph(record: EdmRecord): RdfGraph {
  const graph = new GraphBuilder();
  const id = record.about;
  const item = dataUri(`/item${id}`);
  const fields = (node: RdfNode, part: Part, skip: ReadonlySet<string> = NONE): void => {
    for (const [key, value] of Object.entries(part)) {
      if (skip.has(key)) continue;
      const predicate = predicateOfKey(key);
      if (!predicate) continue;
      const linked =
        RECORD_LINKS.has(key) && typeof value === 'string'
          ? dataUri(value)
          : RECORD_LINKS.has(key) && Array.isArray(value)
            ? value.map((v) => (typeof v === 'string' ? dataUri(v) : v))
            : value;
      graph.add(node, predicate, objectsOf(predicate, linked));
    }
  };

  const cho = graph.node(item, term('edm', 'ProvidedCHO'));
  const providedCho = parts(record.providedCHOs)[0];
  if (providedCho) fields(cho, providedCho);

  const aggregations = parts(record.aggregations);
  for (const aggregation of aggregations) {
    for (const resource of parts(aggregation.webResources)) {
      const url = about(resource);
      if (url) fields(graph.node(url, term('edm', 'WebResource')), resource);
    }
  }
  for (const [type, list] of CONTEXTUAL) {
    for (const entity of parts(record[list])) {
      const uri = about(entity);
      if (uri) fields(graph.node(uri, type), entity);
    }
  }
  aggregations.forEach((aggregation, i) => {
    const uri = about(aggregation) ?? (i === 0 ? `/aggregation/provider${id}` : undefined);
    if (!uri) return;
    const node = graph.node(dataUri(uri), term('ore', 'Aggregation'));
    graph.add(node, term('edm', 'aggregatedCHO'), [iri(item)]);
    // edm:ugc only takes "true" in EDM; Europeana leaves "false" out.
    fields(
      node,
      aggregation,
      aggregation.edmUgc === 'false' ? AGGREGATION_UGC_FALSE : AGGREGATION_OWN,
    );
  });
  const providerType = parts(record.proxies).find((p) => p.europeanaProxy !== true)?.edmType;
  for (const proxy of parts(record.proxies)) {
    const europeana = proxy.europeanaProxy === true;
    const uri = about(proxy) ?? `/proxy/${europeana ? 'europeana' : 'provider'}${id}`;
    const node = graph.node(dataUri(uri), term('ore', 'Proxy'));
    graph.add(node, term('ore', 'proxyFor'), [iri(item)]);
    fields(node, proxy, PROXY_OWN);
    // A proxy is in its aggregation; old records leave it unsaid.
    if (!proxy.proxyIn)
      graph.add(node, term('ore', 'proxyIn'), [
        iri(dataUri(`/aggregation/${europeana ? 'europeana' : 'provider'}${id}`)),
      ]);
    graph.add(node, term('edm', 'europeanaProxy'), [literal(String(europeana))]);
    const type = proxy.edmType ?? (europeana ? undefined : (providerType ?? record.type));
    if (typeof type === 'string' && type) graph.add(node, term('edm', 'type'), [literal(type)]);
  }
  const europeana = record.europeanaAggregation;
  if (europeana && typeof europeana === 'object') {
    const node = graph.node(
      dataUri(about(europeana) ?? `/aggregation/europeana${id}`),
      term('edm', 'EuropeanaAggregation'),
    );
    graph.add(node, term('edm', 'aggregatedCHO'), [iri(item)]);
    fields(node, europeana, AGGREGATION_OWN);
    const dataset = record.europeanaCollectionName?.[0] ?? record.edmDatasetName?.[0];
    if (typeof dataset === 'string' && dataset.trim())
      graph.add(node, term('edm', 'datasetName'), [literal(dataset)]);
    const completeness = record.europeanaCompleteness;
    if (typeof completeness === 'number' && Number.isFinite(completeness))
      graph.add(node, term('edm', 'completeness'), [literal(String(completeness))]);
    for (const [key, predicate] of TIMESTAMPS) {
      const value = record[key];
      if (typeof value === 'string' && value) graph.add(node, predicate, [literal(value)]);
    }
  }
  for (const license of parts(record.licenses)) {
    const uri = about(license);
    if (uri) fields(graph.node(uri, term('cc', 'License')), license);
  }
  for (const service of parts(record.services)) {
    const uri = about(service);
    if (uri) fields(graph.node(uri, term('svcs', 'Service')), service);
  }
  return graph.build();
}

const NONE: ReadonlySet<string> = new Set();
/** Written by the aggregation mappers themselves, always naming this record's CHO. */
const AGGREGATION_OWN: ReadonlySet<string> = new Set(['aggregatedCHO']);
const AGGREGATION_UGC_FALSE: ReadonlySet<string> = new Set(['aggregatedCHO', 'edmUgc']);
/** Written by the proxy mapper itself (always, and in EDM's form). */
const PROXY_OWN: ReadonlySet<string> = new Set(['proxyFor', 'europeanaProxy', 'edmType']);
const TIMESTAMPS: ReadonlyArray<[keyof EdmRecord, string]> = [
  ['timestamp_created', term('dcterms', 'created')],
  ['timestamp_update', term('dcterms', 'modified')],
];

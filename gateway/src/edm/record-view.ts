import { allValues, isLangMap, mergeLangMaps, uriValues } from './lang-map';
import {
  CONTEXTUAL_CLASSES,
  type ContextualClass,
  type EdmAggregation,
  type EdmContextualEntity,
  type EdmProxy,
  type EdmRecord,
  type EdmWebResource,
  type LangMap,
} from './types';

/**
 * Read access to one EDM record the way Europeana's indexing sees it: proxies merged in the
 * portal's order (provider, aggregator, europeana), the provider aggregation, contextual
 * entities by URI, web resources by URL.
 */
export class RecordView {
  readonly providerProxy: EdmProxy | undefined;
  readonly aggregatorProxies: EdmProxy[];
  readonly europeanaProxy: EdmProxy | undefined;
  readonly aggregation: EdmAggregation | undefined;
  private readonly entities = new Map<
    string,
    { cls: ContextualClass; entity: EdmContextualEntity }
  >();
  private readonly resources = new Map<string, EdmWebResource>();
  /** Merged fields, by field name: over every proxy, and over the non-europeana ones. */
  private readonly merged = new Map<string, LangMap | undefined>();
  private readonly providerMerged = new Map<string, LangMap | undefined>();
  private readonly entityLists = new Map<ContextualClass, EdmContextualEntity[]>();

  constructor(readonly record: EdmRecord) {
    const proxies = Array.isArray(record.proxies) ? record.proxies : [];
    this.europeanaProxy = proxies.find((p) => p.europeanaProxy === true);
    this.aggregatorProxies = proxies.filter(
      (p) => p.europeanaProxy !== true && String(p.about ?? '').startsWith('/proxy/aggregator/'),
    );
    this.providerProxy = proxies.find(
      (p) => p.europeanaProxy !== true && !this.aggregatorProxies.includes(p),
    );
    this.aggregation = Array.isArray(record.aggregations) ? record.aggregations[0] : undefined;
    for (const cls of CONTEXTUAL_CLASSES) {
      const list = record[cls];
      if (!Array.isArray(list)) continue;
      for (const entity of list) {
        if (entity && typeof entity.about === 'string')
          this.entities.set(entity.about, { cls, entity });
      }
    }
    for (const aggregation of record.aggregations ?? []) {
      for (const resource of aggregation.webResources ?? []) {
        if (resource && typeof resource.about === 'string')
          this.resources.set(resource.about, resource);
      }
    }
  }

  get id(): string {
    return this.record.about;
  }

  /** A proxy field merged over the non-europeana proxies (provider first). Do not mutate. */
  providerField(field: string): LangMap | undefined {
    const known = this.providerMerged.get(field);
    if (known !== undefined || this.providerMerged.has(field)) return known;
    const provider = asLangMap(this.providerProxy?.[field]);
    const value = this.aggregatorProxies.length
      ? mergeLangMaps(provider, ...this.aggregatorProxies.map((p) => asLangMap(p[field])))
      : provider;
    this.providerMerged.set(field, value);
    return value;
  }

  /** A proxy field merged over every proxy, as the portal displays it. Do not mutate. */
  field(field: string): LangMap | undefined {
    const known = this.merged.get(field);
    if (known !== undefined || this.merged.has(field)) return known;
    const provider = this.providerField(field);
    const europeana = asLangMap(this.europeanaProxy?.[field]);
    const value = europeana ? mergeLangMaps(provider, europeana) : provider;
    this.merged.set(field, value);
    return value;
  }

  entity(uri: string): EdmContextualEntity | undefined {
    return this.entities.get(uri)?.entity;
  }

  /** The embedded entities of a class (kept per view: derivation asks a dozen times). Do not mutate. */
  entitiesOf(cls: ContextualClass): EdmContextualEntity[] {
    let entities = this.entityLists.get(cls);
    if (!entities) {
      const list = this.record[cls];
      entities = Array.isArray(list) ? list.filter((e) => e && typeof e.about === 'string') : [];
      this.entityLists.set(cls, entities);
    }
    return entities;
  }

  /** Embedded entities of a class that a field links to through `def` URIs. */
  linkedEntities(map: LangMap | undefined, cls?: ContextualClass): EdmContextualEntity[] {
    const out: EdmContextualEntity[] = [];
    for (const uri of uriValues(map)) {
      const hit = this.entities.get(uri);
      if (hit && (!cls || hit.cls === cls)) out.push(hit.entity);
    }
    return out;
  }

  webResource(url: string | undefined): EdmWebResource | undefined {
    return url ? this.resources.get(url) : undefined;
  }

  /** Aggregation map field values with organization URIs replaced by their preferred label. */
  organizationNames(map: LangMap | undefined): string[] {
    return allValues(map).map((value) => {
      const entity = this.entities.get(value)?.entity;
      return entity ? (preferredLabel(entity.prefLabel) ?? value) : value;
    });
  }
}

/** The value when it is a non-empty language map. */
export function asLangMap(value: unknown): LangMap | undefined {
  if (!isLangMap(value)) return undefined;
  for (const _lang in value) return value;
  return undefined;
}

/** English, else untagged, else the first language: the label used for facets and sorting. */
export function preferredLabel(
  map: LangMap | Record<string, string> | undefined,
): string | undefined {
  if (!map) return undefined;
  const pick = (v: string | string[] | undefined): string | undefined =>
    Array.isArray(v) ? v[0] : v;
  return pick(map.en) ?? pick(map.def) ?? pick(Object.values(map)[0]);
}

/**
 * Every label of an entity (pref, alt) in every language. Embedded entities are shared between
 * records during imports, so the list is kept per entity object. Do not mutate.
 */
export function entityLabels(entity: EdmContextualEntity): string[] {
  let labels = labelCache.get(entity);
  if (!labels) {
    labels = [...allValues(entity.prefLabel), ...allValues(entity.altLabel)];
    labelCache.set(entity, labels);
  }
  return labels;
}

const labelCache = new WeakMap<EdmContextualEntity, string[]>();

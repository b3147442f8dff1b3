import type { EntityDoc } from '../../edm/entity-types';
import { ENTITY_TYPE_OF_KIND, ENTITY_URI, type EntityKind } from '../../edm/ids';
import { LOCAL_MEDIA_BASE } from '../../edm/local-media';
import type { EdmContextualEntity, EdmRecord, EdmWebResource, LangMap } from '../../edm/types';

export interface TestMedia {
  /** `local:<file>` or a remote URL. */
  url: string;
  mimeType?: string;
  width?: number;
  height?: number;
  /** `ebucoreDuration`: milliseconds, a string in the Record API. */
  durationMs?: number;
}

export interface TestRecordSpec {
  id: string;
  type?: string;
  title: LangMap;
  description?: LangMap;
  /** Entity documents linked as creator / subject / spatial / temporal (embedded as contextual entities). */
  creators?: EntityDoc[];
  subjects?: EntityDoc[];
  places?: EntityDoc[];
  timespans?: EntityDoc[];
  year?: number;
  rights?: string;
  dataProvider?: string;
  media?: TestMedia[];
}

/** A small but complete Record API object (provider + europeana proxy, aggregation, entities). */
export function testRecord(spec: TestRecordSpec): EdmRecord {
  const media = (spec.media ?? []).map((m) => ({
    ...m,
    url: m.url.startsWith('local:') ? LOCAL_MEDIA_BASE + encodeURIComponent(m.url.slice(6)) : m.url,
  }));
  const uris = (docs: EntityDoc[] | undefined): LangMap | undefined =>
    docs?.length ? { def: docs.map((d) => d.id) } : undefined;
  const webResources: EdmWebResource[] = media.map((m) => ({
    about: m.url,
    ...(m.mimeType ? { ebucoreHasMimeType: m.mimeType } : {}),
    ...(m.width ? { ebucoreWidth: m.width } : {}),
    ...(m.height ? { ebucoreHeight: m.height } : {}),
    ...(m.durationMs ? { ebucoreDuration: String(m.durationMs) } : {}),
  }));
  const localId = spec.id.split('/')[2];
  const rights = spec.rights ?? 'http://creativecommons.org/publicdomain/mark/1.0/';
  return {
    about: spec.id,
    type: spec.type ?? 'IMAGE',
    proxies: [
      {
        about: `/proxy/provider${spec.id}`,
        europeanaProxy: false,
        proxyFor: `/item${spec.id}`,
        edmType: spec.type ?? 'IMAGE',
        dcTitle: spec.title,
        ...(spec.description ? { dcDescription: spec.description } : {}),
        ...(spec.creators ? { dcCreator: uris(spec.creators) } : {}),
        ...(spec.subjects ? { dcSubject: uris(spec.subjects) } : {}),
        ...(spec.places ? { dctermsSpatial: uris(spec.places) } : {}),
        ...(spec.timespans ? { dctermsTemporal: uris(spec.timespans) } : {}),
        ...(spec.year !== undefined ? { dcDate: { def: [String(spec.year)] } } : {}),
      },
      {
        about: `/proxy/europeana${spec.id}`,
        europeanaProxy: true,
        proxyFor: `/item${spec.id}`,
        ...(spec.year !== undefined ? { year: { def: [String(spec.year)] } } : {}),
      },
    ],
    aggregations: [
      {
        about: `/aggregation/provider${spec.id}`,
        aggregatedCHO: `/item${spec.id}`,
        edmDataProvider: { def: [spec.dataProvider ?? 'Test Museum'] },
        edmProvider: { def: ['Test Aggregator'] },
        edmRights: { def: [rights] },
        edmIsShownAt: `https://museum.example/objects/${localId}`,
        ...(media[0] ? { edmIsShownBy: media[0].url } : {}),
        ...(media.length > 1 ? { hasView: media.slice(1).map((m) => m.url) } : {}),
        webResources,
      },
    ],
    europeanaAggregation: {
      about: `/aggregation/europeana${spec.id}`,
      aggregatedCHO: `/item${spec.id}`,
    },
    agents: (spec.creators ?? []).map(contextual),
    concepts: (spec.subjects ?? []).map(contextual),
    places: (spec.places ?? []).map(contextual),
    timespans: (spec.timespans ?? []).map(contextual),
  };
}

function contextual(doc: EntityDoc): EdmContextualEntity {
  const prefLabel: LangMap = {};
  for (const [lang, label] of Object.entries(doc.prefLabel ?? {})) prefLabel[lang] = [label];
  return { about: doc.id, prefLabel, ...(doc.altLabel ? { altLabel: doc.altLabel } : {}) };
}

/** An entity document of the given kind and number. */
export function testEntity(
  kind: EntityKind,
  n: number,
  prefLabel: Record<string, string>,
  extra: Partial<EntityDoc> = {},
): EntityDoc {
  const id = `http://data.europeana.eu/${kind}/${n}`;
  if (!ENTITY_URI.test(id)) throw new Error(`bad test entity ${id}`);
  return { id, type: ENTITY_TYPE_OF_KIND[kind], prefLabel, ...extra };
}

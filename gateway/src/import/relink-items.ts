import type { EntityLookup } from '../convert/entity-lookup';
import { placesNamed, type PlaceNames } from '../convert/place-names';
import { ENTITY_URI } from '../edm/ids';
import {
  CONTEXTUAL_CLASSES,
  type ContextualClass,
  type EdmContextualEntity,
  type EdmRecord,
  type LangMap,
} from '../edm/types';
import type { ItemSource } from '../store/items-repository';
import type { Store } from '../store/store';
import { isPlainObject } from '../util/value-shapes';
import type { AgentMerges } from './entity-merges';

/** What museum items are linked by, read from the store, that an entity file can change. */
export interface StoreLinks {
  /** The stored places by name, which museum items' place texts link to. */
  placeNames?: PlaceNames;
  /** Merged museum agents' URIs → the kept agent's URI. */
  agentMerges?: AgentMerges;
  /**
   * Whether entities were added: a museum item stored before them links some without embedding
   * them (a movement, say, which has no description in the item's line).
   */
  entitiesAdded?: boolean;
}

/** The source of museum item lines, the only items linked to entities found in the store. */
export const MUSEUM_SOURCE: ItemSource = 'ndjson';

/**
 * The stored items an entity file may have to link again (`relinkedRecord`): those linking a
 * merged agent's URI; when entities were added, every museum item; when only places changed,
 * every museum item with place texts.
 */
export function itemsToRelink(store: Store, links: StoreLinks): Set<number> {
  const keys = new Set<number>();
  for (const alias of links.agentMerges?.keys() ?? []) {
    for (const key of store.items.keysWithFacet('edm_agent', alias)) keys.add(key);
  }
  if (links.entitiesAdded) {
    const museumItems = store
      .statement('SELECT item_key FROM items WHERE source = ?')
      .pluck()
      .all(MUSEUM_SOURCE) as number[];
    for (const key of museumItems) keys.add(key);
  } else if (links.placeNames) {
    const withPlaceTexts = store
      .statement(
        `SELECT item_key FROM items WHERE source = ? AND instr(record_json, '"dctermsSpatial"') > 0`,
      )
      .pluck()
      .all(MUSEUM_SOURCE) as number[];
    for (const key of withPlaceTexts) keys.add(key);
  }
  return keys;
}

/**
 * Museum items stored before the entities they should link: a place imported later that one of
 * their place texts names, or an agent of theirs merged later into another museum's agent of the
 * same person, or an entity it links that was not stored then. A conversion now would link and
 * embed them (`convert/museum-item.ts`). This gives the stored record as that conversion would
 * make it: its place links made again from its place texts and the current names (given only
 * when places changed), merged agents' URIs replaced by the kept agent's, the embedded entities
 * following, and linked entities the store now has embedded (when entities were added). With it
 * come the links found in the store (`derivedLinks` of classify.ts: places, then agents linked
 * through a merge), which the line's hash includes. Undefined when the record is already so.
 */
export function relinkedRecord(
  stored: EdmRecord,
  links: StoreLinks,
  lookup: EntityLookup,
): { record: EdmRecord; derived: string[] } | undefined {
  const before = linkedUris(stored);
  const mergedAgents: string[] = [];
  const proxies = stored.proxies.map((proxy) => {
    const out: Record<string, unknown> = { ...proxy };
    for (const [field, value] of Object.entries(proxy)) {
      const placeTexts = field === 'dctermsSpatial' && links.placeNames;
      if (!isLangMap(value) || !(value.def || placeTexts)) continue;
      if (field === 'dcCreator') {
        for (const uri of value.def ?? []) {
          const kept = links.agentMerges?.get(uri);
          if (kept && !mergedAgents.includes(kept)) mergedAgents.push(kept);
        }
      }
      const next = relinkedField(field, value, links, lookup);
      if (next) out[field] = next;
      else delete out[field];
    }
    return out as unknown as EdmRecord['proxies'][number];
  });
  const after = linkedUris({ ...stored, proxies });
  if (sameSet(before, after) && !(links.entitiesAdded && embedsLess(stored, after, lookup))) {
    return undefined;
  }
  const record = embedLinked({ ...stored, proxies }, before, after, lookup);
  delete record.timestamp_update;
  delete record.timestamp_update_epoch;
  const places = (record.places ?? []).map((place) => place.about);
  return { record, derived: [...places, ...mergedAgents] };
}

/** One proxy field with merged agents replaced and, for place texts, places found again. */
function relinkedField(
  field: string,
  value: LangMap,
  links: StoreLinks,
  lookup: EntityLookup,
): LangMap | undefined {
  let def = (value.def ?? []).map((uri) => links.agentMerges?.get(uri) ?? uri);
  if (field === 'dctermsSpatial' && links.placeNames) {
    // A museum item's place links are all places found by their texts (`en`, as the museum
    // converter writes them), so they are found again.
    const named = placesNamed(value.en ?? [], links.placeNames).filter((uri) => lookup(uri));
    def = [...def.filter((uri) => kindOf(uri) !== 'place'), ...named];
  }
  const { def: _previous, ...rest } = value;
  void _previous;
  const unique = [...new Set(def)];
  if (unique.length) return { def: unique, ...rest };
  return Object.keys(rest).length ? rest : undefined;
}

/**
 * The embedded contextual entities after the links changed, as the converter embeds them: an
 * entity no proxy links any more goes, a newly linked one is embedded in its stored form, and the
 * others (data provider, the source's own descriptions) stay as they are.
 */
function embedLinked(
  record: EdmRecord,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  lookup: EntityLookup,
): EdmRecord {
  const lists = new Map<ContextualClass, EdmContextualEntity[]>();
  const embedded = new Set<string>();
  for (const cls of CONTEXTUAL_CLASSES) {
    const kept = (record[cls] ?? []).filter(
      (entity) => after.has(entity.about) || !before.has(entity.about),
    );
    for (const entity of kept) embedded.add(entity.about);
    lists.set(cls, kept);
  }
  for (const uri of after) {
    if (embedded.has(uri)) continue;
    const stored = lookup(uri);
    if (stored) lists.get(stored.cls)!.push(stored.entity);
  }
  // In the converter's order: as the proxies link them, then those linked elsewhere (the data
  // provider), so that the places' order, part of the line's hash, is the one a conversion gives;
  // and the classes where the converter puts them, before the record's times.
  const order = [...after];
  const rank = (about: string) => {
    const at = order.indexOf(about);
    return at < 0 ? order.length : at;
  };
  const out: Record<string, unknown> = {};
  const rest = Object.entries(record).filter(([key]) => !lists.has(key as ContextualClass));
  for (const [key, value] of rest) if (!key.startsWith('timestamp_')) out[key] = value;
  for (const [cls, list] of lists) {
    if (list.length) out[cls] = list.sort((a, b) => rank(a.about) - rank(b.about));
  }
  for (const [key, value] of rest) if (key.startsWith('timestamp_')) out[key] = value;
  return out as unknown as EdmRecord;
}

/** Whether the record links an entity the store has that it does not embed. */
function embedsLess(record: EdmRecord, linked: ReadonlySet<string>, lookup: EntityLookup): boolean {
  const embedded = new Set<string>();
  for (const cls of CONTEXTUAL_CLASSES)
    for (const entity of record[cls] ?? []) embedded.add(entity.about);
  return [...linked].some((uri) => !embedded.has(uri) && lookup(uri) !== undefined);
}

/** The entity URIs the record's proxies link. */
function linkedUris(record: EdmRecord): Set<string> {
  const uris = new Set<string>();
  for (const proxy of record.proxies) {
    for (const value of Object.values(proxy)) {
      if (!isLangMap(value)) continue;
      for (const uri of value.def ?? []) if (kindOf(uri)) uris.add(uri);
    }
  }
  return uris;
}

function kindOf(uri: string): string | undefined {
  return ENTITY_URI.exec(uri)?.[1];
}

/** A proxy field's language map (`{ def: [...], en: [...] }`), not its `about` or flags. */
function isLangMap(value: unknown): value is LangMap {
  return isPlainObject(value);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((uri) => b.has(uri));
}

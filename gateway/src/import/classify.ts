import { compactToEdm, isCompactRecord, type CompactRecord } from '../convert/compact-record';
import type { EntityLookup } from '../convert/entity-lookup';
import { isEuropeanaRecord, normaliseEuropeanaRecord } from '../convert/europeana-record';
import { isMuseumEntity, museumEntityToDoc, type MuseumEntity } from '../convert/museum-entity';
import { isMuseumItem, museumItemToEdm, type MuseumItem } from '../convert/museum-item';
import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_TYPE_OF_KIND, ENTITY_URI, type EntityKind } from '../edm/ids';
import type { EdmRecord } from '../edm/types';
import type { ItemInput } from '../store/items-repository';

export type Converted =
  { kind: 'item'; input: ItemInput } | { kind: 'entity'; doc: EntityDoc; aliases: string[] };

const ENTITY_TYPES = new Set(['Agent', 'Concept', 'Place', 'TimeSpan', 'Organization']);

/**
 * Recognises one input value and converts it: shared museum NDJSON items and entities, Europeana
 * record.json documents (current or legacy), compact seed records, Entity API documents, or EDM
 * objects already parsed from RDF/XML. Throws with a reason for anything else.
 */
export function convertValue(value: unknown, lookup: EntityLookup): Converted {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('not a JSON object');
  const v = value as Record<string, unknown>;
  if (isMuseumEntity(v)) {
    return { kind: 'entity', doc: museumEntityToDoc(v as MuseumEntity), aliases: [String(v.id)] };
  }
  if (isMuseumItem(v)) {
    return {
      kind: 'item',
      input: { record: museumItemToEdm(v as unknown as MuseumItem, lookup), source: 'ndjson' },
    };
  }
  if (isEuropeanaRecord(v)) {
    return { kind: 'item', input: { record: normaliseEuropeanaRecord(v), source: 'record-json' } };
  }
  const entityUri = typeof v.id === 'string' ? ENTITY_URI.exec(v.id) : null;
  if (entityUri && (ENTITY_TYPES.has(String(v.type)) || 'prefLabel' in v)) {
    checkEntityDoc(v, entityUri[1] as EntityKind);
    const { '@context': _context, ...doc } = v;
    return { kind: 'entity', doc: doc as unknown as EntityDoc, aliases: [] };
  }
  if (isCompactRecord(v)) {
    const converted = compactToEdm(v as CompactRecord, lookup);
    return { kind: 'item', input: { ...converted, source: 'ndjson' } };
  }
  throw new Error(
    'unrecognised record: not a museum item or entity, Europeana record, compact record or Entity API document',
  );
}

/**
 * What an Entity API document needs to be stored and served (contract §3): the type its URI
 * names (`/place/…` is a Place) and a prefLabel that maps languages to one non-blank label each,
 * with at least one label. Throws a message naming the field otherwise.
 */
function checkEntityDoc(doc: Record<string, unknown>, kind: EntityKind): void {
  const expected = ENTITY_TYPE_OF_KIND[kind];
  if (doc.type !== expected) {
    throw new Error(
      `type: expected ${expected} for a /${kind}/ entity URI, got ${JSON.stringify(doc.type) ?? 'nothing'}`,
    );
  }
  const prefLabel = doc.prefLabel;
  if (typeof prefLabel !== 'object' || prefLabel === null || Array.isArray(prefLabel)) {
    throw new Error('prefLabel: expected a language map with at least one label ({"en": "Label"})');
  }
  let labels = 0;
  for (const [lang, label] of Object.entries(prefLabel)) {
    if (typeof label !== 'string' || label.trim() === '') {
      throw new Error(`prefLabel.${lang}: expected a non-empty string`);
    }
    labels++;
  }
  if (!labels) throw new Error('prefLabel: expected a language map with at least one label');
}

/** An EDM object parsed from RDF/XML. */
export function convertRdfRecord(record: EdmRecord): Converted {
  return { kind: 'item', input: { record, source: 'edm-rdf' } };
}

/** An Entity API document made from an RDF/XML contextual entity (its source URI is in sameAs). */
export function convertRdfEntity(doc: EntityDoc): Converted {
  return { kind: 'entity', doc, aliases: [] };
}

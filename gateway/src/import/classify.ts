import { agentMatchOf } from '../convert/agent-match';
import { compactToEdm, isCompactRecord, type CompactRecord } from '../convert/compact-record';
import type { EntityLookup } from '../convert/entity-lookup';
import type { EntityMatch } from '../convert/entity-match';
import { isEuropeanaRecord, normaliseEuropeanaRecord } from '../convert/europeana-record';
import { placeMatchOf } from '../convert/place-match';
import { isMuseumEntity, museumEntityToDoc, type MuseumEntity } from '../convert/museum-entity';
import {
  isMuseumItem,
  mergedCreatorLinks,
  museumItemThemes,
  museumItemToEdm,
  type MuseumItem,
} from '../convert/museum-item';
import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_URI, type EntityKind } from '../edm/ids';
import type { EdmRecord } from '../edm/types';
import type { ItemInput } from '../store/items-repository';
import { checkedEntityDoc } from './entity-doc';

export type Converted =
  | { kind: 'item'; input: ItemInput }
  | {
      kind: 'entity';
      doc: EntityDoc;
      aliases: string[];
      /** A museum agent or place line: what it is matched with other museums' records by. */
      match?: EntityMatch;
    };

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
    const line = v as MuseumEntity;
    const doc = museumEntityToDoc(line);
    const match = mergeMatchOf(doc, line);
    return { kind: 'entity', doc, aliases: [line.id], ...(match ? { match } : {}) };
  }
  if (isMuseumItem(v)) {
    const item = v as unknown as MuseumItem;
    const record = museumItemToEdm(item, lookup);
    // Museum items give no place ids: every place of the record was found by name in the store.
    // Their creators link the agent another museum's record of the person was merged into.
    const derivedLinks = [
      ...(record.places?.map((place) => place.about) ?? []),
      ...mergedCreatorLinks(item, lookup),
    ];
    return {
      kind: 'item',
      input: {
        record,
        hints: { themes: museumItemThemes(item) },
        source: 'ndjson',
        ...(derivedLinks.length ? { derivedLinks } : {}),
      },
    };
  }
  if (isEuropeanaRecord(v)) {
    return { kind: 'item', input: { record: normaliseEuropeanaRecord(v), source: 'record-json' } };
  }
  const entityUri = typeof v.id === 'string' ? ENTITY_URI.exec(v.id) : null;
  if (entityUri && (ENTITY_TYPES.has(String(v.type)) || 'prefLabel' in v)) {
    const { '@context': _context, ...doc } = v;
    return { kind: 'entity', doc: checkedEntityDoc(doc, entityUri[1] as EntityKind), aliases: [] };
  }
  if (isCompactRecord(v)) {
    const converted = compactToEdm(v as CompactRecord, lookup);
    return { kind: 'item', input: { ...converted, source: 'ndjson' } };
  }
  throw new Error(
    'unrecognised record: not a museum item or entity, Europeana record, compact record or Entity API document',
  );
}

/** An EDM object parsed from RDF/XML. */
export function convertRdfRecord(record: EdmRecord): Converted {
  return { kind: 'item', input: { record, source: 'edm-rdf' } };
}

/** An Entity API document made from an RDF/XML contextual entity (its source URI is in sameAs). */
export function convertRdfEntity(doc: EntityDoc): Converted {
  return { kind: 'entity', doc, aliases: [] };
}

/**
 * What a museum line is matched by with another museum's record of the same person or place
 * (`convert/agent-match.ts`, `convert/place-match.ts`); other entities are never merged.
 */
function mergeMatchOf(doc: EntityDoc, line: MuseumEntity): EntityMatch | undefined {
  if (doc.type === 'Agent') return agentMatchOf(line);
  if (doc.type === 'Place') return placeMatchOf(line);
  return undefined;
}

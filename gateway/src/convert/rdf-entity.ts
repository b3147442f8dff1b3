import type { EntityDoc } from '../edm/entity-types';
import { ENTITY_TYPE_OF_KIND, ENTITY_URI, entityUri, type EntityKind } from '../edm/ids';
import type { LangMap } from '../edm/types';
import type { RdfDescription, RdfProperty } from './rdf-description';

/** EDM contextual classes and the entity kind each is. Metis writes `edm:Organization`. */
export const CONTEXTUAL_KINDS: Readonly<Record<string, EntityKind>> = {
  'edm:Agent': 'agent',
  'skos:Concept': 'concept',
  'edm:Place': 'place',
  'edm:TimeSpan': 'timespan',
  'foaf:Organization': 'organization',
  'edm:Organization': 'organization',
};

type Shape = 'langMap' | 'list' | 'first' | 'number';

/**
 * EDM property → Entity API field (contract §3, Europeana's entity.jsonld context) and its JSON
 * shape: language maps for text, lists for URIs and dates, as the museum entities store them
 * (`convert/museum-entity.ts`), so `edm/entity-to-contextual.ts` embeds either the same way.
 */
const FIELDS: Readonly<Record<string, readonly [string, Shape]>> = {
  'skos:altLabel': ['altLabel', 'langMap'],
  'skos:hiddenLabel': ['hiddenLabel', 'list'],
  'skos:note': ['note', 'langMap'],
  'skos:notation': ['notation', 'langMap'],
  'skos:broader': ['broader', 'list'],
  'skos:narrower': ['narrower', 'list'],
  'skos:related': ['related', 'list'],
  'skos:exactMatch': ['exactMatch', 'list'],
  'skos:closeMatch': ['closeMatch', 'list'],
  'skos:inScheme': ['inScheme', 'list'],
  'owl:sameAs': ['sameAs', 'list'],
  'dc:identifier': ['identifier', 'list'],
  'dc:date': ['date', 'list'],
  'dcterms:isPartOf': ['isPartOf', 'list'],
  'dcterms:hasPart': ['hasPart', 'list'],
  'edm:isRelatedTo': ['isRelatedTo', 'list'],
  'edm:hasMet': ['hasMet', 'list'],
  'edm:wasPresentAt': ['wasPresentAt', 'list'],
  'edm:isNextInSequence': ['isNextInSequence', 'list'],
  'edm:acronym': ['acronym', 'langMap'],
  'edm:europeanaRole': ['europeanaRole', 'list'],
  'edm:country': ['country', 'first'],
  'foaf:name': ['name', 'langMap'],
  'foaf:homepage': ['homepage', 'first'],
  'foaf:logo': ['logo', 'first'],
  'foaf:mbox': ['mbox', 'list'],
  'foaf:phone': ['phone', 'list'],
  'rdaGr2:dateOfBirth': ['dateOfBirth', 'list'],
  'rdaGr2:dateOfDeath': ['dateOfDeath', 'list'],
  'rdaGr2:dateOfEstablishment': ['dateOfEstablishment', 'list'],
  'rdaGr2:dateOfTermination': ['dateOfTermination', 'list'],
  'rdaGr2:placeOfBirth': ['placeOfBirth', 'list'],
  'rdaGr2:placeOfDeath': ['placeOfDeath', 'list'],
  'rdaGr2:gender': ['gender', 'list'],
  'rdaGr2:professionOrOccupation': ['professionOrOccupation', 'list'],
  'rdaGr2:biographicalInformation': ['biographicalInformation', 'langMap'],
  'wgs84:lat': ['lat', 'number'],
  'wgs84:long': ['long', 'number'],
  'wgs84:alt': ['alt', 'number'],
};

/** Agents' and time spans' `begin`/`end` are lists like their dates; a time span has one of each. */
const SPAN_FIELDS: Readonly<Record<string, string>> = { 'edm:begin': 'begin', 'edm:end': 'end' };

/**
 * The Entity API documents for the contextual entities of an RDF/XML document that has no record
 * (a Metis dereference result, an entity export): one per entity, or why one cannot be stored.
 *
 * An entity already named by a Europeana entity URI keeps it. Any other (a Wikidata or GeoNames
 * URI) gets a stable Europeana URI made from its own, as Europeana's entity management mints one,
 * and keeps its source URI first in `sameAs`, which the store makes an alias: importing the same
 * document again updates the same entity. Links between entities of the same document (a place
 * `isPartOf` a country described beside it) follow them to their new URIs; links to entities not
 * in the document keep their source URI.
 */
export function entityDocsFromRdf(
  descriptions: readonly RdfDescription[],
): Array<{ entity: EntityDoc; about: string } | { error: string }> {
  const minted = new Map<string, string>();
  for (const d of descriptions) {
    const kind = CONTEXTUAL_KINDS[d.type];
    if (kind && d.about) minted.set(d.about, europeanaUri(kind, d.about));
  }
  return descriptions.map((d) => {
    const kind = CONTEXTUAL_KINDS[d.type];
    if (!kind) return { error: `${d.type} is not an EDM contextual entity class` };
    if (!d.about) return { error: `${d.type} without rdf:about (an entity needs its URI)` };
    try {
      return { entity: entityDoc(kind, d, minted), about: d.about };
    } catch (error) {
      return { error: `${d.type} ${d.about}: ${(error as Error).message}` };
    }
  });
}

function europeanaUri(kind: EntityKind, about: string): string {
  const match = ENTITY_URI.exec(about);
  return match && match[1] === kind ? about.replace('/base/', '/') : entityUri(kind, about);
}

function entityDoc(
  kind: EntityKind,
  d: RdfDescription,
  minted: ReadonlyMap<string, string>,
): EntityDoc {
  const id = minted.get(d.about)!;
  const prefLabel: Record<string, string> = {};
  const extraLabels: RdfProperty[] = [];
  for (const p of d.props) {
    if (p.name !== 'skos:prefLabel' || p.resource) continue;
    const lang = p.lang ?? 'def';
    const label = oneLine(p.value);
    if (!label) continue;
    // One prefLabel per language; the others are alternatives (as Europeana's entity API does).
    if (prefLabel[lang] === undefined) prefLabel[lang] = label;
    else if (prefLabel[lang] !== label) extraLabels.push({ ...p, name: 'skos:altLabel' });
  }
  if (!Object.keys(prefLabel).length) throw new Error('no skos:prefLabel (an entity needs a name)');
  const doc: EntityDoc = { id, type: ENTITY_TYPE_OF_KIND[kind], prefLabel };
  const link = (p: RdfProperty): string =>
    p.resource ? (minted.get(p.value) ?? p.value) : p.value;
  const byField = new Map<string, { shape: Shape; props: RdfProperty[] }>();
  for (const p of [...d.props, ...extraLabels]) {
    const field =
      FIELDS[p.name] ?? (SPAN_FIELDS[p.name] ? [SPAN_FIELDS[p.name]!, 'list'] : undefined);
    if (!field) continue;
    const entry = byField.get(field[0]) ?? { shape: field[1], props: [] };
    entry.props.push(p);
    byField.set(field[0], entry);
  }
  for (const [field, { shape, props }] of byField) {
    const value = shaped(shape, props, link);
    if (value !== undefined) doc[field] = value;
  }
  if (kind === 'timespan') {
    // A time span is one period: its begin and end are single dates in the Entity API.
    for (const field of ['begin', 'end']) {
      const list = doc[field];
      if (Array.isArray(list)) doc[field] = list[0];
    }
  }
  // The source URI comes first among the co-references, so it is the entity's alias too.
  if (id !== d.about) doc.sameAs = [...new Set([d.about, ...((doc.sameAs as string[]) ?? [])])];
  return doc;
}

function shaped(
  shape: Shape,
  props: readonly RdfProperty[],
  link: (p: RdfProperty) => string,
): unknown {
  if (shape === 'number') {
    const n = Number(props[0]!.value);
    return props[0]!.value.trim() && Number.isFinite(n) ? n : undefined;
  }
  if (shape === 'langMap') {
    const map: LangMap = {};
    for (const p of props) {
      const value = p.resource ? link(p) : oneLine(p.value);
      if (!value) continue;
      const list = (map[p.resource ? 'def' : (p.lang ?? 'def')] ??= []);
      if (!list.includes(value)) list.push(value);
    }
    return Object.keys(map).length ? map : undefined;
  }
  const values = [...new Set(props.map((p) => (p.resource ? link(p) : oneLine(p.value))))].filter(
    Boolean,
  );
  if (!values.length) return undefined;
  return shape === 'first' ? values[0] : values;
}

/**
 * Pretty-printed XML breaks long literals over indented lines (`Wanna kąpielowa⏎\t\t\t`); a line
 * break followed by indentation is layout, not text.
 */
function oneLine(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]+/g, ' ').trim();
}

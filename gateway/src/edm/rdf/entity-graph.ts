import type { EntityDoc } from '../entity-types';
import { prefLabelMap } from '../entity-to-contextual';
import { GraphBuilder, iri, literal, type RdfGraph, type RdfNode } from './graph';
import { term, VCARD_NS, WGS84_NS } from './namespaces';
import { objectsOf } from './objects';

/** The EDM class of each Entity API type. Europeana's records name organisations `foaf:Organization`. */
const CLASS_OF_TYPE: Readonly<Record<string, string>> = {
  Agent: term('edm', 'Agent'),
  Concept: term('skos', 'Concept'),
  Place: term('edm', 'Place'),
  TimeSpan: term('edm', 'TimeSpan'),
  Organization: term('foaf', 'Organization'),
};

/**
 * Entity API fields and the EDM properties Europeana's entity XML writes them as (entity
 * management's Xml*Impl classes), in the order written. The importer reads the same table back
 * (`convert/rdf-entity.ts`).
 */
const FIELDS: ReadonlyArray<[string, string]> = [
  ['prefLabel', term('skos', 'prefLabel')],
  ['altLabel', term('skos', 'altLabel')],
  ['hiddenLabel', term('skos', 'hiddenLabel')],
  ['name', term('foaf', 'name')],
  ['acronym', term('edm', 'acronym')],
  ['description', term('dc', 'description')],
  ['begin', term('edm', 'begin')],
  ['dateOfBirth', term('rdaGr2', 'dateOfBirth')],
  ['dateOfEstablishment', term('rdaGr2', 'dateOfEstablishment')],
  ['end', term('edm', 'end')],
  ['dateOfDeath', term('rdaGr2', 'dateOfDeath')],
  ['dateOfTermination', term('rdaGr2', 'dateOfTermination')],
  ['date', term('dc', 'date')],
  ['placeOfBirth', term('rdaGr2', 'placeOfBirth')],
  ['placeOfDeath', term('rdaGr2', 'placeOfDeath')],
  ['gender', term('rdaGr2', 'gender')],
  ['professionOrOccupation', term('rdaGr2', 'professionOrOccupation')],
  ['biographicalInformation', term('rdaGr2', 'biographicalInformation')],
  ['lat', `${WGS84_NS}lat`],
  ['long', `${WGS84_NS}long`],
  ['alt', `${WGS84_NS}alt`],
  ['notation', term('skos', 'notation')],
  ['note', term('skos', 'note')],
  ['broader', term('skos', 'broader')],
  ['narrower', term('skos', 'narrower')],
  ['related', term('skos', 'related')],
  ['broadMatch', term('skos', 'broadMatch')],
  ['narrowMatch', term('skos', 'narrowMatch')],
  ['relatedMatch', term('skos', 'relatedMatch')],
  ['closeMatch', term('skos', 'closeMatch')],
  ['exactMatch', term('skos', 'exactMatch')],
  ['inScheme', term('skos', 'inScheme')],
  ['hasPart', term('dcterms', 'hasPart')],
  ['isPartOf', term('dcterms', 'isPartOf')],
  ['isNextInSequence', term('edm', 'isNextInSequence')],
  ['hasMet', term('edm', 'hasMet')],
  ['isRelatedTo', term('edm', 'isRelatedTo')],
  ['wasPresentAt', term('edm', 'wasPresentAt')],
  ['europeanaRole', term('edm', 'europeanaRole')],
  ['country', term('edm', 'country')],
  ['language', term('edm', 'language')],
  ['homepage', term('foaf', 'homepage')],
  ['phone', term('foaf', 'phone')],
  ['mbox', term('foaf', 'mbox')],
  ['identifier', term('dc', 'identifier')],
  ['aggregatedVia', term('edm', 'aggregatedVia')],
  ['sameAs', term('owl', 'sameAs')],
];

/** Fields holding a web resource (`{ id, source?, thumbnail? }`) rather than values. */
const RESOURCES: ReadonlyArray<[string, string]> = [
  ['depiction', term('foaf', 'depiction')],
  ['isShownBy', term('edm', 'isShownBy')],
  ['logo', term('foaf', 'logo')],
];

const ADDRESS_FIELDS: ReadonlyArray<[string, string]> = [
  'streetAddress',
  'postalCode',
  'postOfficeBox',
  'locality',
  'region',
  'countryName',
  'hasGeo',
].map((field) => [field, `${VCARD_NS}${field}`]);

type Resource = { id?: unknown; source?: unknown; thumbnail?: unknown };
const idOf = (value: unknown): string | undefined => {
  const id = (value as Resource | undefined)?.id;
  return typeof id === 'string' && id.trim() ? id : undefined;
};

/**
 * The EDM graph of an Entity API document, as Europeana's entity API writes it in XML: one
 * node of the entity's class with its labels, notes, dates, places, links and co-references; a
 * web resource it shows (`isShownBy`, `depiction`, `logo`) as an `edm:WebResource` node with its
 * source item and thumbnail; an organisation's address as a `vcard:Address` node. The
 * `isAggregatedBy` statistics of the JSON (item counts of this gateway) are no EDM and are left out.
 */
export function entityGraph(doc: EntityDoc): RdfGraph {
  const graph = new GraphBuilder();
  const entity = graph.node(doc.id, ...(CLASS_OF_TYPE[doc.type] ? [CLASS_OF_TYPE[doc.type]!] : []));
  const resources: Array<[string, Resource]> = [];
  for (const [field, predicate] of RESOURCES) {
    const id = idOf(doc[field]);
    if (!id) continue;
    graph.add(entity, predicate, [iri(id)]);
    resources.push([id, doc[field] as Resource]);
  }
  for (const [field, predicate] of FIELDS) {
    const value = field === 'prefLabel' ? prefLabelMap(doc.prefLabel) : doc[field];
    graph.add(entity, predicate, objectsOf(predicate, value));
  }
  const address = doc.hasAddress;
  if (address && typeof address === 'object' && !Array.isArray(address)) {
    const fields = address as Record<string, unknown>;
    const id = typeof fields.id === 'string' && fields.id ? fields.id : `${doc.id}#address`;
    graph.add(entity, `${VCARD_NS}hasAddress`, [iri(id)]);
    const node = graph.node(id, `${VCARD_NS}Address`);
    for (const [field, predicate] of ADDRESS_FIELDS) addText(graph, node, predicate, fields[field]);
  }
  // One node per web resource, also when the entity shows the same image twice.
  for (const [id, resource] of new Map(resources)) {
    const node = graph.node(id, term('edm', 'WebResource'));
    if (typeof resource.source === 'string')
      graph.add(node, term('dcterms', 'source'), objectsOf('', resource.source));
    if (typeof resource.thumbnail === 'string')
      graph.add(node, term('edm', 'preview'), objectsOf('', resource.thumbnail));
  }
  return graph.build();
}

function addText(graph: GraphBuilder, node: RdfNode, predicate: string, value: unknown): void {
  if (typeof value === 'string' && value.trim()) graph.add(node, predicate, [literal(value)]);
}

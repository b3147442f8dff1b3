/**
 * The namespaces of EDM RDF and the prefixes Europeana uses for them. The prefixes are also what
 * the Record API's JSON keys are built from (`dc:title` → `dcTitle`), so the RDF importer and the
 * RDF serialisers share this one table.
 */
export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const EDM_NS = 'http://www.europeana.eu/schemas/edm/';

/** Namespace URI → prefix. */
export const RDF_PREFIXES: Readonly<Record<string, string>> = {
  [RDF_NS]: 'rdf',
  [EDM_NS]: 'edm',
  'http://www.openarchives.org/ore/terms/': 'ore',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://www.w3.org/2004/02/skos/core#': 'skos',
  'http://xmlns.com/foaf/0.1/': 'foaf',
  'http://www.w3.org/2003/01/geo/wgs84_pos#': 'wgs84',
  'http://rdvocab.info/ElementsGr2/': 'rdaGr2',
  'http://www.w3.org/2002/07/owl#': 'owl',
  'http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#': 'ebucore',
  'http://rdfs.org/sioc/services#': 'svcs',
  'http://usefulinc.com/ns/doap#': 'doap',
  'http://www.w3.org/ns/dqv#': 'dqv',
  'http://creativecommons.org/ns#': 'cc',
  'http://www.w3.org/2000/01/rdf-schema#': 'rdfs',
};

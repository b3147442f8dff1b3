import { RDF_TYPE, term, WGS84_NS, XSD_NS } from './namespaces';

/**
 * Record API JSON keys back to EDM properties: the inverse of the importer's `jsonKey`
 * (`convert/edm-rdf.ts`), where `dcTitle` is `dc:title`, `proxyFor` `ore:proxyFor` and
 * `latitude` `wgs84_pos:lat`. A key with a namespace prefix maps by rule; the keys the Record
 * API writes without one, and the few whose local name the rule would get wrong, are listed.
 */
const UNPREFIXED: Readonly<Record<string, string>> = {
  prefLabel: term('skos', 'prefLabel'),
  altLabel: term('skos', 'altLabel'),
  hiddenLabel: term('skos', 'hiddenLabel'),
  note: term('skos', 'note'),
  notation: term('skos', 'notation'),
  broader: term('skos', 'broader'),
  narrower: term('skos', 'narrower'),
  related: term('skos', 'related'),
  exactMatch: term('skos', 'exactMatch'),
  closeMatch: term('skos', 'closeMatch'),
  broadMatch: term('skos', 'broadMatch'),
  narrowMatch: term('skos', 'narrowMatch'),
  relatedMatch: term('skos', 'relatedMatch'),
  inScheme: term('skos', 'inScheme'),
  begin: term('edm', 'begin'),
  end: term('edm', 'end'),
  year: term('edm', 'year'),
  hasView: term('edm', 'hasView'),
  aggregatedCHO: term('edm', 'aggregatedCHO'),
  isNextInSequence: term('edm', 'isNextInSequence'),
  europeanaProxy: term('edm', 'europeanaProxy'),
  isPartOf: term('dcterms', 'isPartOf'),
  proxyFor: term('ore', 'proxyFor'),
  proxyIn: term('ore', 'proxyIn'),
  lineage: term('ore', 'lineage'),
  latitude: `${WGS84_NS}lat`,
  longitude: `${WGS84_NS}long`,
  altitude: `${WGS84_NS}alt`,
  rdfType: RDF_TYPE,
  // Web resources name their rights apart from the aggregation's in the Record API.
  webResourceEdmRights: term('edm', 'rights'),
  webResourceDcRights: term('dc', 'rights'),
  // Keys the prefix rule would misread: `has_service`, `tableOfContents`, and the contract's
  // `dcTermsHasPart` spelling for places.
  svcsHasService: term('svcs', 'has_service'),
  dctermsTOC: term('dcterms', 'tableOfContents'),
  dcTermsHasPart: term('dcterms', 'hasPart'),
};

/**
 * Keys that are no EDM property: `about` is the subject, `webResources` are nodes of their own,
 * the attribution snippets are text api2 derives for display, `edmPreviewNoDistribute` and
 * `changeLog` are Europeana's internal bookkeeping, none of which its RDF export writes.
 */
const NOT_PROPERTIES = new Set([
  'about',
  'webResources',
  'textAttributionSnippet',
  'htmlAttributionSnippet',
  'edmPreviewNoDistribute',
  'changeLog',
]);

/** Longer prefixes first, so that `dctermsCreated` is not read as `dc` + `termsCreated`. */
const PREFIXES = ['rdaGr2', 'dcterms', 'ebucore', 'edm', 'dc', 'foaf', 'owl', 'skos', 'svcs']
  .concat(['doap', 'dqv', 'ore', 'rdfs', 'cc', 'odrl', 'vcard'])
  .sort((a, b) => b.length - a.length);
const PREFIXED = new RegExp(`^(${PREFIXES.join('|')})([A-Z][A-Za-z0-9_]*)$`);

/** The property IRI of a Record API key, or undefined for keys that are no EDM property. */
export function predicateOfKey(key: string): string | undefined {
  if (NOT_PROPERTIES.has(key)) return undefined;
  const listed = UNPREFIXED[key];
  if (listed) return listed;
  const match = PREFIXED.exec(key);
  if (!match) return undefined;
  const local = match[2]!;
  return term(match[1]!, local.charAt(0).toLowerCase() + local.slice(1));
}

/**
 * Properties whose values are text even when they look like URIs (Europeana's EdmUtils writes
 * them as literals: titles, identifiers, language codes, labels and notes); every other
 * property links a URI value (`rdf:resource`) and keeps other values as text.
 */
export const LITERAL_ONLY: ReadonlySet<string> = new Set([
  term('dc', 'title'),
  term('dc', 'identifier'),
  term('dc', 'language'),
  term('dcterms', 'alternative'),
  term('skos', 'prefLabel'),
  term('skos', 'altLabel'),
  term('skos', 'hiddenLabel'),
  term('skos', 'note'),
  term('skos', 'notation'),
  term('edm', 'europeanaProxy'),
  term('edm', 'type'),
  term('edm', 'ugc'),
  term('ebucore', 'hasMimeType'),
]);

/** Datatypes Europeana's web resource export gives technical metadata (EdmWebResourceUtils). */
export const DATATYPES: Readonly<Record<string, string>> = {
  [term('ebucore', 'fileByteSize')]: `${XSD_NS}long`,
  [term('ebucore', 'width')]: `${XSD_NS}integer`,
  [term('ebucore', 'height')]: `${XSD_NS}integer`,
  [term('ebucore', 'sampleRate')]: `${XSD_NS}integer`,
  [term('ebucore', 'sampleSize')]: `${XSD_NS}integer`,
  [term('ebucore', 'bitRate')]: `${XSD_NS}nonNegativeInteger`,
  [term('ebucore', 'audioChannelNumber')]: `${XSD_NS}nonNegativeInteger`,
  [term('edm', 'spatialResolution')]: `${XSD_NS}nonNegativeInteger`,
  [term('ebucore', 'frameRate')]: `${XSD_NS}double`,
  [term('ebucore', 'orientation')]: `${XSD_NS}string`,
  [term('edm', 'componentColor')]: `${XSD_NS}hexBinary`,
};

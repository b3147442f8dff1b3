import { predicateOfKey } from './property-keys';

const DC = 'http://purl.org/dc/elements/1.1/';
const DCTERMS = 'http://purl.org/dc/terms/';
const EDM = 'http://www.europeana.eu/schemas/edm/';

describe('Record API keys to EDM properties', () => {
  it.each([
    ['dcTitle', `${DC}title`],
    ['dctermsCreated', `${DCTERMS}created`],
    ['dctermsIsPartOf', `${DCTERMS}isPartOf`],
    ['edmIsShownBy', `${EDM}isShownBy`],
    ['edmType', `${EDM}type`],
    ['rdaGr2DateOfBirth', 'http://rdvocab.info/ElementsGr2/dateOfBirth'],
    ['ebucoreHasMimeType', 'http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#hasMimeType'],
    ['owlSameAs', 'http://www.w3.org/2002/07/owl#sameAs'],
    ['foafHomepage', 'http://xmlns.com/foaf/0.1/homepage'],
    ['proxyFor', 'http://www.openarchives.org/ore/terms/proxyFor'],
    ['prefLabel', 'http://www.w3.org/2004/02/skos/core#prefLabel'],
    ['broader', 'http://www.w3.org/2004/02/skos/core#broader'],
    ['begin', `${EDM}begin`],
    ['year', `${EDM}year`],
    ['isPartOf', `${DCTERMS}isPartOf`],
    ['latitude', 'http://www.w3.org/2003/01/geo/wgs84_pos#lat'],
    ['longitude', 'http://www.w3.org/2003/01/geo/wgs84_pos#long'],
    ['rdfType', 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type'],
    ['webResourceEdmRights', `${EDM}rights`],
    ['webResourceDcRights', `${DC}rights`],
    ['svcsHasService', 'http://rdfs.org/sioc/services#has_service'],
    ['dctermsTOC', `${DCTERMS}tableOfContents`],
    ['dcTermsHasPart', `${DCTERMS}hasPart`],
  ])('%s is %s', (key, predicate) => {
    expect(predicateOfKey(key)).toBe(predicate);
  });

  it.each([
    'about',
    'webResources',
    'textAttributionSnippet',
    'edmPreviewNoDistribute',
    'changeLog',
    'timestamp_created',
    'dc',
    'dc:title',
    'xyzTitle',
    'edm Title',
  ])('%s is no EDM property', (key) => {
    expect(predicateOfKey(key)).toBeUndefined();
  });
});

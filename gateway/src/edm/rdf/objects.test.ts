import { objectsOf } from './objects';

const EDM = 'http://www.europeana.eu/schemas/edm/';
const DC = 'http://purl.org/dc/elements/1.1/';

describe('Record API values to RDF objects', () => {
  it('makes URIs resources and other text literals tagged with their language', () => {
    expect(
      objectsOf(`${DC}creator`, {
        def: ['http://data.europeana.eu/agent/1', 'Anonymous'],
        en: ['unknown maker'],
      }),
    ).toEqual([
      { iri: 'http://data.europeana.eu/agent/1' },
      { value: 'Anonymous' },
      { value: 'unknown maker', lang: 'en' },
    ]);
  });

  it('links a URI in any language, as Europeana does: a resource has no language', () => {
    expect(objectsOf(`${EDM}isPartOf`, { en: ['http://semium.org/time/19xx'] })).toEqual([
      { iri: 'http://semium.org/time/19xx' },
    ]);
  });

  it('keeps titles, identifiers and labels text even when they look like URIs', () => {
    expect(objectsOf(`${DC}identifier`, { def: ['http://example.org/1'] })).toEqual([
      { value: 'http://example.org/1' },
    ]);
    expect(objectsOf(`${DC}title`, { en: ['http://x'] })).toEqual([
      { value: 'http://x', lang: 'en' },
    ]);
  });

  it('writes strings, lists, numbers and booleans; types technical metadata as Europeana does', () => {
    expect(objectsOf(`${EDM}isShownBy`, 'http://x/a.jpg')).toEqual([{ iri: 'http://x/a.jpg' }]);
    expect(objectsOf(`${EDM}hasView`, ['http://x/1', 'http://x/2'])).toEqual([
      { iri: 'http://x/1' },
      { iri: 'http://x/2' },
    ]);
    expect(objectsOf('http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#width', 600)).toEqual([
      { value: '600', datatype: 'http://www.w3.org/2001/XMLSchema#integer' },
    ]);
    expect(objectsOf('http://www.w3.org/2003/01/geo/wgs84_pos#lat', 48.85)).toEqual([
      { value: '48.85' },
    ]);
    expect(objectsOf(`${EDM}europeanaProxy`, false)).toEqual([{ value: 'false' }]);
  });

  it("reads the Entity API's one text per language too", () => {
    expect(objectsOf(`${EDM}acronym`, { en: 'KB', nl: ['KB'] })).toEqual([
      { value: 'KB', lang: 'en' },
      { value: 'KB', lang: 'nl' },
    ]);
  });

  it('gives nothing for blank text, nulls, non-finite numbers and other shapes', () => {
    expect(objectsOf(`${DC}title`, { en: ['', '  '] })).toEqual([]);
    expect(objectsOf(`${DC}title`, null)).toEqual([]);
    expect(objectsOf(`${DC}title`, Number.NaN)).toEqual([]);
    expect(objectsOf(`${DC}title`, { en: 7 })).toEqual([]);
    expect(objectsOf(`${DC}title`, [{ nested: true }, 'kept'])).toEqual([{ value: 'kept' }]);
  });
});

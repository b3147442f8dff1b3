import { rdfDocumentUnits } from './rdf-units';

const NS =
  'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:edm="http://www.europeana.eu/schemas/edm/" xmlns:skos="http://www.w3.org/2004/02/skos/core#"';

describe('rdfDocumentUnits', () => {
  it('reports an XML error on the line of the file it is on, with its column', () => {
    const document = [
      `<rdf:RDF ${NS}>`,
      '<edm:Agent rdf:about="http://example.org/a">',
      '  <skos:prefLabel>A</skos:prefLabel>',
      '</edm:Agnt>',
      '</rdf:RDF>',
    ].join('\n');
    expect(rdfDocumentUnits(document, 20)).toEqual([
      {
        lineNo: 23,
        error: expect.stringMatching(
          /^Invalid RDF\/XML at column \d+: .*close tag.* \(in the document from line 20\)$/,
        ),
      },
    ]);
  });

  it('names each entity of a document of several, and converts the good ones', () => {
    const document = `<rdf:RDF ${NS}><edm:Agent rdf:about="http://example.org/a"><skos:prefLabel>A</skos:prefLabel></edm:Agent><edm:Agent rdf:about="http://example.org/b"/></rdf:RDF>`;
    const units = rdfDocumentUnits(document, 7);
    expect(units[0]).toMatchObject({ lineNo: 7, converted: { kind: 'entity' } });
    expect(units[1]).toEqual({
      lineNo: 7,
      error:
        'entity 2 of 2 of the document: edm:Agent http://example.org/b: no skos:prefLabel (an entity needs a name)',
    });
  });
});

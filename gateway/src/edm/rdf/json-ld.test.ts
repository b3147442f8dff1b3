import { jsonLdTriples, rdfXmlTriples } from '../../test-support/rdf-triples';
import { EX, TRICKY_TEXT, trickyGraph } from '../../test-support/tricky-graph';
import { GraphBuilder, literal } from './graph';
import { toJsonLd } from './json-ld';
import { toRdfXml } from './rdf-xml';
import { escapeIri } from './text';

describe('JSON-LD', () => {
  it('writes a context of the prefixes used and a flat graph of node objects', () => {
    const doc = toJsonLd(trickyGraph());
    expect(doc['@context']).toEqual({
      edm: 'http://www.europeana.eu/schemas/edm/',
      dc: 'http://purl.org/dc/elements/1.1/',
      xsd: 'http://www.w3.org/2001/XMLSchema#',
    });
    expect(doc['@graph']).toEqual([
      {
        '@id': `${EX}item/1`,
        '@type': 'edm:ProvidedCHO',
        'dc:title': [{ '@language': 'en', '@value': TRICKY_TEXT }, 'plain'],
        'dc:creator': [
          { '@id': `${EX}a%20b/%3Cc%3E%7Bd%7D%7C%22e%22%5Ef%60g%5Ch` },
          { '@id': `${EX}ünïcode` },
        ],
        [`${EX}ns#local`]: { '@type': 'xsd:integer', '@value': '42' },
      },
      { '@id': `${EX}agent/1`, '@type': ['edm:Agent', `${EX}Extra`] },
    ]);
  });

  it('survives JSON text (escapes, non-BMP, lone surrogates) and reads back as the RDF/XML triples', () => {
    const graph = trickyGraph();
    const text = JSON.stringify(toJsonLd(graph));
    expect(jsonLdTriples(JSON.parse(text))).toEqual(rdfXmlTriples(toRdfXml(graph), escapeIri));
    const lone = new GraphBuilder();
    lone.add(lone.node(`${EX}x`), `${EX}p`, [literal('half \uDC00 pair')]);
    expect(JSON.stringify(toJsonLd(lone.build()))).toContain('half \uFFFD pair');
  });
});

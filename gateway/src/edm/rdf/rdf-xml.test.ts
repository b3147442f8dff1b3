import { rdfXmlTriples } from '../../test-support/rdf-triples';
import { EX, TRICKY_TEXT, trickyGraph } from '../../test-support/tricky-graph';
import { GraphBuilder, literal } from './graph';
import { escapeXmlAttribute, escapeXmlText, toRdfXml } from './rdf-xml';

describe('RDF/XML', () => {
  it('declares the namespaces and writes a node element per resource, named by its class', () => {
    const xml = toRdfXml(trickyGraph());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF ')).toBe(true);
    expect(xml).toContain('xmlns:wgs84_pos="http://www.w3.org/2003/01/geo/wgs84_pos#"');
    expect(xml).toContain('xmlns:edm="http://www.europeana.eu/schemas/edm/"');
    expect(xml).toContain(`<edm:ProvidedCHO rdf:about="${EX}item/1">`);
    expect(xml).toContain(`<dc:title>plain</dc:title>`);
    expect(xml).toContain(
      '<ns0:local xmlns:ns0="http://example.org/ns#" rdf:datatype="http://www.w3.org/2001/XMLSchema#integer">42</ns0:local>',
    );
    // A second class is an rdf:type property.
    expect(xml).toContain(
      `<edm:Agent rdf:about="${EX}agent/1">\n    <rdf:type rdf:resource="${EX}Extra"/>`,
    );
  });

  it('escapes text and attributes so that an XML parser reads back the same triples', () => {
    const xml = toRdfXml(trickyGraph());
    expect(xml).toContain(
      '<dc:title xml:lang="en">A &lt;b&gt; &amp; "quoted" \'single\' \\ back\nslash&#13;\n\ttab — 𝄞 🎨 ]]&gt; end</dc:title>',
    );
    // IRIs are written as stored (as Europeana's output does), escaped for the attribute.
    expect(xml).toContain(`rdf:resource="${EX}a b/&lt;c&gt;{d}|&quot;e&quot;^f\`g\\h"`);
    const triples = rdfXmlTriples(xml);
    expect(triples).toContain(
      `<${EX}item/1> <http://purl.org/dc/elements/1.1/title> ${JSON.stringify(TRICKY_TEXT)}@en^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString>`,
    );
    expect(triples).toContain(
      `<${EX}item/1> <http://purl.org/dc/elements/1.1/creator> <${EX}a b/<c>{d}|"e"^f\`g\\h>`,
    );
    expect(triples).toHaveLength(8);
  });

  it('replaces what XML 1.0 cannot carry (C0 controls, lone surrogates) with U+FFFD', () => {
    expect(escapeXmlText('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf')).toBe(
      'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf',
    );
    expect(escapeXmlText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(escapeXmlText('𝄞')).toBe('𝄞');
    expect(escapeXmlAttribute('a\tb\nc\rd"e<f&g')).toBe('a&#9;b&#10;c&#13;d&quot;e&lt;f&amp;g');
    const graph = new GraphBuilder();
    graph.add(graph.node(`${EX}x`), `${EX}p`, [literal('bell\u0007 and \uDFFF')]);
    expect(rdfXmlTriples(toRdfXml(graph.build()))).toEqual([
      `<${EX}x> <${EX}p> "bell\uFFFD and \uFFFD"^^<http://www.w3.org/2001/XMLSchema#string>`,
    ]);
  });

  it('leaves out what RDF/XML cannot write: a property that is no XML name', () => {
    const graph = new GraphBuilder();
    const node = graph.node(`${EX}x`);
    graph.add(node, `${EX}9starts-with-a-digit`, [literal('dropped')]);
    graph.add(node, `${EX}kept`, [literal('kept')]);
    expect(rdfXmlTriples(toRdfXml(graph.build()))).toEqual([
      `<${EX}x> <${EX}kept> "kept"^^<http://www.w3.org/2001/XMLSchema#string>`,
    ]);
  });
});

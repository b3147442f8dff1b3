import { rdfXmlTriples, turtleTriples } from '../../test-support/rdf-triples';
import { EX, TRICKY_TEXT, trickyGraph } from '../../test-support/tricky-graph';
import { GraphBuilder, iri, literal } from './graph';
import { toRdfXml } from './rdf-xml';
import { escapeIri } from './text';
import { toTurtle, turtleString } from './turtle';

describe('Turtle', () => {
  it('writes prefixes used, one block per resource, `a` for classes, commas between values', () => {
    const ttl = toTurtle(trickyGraph());
    expect(ttl.startsWith('@prefix edm: <http://www.europeana.eu/schemas/edm/> .\n')).toBe(true);
    expect(ttl).toContain('@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .');
    expect(ttl).not.toContain('@prefix ore:');
    expect(ttl).toContain(`<${EX}item/1> a edm:ProvidedCHO ;\n    dc:title "A <b>`);
    expect(ttl).toContain(`"@en , "plain" ;`);
    expect(ttl).toContain(`<${EX}ns#local> "42"^^xsd:integer .`);
    expect(ttl).toContain(`<${EX}agent/1> a edm:Agent , <${EX}Extra> .`);
  });

  it('escapes strings: quotes, backslashes, line breaks, other controls; keeps non-BMP text', () => {
    expect(turtleString(TRICKY_TEXT)).toBe(
      '"A <b> & \\"quoted\\" \'single\' \\\\ back\\nslash\\r\\n\\ttab — 𝄞 🎨 ]]> end"',
    );
    expect(turtleString('\u0000\u0007\u001F\u007F\b\f')).toBe(
      '"\\u0000\\u0007\\u001F\\u007F\\b\\f"',
    );
    expect(turtleString('lone \uD800 half')).toBe('"lone \uFFFD half"');
  });

  it('percent-encodes the characters IRIs may not hold, keeping other Unicode', () => {
    expect(escapeIri(`${EX}a b/<c>{d}|"e"^f\`g\\h`)).toBe(
      `${EX}a%20b/%3Cc%3E%7Bd%7D%7C%22e%22%5Ef%60g%5Ch`,
    );
    expect(escapeIri(`${EX}ünïcode/𝄞`)).toBe(`${EX}ünïcode/𝄞`);
    expect(escapeIri(`${EX}tab\there`)).toBe(`${EX}tab%09here`);
    // A reference whose text before a colon is no scheme keeps no colon in its first segment.
    expect(escapeIri('\u007Fhttp://x/a:b')).toBe('%7Fhttp%3A//x/a:b');
    expect(escapeIri('x y:z:w/v')).toBe('x%20y%3Az%3Aw/v');
    expect(escapeIri('urn:isbn:1')).toBe('urn:isbn:1');
  });

  it('parses back (N3) to the triples the RDF/XML holds, IRIs escaped the same way', () => {
    const graph = trickyGraph();
    expect(turtleTriples(toTurtle(graph))).toEqual(rdfXmlTriples(toRdfXml(graph), escapeIri));
  });

  it('writes full IRIs for predicates outside the prefixes or with awkward local names', () => {
    const graph = new GraphBuilder();
    const node = graph.node(`${EX}x`);
    graph.add(node, 'http://purl.org/dc/elements/1.1/has.dot', [literal('a')]);
    graph.add(node, `${EX}p`, [iri(`${EX}y`), literal('x\u0001', 'de-AT')]);
    const ttl = toTurtle(graph.build());
    expect(ttl).toContain('<http://purl.org/dc/elements/1.1/has.dot> "a"');
    expect(turtleTriples(ttl)).toHaveLength(3);
  });
});

import { GraphBuilder, iri, literal, typed, type RdfGraph } from '../edm/rdf/graph';

export const EX = 'http://example.org/';
const DC = 'http://purl.org/dc/elements/1.1/';
const EDM = 'http://www.europeana.eu/schemas/edm/';

/** Text every syntax has to escape: markup, quotes, backslashes, line breaks, tabs, emoji. */
export const TRICKY_TEXT = 'A <b> & "quoted" \'single\' \\ back\nslash\r\n\ttab — 𝄞 🎨 ]]> end';

/**
 * A graph with text and IRIs every serialiser must escape: markup and quotes, line breaks,
 * characters outside the BMP, an IRI with spaces and brackets, a typed value, an IRI outside the
 * known namespaces.
 */
export function trickyGraph(): RdfGraph {
  const graph = new GraphBuilder();
  const cho = graph.node(`${EX}item/1`, `${EDM}ProvidedCHO`);
  graph.add(cho, `${DC}title`, [literal(TRICKY_TEXT, 'en'), literal('plain')]);
  graph.add(cho, `${DC}creator`, [iri(`${EX}a b/<c>{d}|"e"^f\`g\\h`), iri(`${EX}ünïcode`)]);
  graph.add(cho, `${EX}ns#local`, [typed('42', 'http://www.w3.org/2001/XMLSchema#integer')]);
  graph.node(`${EX}agent/1`, `${EDM}Agent`, `${EX}Extra`);
  return graph.build();
}

import { jsonLdTriples, rdfXmlTriples, turtleTriples } from '../../test-support/rdf-triples';
import { openRecordCorpus, type RecordCorpus } from '../../test-support/record-corpus';
import { TRICKY_TEXT } from '../../test-support/tricky-graph';
import type { EdmRecord } from '../types';
import { toJsonLd } from './json-ld';
import { recordGraph } from './record-graph';
import { toRdfXml } from './rdf-xml';
import { escapeIri } from './text';
import { toTurtle } from './turtle';

/** A record whose values every syntax must escape. */
const tricky: EdmRecord = {
  about: '/9/tricky',
  type: 'IMAGE',
  proxies: [
    {
      about: '/proxy/provider/9/tricky',
      europeanaProxy: false,
      dcTitle: { en: [TRICKY_TEXT], 'zh-Hant': ['龍 𠀀'] },
      dcDescription: { def: ['line one\nline two', '"quoted" \\ back'] },
      dcCreator: { def: ['http://example.org/agent with spaces/<1>'] },
    },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/9/tricky',
      edmIsShownBy: 'http://media.example.org/Bilder 7/a&b.jpg',
      webResources: [
        { about: 'http://media.example.org/Bilder 7/a&b.jpg', ebucoreFileByteSize: 1234 },
      ],
    },
  ],
};

/**
 * Turtle and JSON-LD hold the same graph as the RDF/XML, read by independent parsers: N3 for
 * Turtle, saxes for RDF/XML, the JSON-LD read by expanding its context. IRIs are compared in the
 * form Turtle and JSON-LD must write them (`escapeIri`: `Bilder 7` → `Bilder%207`), which is the
 * URI the RDF/XML's URI reference denotes.
 */
describe('record formats hold the same triples', () => {
  let corpus: RecordCorpus;
  beforeAll(async () => {
    corpus = await openRecordCorpus();
  });
  afterAll(() => corpus.close());

  const check = (record: EdmRecord) => {
    const graph = recordGraph(record);
    const fromXml = rdfXmlTriples(toRdfXml(graph), escapeIri);
    const statements = graph.nodes.reduce(
      (n, node) => n + node.types.length + node.statements.length,
      0,
    );
    expect(fromXml).toHaveLength(statements);
    expect(turtleTriples(toTurtle(graph))).toEqual(fromXml);
    expect(jsonLdTriples(JSON.parse(JSON.stringify(toJsonLd(graph))))).toEqual(fromXml);
  };

  it('for a record of awkward text and IRIs', () => {
    check(tricky);
  });

  it('for every seeded record and Europeana sample', () => {
    expect(corpus.records.length).toBeGreaterThan(400);
    for (const record of corpus.records) check(record);
  });
});

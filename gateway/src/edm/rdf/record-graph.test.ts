import type { EdmRecord } from '../types';
import type { RdfGraph } from './graph';
import { OUTPUT_PREFIXES } from './namespaces';
import { dataUri, recordGraph } from './record-graph';

/** `prefix:local` for readable expectations. */
function short(iri: string): string {
  for (const [ns, prefix] of Object.entries(OUTPUT_PREFIXES))
    if (iri.startsWith(ns)) return `${prefix}:${iri.slice(ns.length)}`;
  return iri;
}

/** Each node as `[subject, classes, ["p o", …]]` with compact names. */
function summary(graph: RdfGraph): Array<[string, string[], string[]]> {
  return graph.nodes.map((node) => [
    node.subject,
    node.types.map(short),
    node.statements.map(({ predicate, object }) =>
      'iri' in object
        ? `${short(predicate)} <${object.iri}>`
        : `${short(predicate)} "${object.value}"${object.lang ? `@${object.lang}` : ''}${object.datatype ? `^^${short(object.datatype)}` : ''}`,
    ),
  ]);
}

const CC0 = 'http://creativecommons.org/publicdomain/zero/1.0/';

const record: EdmRecord = {
  about: '/1/a',
  type: 'IMAGE',
  title: ['T'],
  europeanaCollectionName: ['1_x'],
  europeanaCompleteness: 5,
  timestamp_created: '2020-01-01T00:00:00.000Z',
  timestamp_update: '2021-01-01T00:00:00.000Z',
  providedCHOs: [{ about: '/item/1/a' }],
  proxies: [
    {
      about: '/proxy/provider/1/a',
      europeanaProxy: false,
      proxyFor: '/item/1/a',
      proxyIn: ['/aggregation/provider/1/a'],
      dcTitle: { en: ['T'], def: ['http://not.a.link/since/titles/are/text'] },
      dcCreator: { def: ['http://data.europeana.eu/agent/1', 'Anonymous'] },
      dctermsTOC: { en: ['Contents'] },
    },
    { about: '/proxy/europeana/1/a', europeanaProxy: true, year: { def: ['1600'] } },
  ],
  aggregations: [
    {
      about: '/aggregation/provider/1/a',
      aggregatedCHO: '/item/1/a',
      edmIsShownBy: 'http://x/a.jpg',
      edmRights: { def: [CC0] },
      edmUgc: 'false',
      edmPreviewNoDistribute: false,
      webResources: [
        { about: 'http://x/a.jpg', ebucoreWidth: 10, textAttributionSnippet: 'derived text' },
      ],
    },
  ],
  europeanaAggregation: {
    about: '/aggregation/europeana/1/a',
    edmPreview: 'http://gw.test/thumbnail/v2/url.json?uri=x',
    edmLandingPage: 'https://www.europeana.eu/item/1/a',
    edmCountry: { def: ['Netherlands'] },
  },
  agents: [{ about: 'http://data.europeana.eu/agent/1', prefLabel: { en: ['A'] } }],
  places: [{ about: 'http://data.europeana.eu/place/2', latitude: 52.1, longitude: 4.3 }],
};

describe('record graph', () => {
  it('makes Record API paths data.europeana.eu URIs', () => {
    expect(dataUri('/item/1/a')).toBe('http://data.europeana.eu/item/1/a');
    expect(dataUri('/proxy/europeana/1/a')).toBe('http://data.europeana.eu/proxy/europeana/1/a');
    expect(dataUri('/1/a')).toBe('http://data.europeana.eu/item/1/a');
    expect(dataUri('http://x/y')).toBe('http://x/y');
  });

  it("writes Europeana's export of the record: CHO, media, entities, aggregation, proxies, Europeana's aggregation", () => {
    expect(summary(recordGraph(record))).toEqual([
      ['http://data.europeana.eu/item/1/a', ['edm:ProvidedCHO'], []],
      // Derived display text (attribution snippets) is no EDM.
      ['http://x/a.jpg', ['edm:WebResource'], ['ebucore:width "10"^^xsd:integer']],
      ['http://data.europeana.eu/agent/1', ['edm:Agent'], ['skos:prefLabel "A"@en']],
      [
        'http://data.europeana.eu/place/2',
        ['edm:Place'],
        ['wgs84_pos:lat "52.1"', 'wgs84_pos:long "4.3"'],
      ],
      [
        'http://data.europeana.eu/aggregation/provider/1/a',
        ['ore:Aggregation'],
        // edm:ugc "false" and edmPreviewNoDistribute are left out, as Europeana does.
        [
          'edm:aggregatedCHO <http://data.europeana.eu/item/1/a>',
          'edm:isShownBy <http://x/a.jpg>',
          `edm:rights <${CC0}>`,
        ],
      ],
      [
        'http://data.europeana.eu/proxy/provider/1/a',
        ['ore:Proxy'],
        [
          'ore:proxyFor <http://data.europeana.eu/item/1/a>',
          'ore:proxyIn <http://data.europeana.eu/aggregation/provider/1/a>',
          'dc:title "T"@en',
          'dc:title "http://not.a.link/since/titles/are/text"',
          'dc:creator <http://data.europeana.eu/agent/1>',
          'dc:creator "Anonymous"',
          'dcterms:tableOfContents "Contents"@en',
          'edm:europeanaProxy "false"',
          // The provider proxy states the record's type when it has none of its own.
          'edm:type "IMAGE"',
        ],
      ],
      [
        'http://data.europeana.eu/proxy/europeana/1/a',
        ['ore:Proxy'],
        [
          'ore:proxyFor <http://data.europeana.eu/item/1/a>',
          'edm:year "1600"',
          'ore:proxyIn <http://data.europeana.eu/aggregation/europeana/1/a>',
          'edm:europeanaProxy "true"',
        ],
      ],
      [
        'http://data.europeana.eu/aggregation/europeana/1/a',
        ['edm:EuropeanaAggregation'],
        [
          'edm:aggregatedCHO <http://data.europeana.eu/item/1/a>',
          'edm:preview <http://gw.test/thumbnail/v2/url.json?uri=x>',
          'edm:landingPage <https://www.europeana.eu/item/1/a>',
          'edm:country "Netherlands"',
          'edm:datasetName "1_x"',
          'edm:completeness "5"',
          'dcterms:created "2020-01-01T00:00:00.000Z"',
          'dcterms:modified "2021-01-01T00:00:00.000Z"',
        ],
      ],
    ]);
  });

  it('survives odd records: missing parts, wrong shapes, entities without URIs', () => {
    const odd = {
      about: '/1/b',
      type: 'TEXT',
      proxies: [
        { europeanaProxy: false, dcTitle: 'just text', dcDate: 1700, dcCreator: { en: 7 } },
      ],
      aggregations: [null, { webResources: [{ ebucoreWidth: 3 }] }],
      agents: [{ prefLabel: { en: ['no about'] } }, 'not an object'],
    } as unknown as EdmRecord;
    const nodes = summary(recordGraph(odd));
    expect(nodes.map(([subject]) => subject)).toEqual([
      'http://data.europeana.eu/item/1/b',
      'http://data.europeana.eu/aggregation/provider/1/b',
      'http://data.europeana.eu/proxy/provider/1/b',
    ]);
    expect(nodes[2]![2]).toEqual([
      'ore:proxyFor <http://data.europeana.eu/item/1/b>',
      'dc:title "just text"',
      'dc:date "1700"',
      'ore:proxyIn <http://data.europeana.eu/aggregation/provider/1/b>',
      'edm:europeanaProxy "false"',
      'edm:type "TEXT"',
    ]);
  });
});

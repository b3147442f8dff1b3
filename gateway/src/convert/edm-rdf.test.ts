import type { EdmRecord } from '../edm/types';
import { rdfRecords } from '../test-support/rdf-records';
import {
  parseEdmRdfRecords,
  MAX_DOCUMENT_CHARS,
  MAX_ELEMENT_DEPTH,
  MAX_START_TAG_CHARS,
  RdfDocumentSplitter,
  scanStartTag,
  type EdmRdfResult,
  type SplitDocument,
} from './edm-rdf';

const NS = `xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:edm="http://www.europeana.eu/schemas/edm/" xmlns:ore="http://www.openarchives.org/ore/terms/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/"
  xmlns:skos="http://www.w3.org/2004/02/skos/core#"`;

/** One record's CHO, aggregation and proxy; `extra` goes into the proxy. */
function record(n: number, extra = '', webResource = ''): string {
  const cho = `http://data.europeana.eu/item/2048/rdf_${n}`;
  return `<edm:ProvidedCHO rdf:about="${cho}"/>
    <ore:Aggregation rdf:about="http://data.europeana.eu/aggregation/provider/2048/rdf_${n}">
      <edm:aggregatedCHO rdf:resource="${cho}"/><edm:dataProvider>Museum</edm:dataProvider>
      <edm:isShownBy rdf:resource="http://example.org/${n}.jpg"/>
      <edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/>
    </ore:Aggregation>
    <edm:WebResource rdf:about="http://example.org/${n}.jpg">${webResource}</edm:WebResource>
    <ore:Proxy rdf:about="http://data.europeana.eu/proxy/provider/2048/rdf_${n}">
      <ore:proxyFor rdf:resource="${cho}"/><dc:title>Record ${n}</dc:title>${extra}
    </ore:Proxy>`;
}

const rdf = (body: string, ns = NS): string => `<rdf:RDF ${ns}>${body}</rdf:RDF>`;
type Json = Record<string, unknown>;
const abouts = (list: Array<{ about: string }> | undefined): string[] =>
  (list ?? []).map((e) => e.about);

describe('parseEdmRdfRecords with several records in one rdf:RDF document', () => {
  const doc = rdf(`
    <edm:Agent rdf:about="http://example.org/agent/1"><skos:prefLabel>One</skos:prefLabel></edm:Agent>
    <edm:Agent rdf:about="http://example.org/agent/2"><skos:prefLabel>Two</skos:prefLabel></edm:Agent>
    <edm:Agent rdf:about="http://example.org/agent/unused"><skos:prefLabel>X</skos:prefLabel></edm:Agent>
    <edm:Place rdf:about="http://example.org/place/city">
      <skos:prefLabel>City</skos:prefLabel><dcterms:isPartOf rdf:resource="http://example.org/place/country"/>
    </edm:Place>
    <edm:Place rdf:about="http://example.org/place/country"><skos:prefLabel>Country</skos:prefLabel></edm:Place>
    <skos:Concept rdf:about="http://example.org/concept/photo"><skos:prefLabel>Photo</skos:prefLabel></skos:Concept>
    ${record(1, '<dc:creator rdf:resource="http://example.org/agent/1"/><dcterms:spatial rdf:resource="http://example.org/place/city"/>')}
    ${record(2, '<dc:creator rdf:resource="http://example.org/agent/2"/>', '<dc:type rdf:resource="http://example.org/concept/photo"/>')}
  `);

  it('embeds in each record only the entities it references, directly or through other entities', () => {
    const [one, two, unused] = parseEdmRdfRecords(doc).map((result) =>
      'record' in result ? result.record : result,
    ) as [EdmRecord, EdmRecord, { error: string }];
    expect(one!.about).toBe('/2048/rdf_1');
    expect(abouts(one!.agents)).toEqual(['http://example.org/agent/1']);
    expect(abouts(one!.places)).toEqual([
      'http://example.org/place/city',
      'http://example.org/place/country',
    ]);
    expect(one!.concepts).toBeUndefined();
    expect(two!.about).toBe('/2048/rdf_2');
    expect(abouts(two!.agents)).toEqual(['http://example.org/agent/2']);
    expect(two!.places).toBeUndefined();
    // referenced from the record's web resource
    expect(abouts(two!.concepts)).toEqual(['http://example.org/concept/photo']);
    // The entity neither record references is reported, not dropped without a word.
    expect(unused).toEqual({
      error:
        'edm:Agent http://example.org/agent/unused is referenced by no edm:ProvidedCHO of the document, so it was not imported',
      outsideRecords: true,
    });
  });

  it('keeps every entity of a document of one record with that record, as Europeana stores it', () => {
    const [only, ...rest] = parseEdmRdfRecords(
      rdf(`${record(1, '<dc:creator rdf:resource="http://example.org/agent/1"/>')}
        <edm:Agent rdf:about="http://example.org/agent/1"><skos:prefLabel>One</skos:prefLabel></edm:Agent>
        <edm:Place rdf:about="http://example.org/place/unlinked"><skos:prefLabel>P</skos:prefLabel></edm:Place>
        <edm:Agent><skos:prefLabel>Anonymous</skos:prefLabel></edm:Agent>`),
    );
    const recordOf = (result: EdmRdfResult | undefined) =>
      result && 'record' in result ? result.record : undefined;
    expect(abouts(recordOf(only)?.agents)).toEqual(['http://example.org/agent/1']);
    expect(abouts(recordOf(only)?.places)).toEqual(['http://example.org/place/unlinked']);
    expect(rest).toEqual([
      {
        error: 'edm:Agent without rdf:about cannot be referenced, so it was not imported',
        outsideRecords: true,
      },
    ]);
  });

  it('assembles many records in time linear in their number', () => {
    const many = (n: number): string => {
      const parts: string[] = [];
      for (let i = 0; i < n; i++) {
        parts.push(
          `<edm:Agent rdf:about="http://example.org/agent/${i}"><skos:prefLabel>A${i}</skos:prefLabel></edm:Agent>`,
          record(i, `<dc:creator rdf:resource="http://example.org/agent/${i}"/>`),
        );
      }
      return rdf(parts.join(''));
    };
    const records = rdfRecords(many(3000));
    expect(records).toHaveLength(3000);
    expect(
      records.every((r, i) => abouts(r.agents).join() === `http://example.org/agent/${i}`),
    ).toBe(true);
  });
});

describe('parts of an rdf:RDF document that are no record', () => {
  const bad = (result: EdmRdfResult): string => ('error' in result ? result.error : '');

  it('rejects a ProvidedCHO without rdf:about, with the proxy and aggregation naming another URI', () => {
    const doc = rdf(record(1).replace(' rdf:about="http://data.europeana.eu/item/2048/rdf_1"', ''));
    const results = parseEdmRdfRecords(doc);
    expect(results).toHaveLength(1);
    expect(bad(results[0]!)).toMatch(
      /^edm:ProvidedCHO without rdf:about .*; ore:Aggregation, ore:Proxy for http:\/\/data\.europeana\.eu\/item\/2048\/rdf_1, which is no edm:ProvidedCHO of the document$/,
    );
  });

  it('reports two CHOs without rdf:about as two bad records, not as one record', () => {
    const results = parseEdmRdfRecords(rdf('<edm:ProvidedCHO/><edm:ProvidedCHO/>' + record(2)));
    expect(results.filter((r) => 'record' in r)).toHaveLength(1);
    expect(results.map(bad).filter(Boolean)).toEqual([
      'edm:ProvidedCHO without rdf:about (a record needs its URI)',
      'edm:ProvidedCHO without rdf:about (a record needs its URI)',
    ]);
  });

  it('rejects a proxy that names no ProvidedCHO of the document, or none at all', () => {
    const results = parseEdmRdfRecords(
      rdf(`${record(1)}
      <ore:Proxy rdf:about="http://example.org/proxy/x"><dc:title>x</dc:title></ore:Proxy>
      <ore:Proxy rdf:about="http://example.org/proxy/y"><ore:proxyFor rdf:resource="http://example.org/nothing"/></ore:Proxy>`),
    );
    expect(results.map(bad)).toEqual([
      '',
      'ore:Proxy without ore:proxyFor, so not tied to any edm:ProvidedCHO',
      'ore:Proxy for http://example.org/nothing, which is no edm:ProvidedCHO of the document',
    ]);
  });

  it("ties the one proxy and aggregation naming no CHO to a document's only record, which has none", () => {
    const results = parseEdmRdfRecords(
      rdf(`<edm:ProvidedCHO rdf:about="http://data.europeana.eu/item/2048/rdf_50"/>
      <ore:Aggregation rdf:about="http://example.org/aggregation/50">
        <edm:dataProvider>Museum</edm:dataProvider>
        <edm:rights rdf:resource="http://creativecommons.org/publicdomain/zero/1.0/"/>
      </ore:Aggregation>
      <ore:Proxy rdf:about="http://example.org/proxy/50"><dc:title>Record 50</dc:title></ore:Proxy>`),
    );
    expect(results).toHaveLength(1);
    const record = (results[0] as { record: EdmRecord }).record;
    expect(record.proxies?.[0]?.dcTitle).toEqual({ def: ['Record 50'] });
    expect(record.aggregations?.[0]?.edmRights).toEqual({
      def: ['http://creativecommons.org/publicdomain/zero/1.0/'],
    });
  });

  it('reports a document with neither a ProvidedCHO nor an entity instead of importing nothing silently', () => {
    const why =
      'no edm:ProvidedCHO in the document and no contextual entity (edm:Agent, skos:Concept, edm:Place, edm:TimeSpan, foaf:Organization)';
    expect(parseEdmRdfRecords(rdf('')).map(bad)).toEqual([why]);
    expect(
      parseEdmRdfRecords(rdf('<edm:WebResource rdf:about="http://example.org/1.jpg"/>')).map(bad),
    ).toEqual([why]);
  });

  it('reads two node elements about one URI as one resource', () => {
    const doc = rdf(
      '<edm:Agent rdf:about="http://example.org/dup"><skos:prefLabel xml:lang="en">Dup A</skos:prefLabel></edm:Agent>' +
        '<edm:Agent rdf:about="http://example.org/dup"><skos:prefLabel xml:lang="en">Dup B</skos:prefLabel><skos:altLabel xml:lang="en">Alt B</skos:altLabel></edm:Agent>',
    );
    const results = parseEdmRdfRecords(doc);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      entity: { prefLabel: { en: 'Dup A' }, altLabel: { en: ['Alt B', 'Dup B'] } },
    });
    const twice = rdf(record(1, '', '<ebucore:hasMimeType>image/jpeg</ebucore:hasMimeType>'))
      .replace(
        '</rdf:RDF>',
        '<edm:WebResource rdf:about="http://example.org/1.jpg"><ebucore:width>800</ebucore:width></edm:WebResource></rdf:RDF>',
      )
      .replace(
        '<rdf:RDF ',
        '<rdf:RDF xmlns:ebucore="http://www.ebu.ch/metadata/ontologies/ebucore/ebucore#" ',
      );
    const [record1] = rdfRecords(twice);
    expect(record1!.aggregations[0]!.webResources).toEqual([
      expect.objectContaining({ ebucoreHasMimeType: 'image/jpeg', ebucoreWidth: 800 }),
    ]);
  });

  it('gives the entities of a document without records, one result each', () => {
    const doc = rdf(
      '<edm:Agent rdf:about="http://example.org/agent/1"><skos:prefLabel>A</skos:prefLabel></edm:Agent>' +
        '<edm:Place rdf:about="http://example.org/place/2"/>',
    );
    const results = parseEdmRdfRecords(doc);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      about: 'http://example.org/agent/1',
      entity: { type: 'Agent', prefLabel: { def: 'A' } },
    });
    expect(bad(results[1]!)).toBe(
      'edm:Place http://example.org/place/2: no skos:prefLabel (an entity needs a name)',
    );
  });
});

/** The documents of `text` pushed in chunks of `chunk` characters, and what is left. */
function splitWithLines(text: string, chunk: number) {
  const splitter = new RdfDocumentSplitter();
  const documents: SplitDocument[] = [];
  for (let i = 0; i < text.length; i += chunk)
    documents.push(...splitter.push(text.slice(i, i + chunk)));
  return { documents, rest: splitter.rest() };
}

describe('RdfDocumentSplitter', () => {
  const split = (text: string, chunk: number): { documents: string[]; rest: string } => {
    const { documents, rest } = splitWithLines(text, chunk);
    return { documents: documents.map((d) => d.text), rest: rest.text };
  };

  it('ends a document that never closes where the next one starts, however the text is cut', () => {
    const cut = rdf(record(2)).replace('</rdf:RDF>', '');
    for (const next of [`<?xml version="1.0"?>\n${rdf(record(3))}`, rdf(record(3))]) {
      const text = `${rdf(record(1))}\n${cut}\n${next}\n`;
      for (const chunk of [1, 3, 7, 64, text.length]) {
        const { documents, rest } = splitWithLines(text, chunk);
        expect(rest.text).toBe('');
        expect(documents.map((d) => d.text.trim())).toEqual([
          rdf(record(1)),
          cut,
          // (the XML declaration is the prolog, not part of the document's text)
          next.replace(/^<\?xml[^>]*\?>\n/, ''),
        ]);
        expect(() => rdfRecords(documents[1]!.text)).toThrow(/unclosed tag/);
        expect(rdfRecords(documents[2]!.text)[0]!.about).toBe('/2048/rdf_3');
      }
    }
  });

  it('gives text between documents that is no markup on its own, and both documents whole', () => {
    const text = `${rdf(record(1))}\nthis is not xml\n<<<>>>\n${rdf(record(2))}`;
    for (const chunk of [1, 5, text.length]) {
      const { documents } = splitWithLines(text, chunk);
      expect(documents.map((d) => (d.junk ? d.text : rdfRecords(d.text)[0]!.about))).toEqual([
        '/2048/rdf_1',
        'this is not xml\n<<<>>>',
        '/2048/rdf_2',
      ]);
      expect(documents[1]!.line).toBe(rdf(record(1)).split('\n').length + 1);
    }
  });

  it('gives the line each document starts on, and of what is left, however the text is cut', () => {
    const text = `<?xml version="1.0"?>\n<!-- a\ncomment -->\n${rdf(record(1))}\n\n  ${rdf(record(2))}<?xml version="1.0"?>\n<!-- x -->\n\n junk\n`;
    // The declaration and the two-line comment take lines 1 to 3.
    const second = 4 + (rdf(record(1)).split('\n').length - 1) + 2;
    const junk = second + rdf(record(2)).split('\n').length + 2;
    for (const chunk of [1, 5, 64, text.length]) {
      const { documents, rest } = splitWithLines(text, chunk);
      expect(documents.map((d) => d.line)).toEqual([4, second]);
      expect(rest).toEqual({ text: 'junk', line: junk });
    }
    const open = splitWithLines(`\n\n${rdf(record(1))}\n<rdf:RDF ${NS}>\n<x/>`, 7);
    expect(open.rest.line).toBe(3 + rdf(record(1)).split('\n').length - 1 + 1);
  });
  const prefixed = rdf(record(2), NS.replace('xmlns:rdf=', 'xmlns:r='))
    .replace(/<(\/?)rdf:RDF/g, '<$1r:RDF')
    .replace(/rdf:(about|resource)/g, 'r:$1');

  it('finds the root element by its namespace, whatever prefix the document binds to it', () => {
    const text = `<?xml version="1.0"?>\n<!-- one -->\n${rdf(record(1))}\n<?xml version="1.0"?>\n${prefixed}\n`;
    for (const chunk of [1, 7, 64, text.length]) {
      const { documents, rest } = split(text, chunk);
      expect(rest).toBe('');
      expect(documents.map((d) => rdfRecords(d)[0]!.about)).toEqual(['/2048/rdf_1', '/2048/rdf_2']);
    }
  });

  it('passes a document whose root is not RDF on, for parseEdmRdfRecords to read or reject', () => {
    const metis = `<?xml version="1.0"?><metis:results xmlns:metis="http://www.europeana.eu/schemas/metis" ${NS}>
      <metis:result><edm:Agent rdf:about="http://example.org/a"><skos:prefLabel>A</skos:prefLabel></edm:Agent></metis:result></metis:results>`;
    const other = `<list xmlns="http://example.org/"><item/></list>`;
    const { documents, rest } = split(metis + rdf(record(3)) + other, 5);
    expect(rest).toBe('');
    expect(documents).toHaveLength(3);
    expect(parseEdmRdfRecords(documents[0]!)).toMatchObject([
      { about: 'http://example.org/a', entity: { type: 'Agent' } },
    ]);
    expect(rdfRecords(documents[1]!)[0]!.about).toBe('/2048/rdf_3');
    expect(() => parseEdmRdfRecords(documents[2]!)).toThrow(
      'Not an RDF/XML document: the root element is list in namespace http://example.org/, not RDF in namespace http://www.w3.org/1999/02/22-rdf-syntax-ns# (nor a Metis dereference answer)',
    );
  });

  it('leaves an unterminated document as the rest, and does not end a document at a longer tag name', () => {
    const text = `${rdf(record(1))}<rdf:RDF ${NS}><rdf:RDFx/>${record(4)}`;
    const { documents, rest } = split(text, 3);
    expect(documents).toHaveLength(1);
    expect(rest).toMatch(/^<rdf:RDF [\s\S]*<rdf:RDFx\/>[\s\S]*<\/ore:Proxy>$/);
  });
});

describe('text of properties', () => {
  it('keeps CDATA sections as text, alone or between other text', () => {
    const [parsed] = rdfRecords(
      rdf(
        record(
          1,
          `<dc:description xml:lang="en">before <![CDATA[middle & <b>]]> after</dc:description>`,
        ).replace(
          '<dc:title>Record 1</dc:title>',
          '<dc:title><![CDATA[Tom & Jerry <sketch>]]></dc:title>',
        ),
      ),
    );
    expect(parsed!.proxies[0]!.dcTitle).toEqual({ def: ['Tom & Jerry <sketch>'] });
    expect(parsed!.proxies[0]!.dcDescription).toEqual({ en: ['before middle & <b> after'] });
  });
});

describe('namespaces', () => {
  it('matches classes and properties by namespace URI, not by prefix', () => {
    const wrong = rdf(
      record(1),
      NS.replace('http://www.europeana.eu/schemas/edm/', 'http://example.org/not-edm/'),
    );
    expect(() => rdfRecords(wrong)).toThrow(
      'no edm:ProvidedCHO in the document: http://example.org/not-edm/ ProvidedCHO is not in the EDM namespace http://www.europeana.eu/schemas/edm/',
    );
    // EDM under another prefix is EDM; a property in an unknown namespace is no EDM property.
    const other = rdf(
      record(2, '<x:type>SOUND</x:type><dc:type>photo</dc:type>')
        .replace(/edm:/g, 'e:')
        .replace('<x:type>', '<x:type xmlns:x="http://example.org/x/">'),
      NS.replace('xmlns:edm=', 'xmlns:e='),
    );
    const [parsed] = rdfRecords(other);
    expect(parsed!.about).toBe('/2048/rdf_2');
    expect(parsed!.aggregations[0]!.edmDataProvider).toEqual({ def: ['Museum'] });
    const proxy = parsed!.proxies[0] as unknown as Record<string, unknown>;
    expect(proxy.dcType).toEqual({ def: ['photo'] });
    expect(Object.keys(proxy).filter((k) => /^x/i.test(k))).toEqual([]);
  });
});

describe('scanStartTag', () => {
  it.each<[string, ReturnType<typeof scanStartTag>]>([
    ['<rdf:RDF a="x" b = \'y>z\'>rest', { name: 'rdf:RDF', end: 25, selfClosing: false }],
    ['<r:RDF\n a="1"/>', { name: 'r:RDF', end: 15, selfClosing: true }],
    ['<rdf:RDF a="x"', 'incomplete'],
    ['<rdf:RDF a="x', 'incomplete'],
    ['<rdf:RDF a="x"b="y">', 'invalid'],
    ['<rdf:RDF a>', 'invalid'],
    ['<rdf:RDF /x>', 'invalid'],
  ])('reads %j', (text, expected) => {
    expect(scanStartTag(text, 0)).toEqual(expected);
  });

  it('reads a start tag of a million attributes, in time linear in its length', () => {
    const tag = `<rdf:RDF ${'a="x" '.repeat(1_000_000)}>`;
    expect(scanStartTag(tag, 0)).toEqual({ name: 'rdf:RDF', end: tag.length, selfClosing: false });
  });
});

describe('RdfDocumentSplitter with a root start tag that is not well-formed', () => {
  it('reports that document, skips it to its close tag and reads the next, not holding the rest', () => {
    const broken = `<rdf:RDF ${NS} broken>\n${record(2)}</rdf:RDF>`;
    const text = `${rdf(record(1))}\n${broken}\n${rdf(record(3))}`;
    for (const chunk of [7, 4096, text.length]) {
      const { documents, rest } = splitWithLines(text, chunk);
      expect(documents.map((d) => d.error ?? rdfRecords(d.text)[0]!.about)).toEqual([
        '/2048/rdf_1',
        'the root start tag <rdf:RDF> is not well-formed; the document was not imported',
        '/2048/rdf_3',
      ]);
      expect(documents[1]!.line).toBe(rdf(record(1)).split('\n').length + 1);
      expect(rest.text).toBe('');
    }
  });
});

describe('RdfDocumentSplitter with a document too large to hold', () => {
  it('reports it on its line without holding it, and reads the documents after it on theirs', () => {
    const title = `<dc:title>${'word '.repeat(MAX_DOCUMENT_CHARS / 5)}</dc:title>\n`;
    const large = rdf(`${record(2)}${'<ore:Proxy rdf:about="x">\n'}${title}</ore:Proxy>`);
    const text = `${rdf(record(1))}\n${large}\n${rdf(record(3))}`;
    const { documents, rest } = splitWithLines(text, 1 << 20);
    expect(documents.map((d) => d.error ?? rdfRecords(d.text)[0]!.about)).toEqual([
      '/2048/rdf_1',
      `the document is larger than ${MAX_DOCUMENT_CHARS >> 20} MB; it was not imported (give its records as documents of their own)`,
      '/2048/rdf_3',
    ]);
    const lineOf = (needle: string): number =>
      text.slice(0, text.indexOf(needle)).split('\n').length;
    expect(documents.map((d) => d.line)).toEqual([
      1,
      lineOf(large),
      text.split('\n').length - rdf(record(3)).split('\n').length + 1,
    ]);
    expect(rest.text).toBe('');
  });
});

describe('RdfDocumentSplitter with a root start tag too large to read', () => {
  const huge = `<rdf:RDF ${NS} ${'a="x" '.repeat(Math.ceil(MAX_START_TAG_CHARS / 6) + 10)}>`;

  it('reports that document on its line, skips it to its close tag and reads the next', () => {
    const text = `${rdf(record(1))}\n${huge}\n${record(2)}</rdf:RDF>\n${rdf(record(3))}`;
    for (const chunk of [65_536, text.length]) {
      const { documents, rest } = splitWithLines(text, chunk);
      expect(documents.map((d) => d.error ?? rdfRecords(d.text)[0]!.about)).toEqual([
        '/2048/rdf_1',
        `the root start tag <rdf:RDF> is larger than ${MAX_START_TAG_CHARS} characters; the document was not imported`,
        '/2048/rdf_3',
      ]);
      expect(documents[1]!.line).toBe(rdf(record(1)).split('\n').length + 1);
      const newlines = (text: string): number => text.split('\n').length - 1;
      expect(documents[2]!.line).toBe(
        documents[1]!.line + newlines(huge) + newlines(record(2)) + 2,
      );
      expect(rest.text).toBe('');
    }
  });

  it('says so for such a document the file ends in', () => {
    const splitter = new RdfDocumentSplitter();
    expect(splitter.push(`${huge}${record(1)}`)).toEqual([]);
    expect(splitter.rest()).toMatchObject({
      root: 'rdf:RDF',
      error: expect.stringMatching(/larger/),
    });
  });
});

describe('parseEdmRdfRecords with deeply nested elements', () => {
  const nested = (depth: number): string =>
    rdf(
      record(1, `<dc:description>${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</dc:description>`),
    );

  it('reads a record nesting as deep as the limit allows', () => {
    // rdf:RDF, ore:Proxy and dc:description take three levels.
    expect(parseEdmRdfRecords(nested(MAX_ELEMENT_DEPTH - 3))).toHaveLength(1);
  });

  it('stops at once at a deeper element, with its line and column', () => {
    const started = Date.now();
    expect(() => parseEdmRdfRecords(nested(100_000))).toThrow(
      new RegExp(
        `^Invalid RDF/XML: \\d+:\\d+: elements nested more than ${MAX_ELEMENT_DEPTH} deep`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('parseEdmRdfRecords with xml:lang values named like Object.prototype members', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    'keeps a value in %j as a language of its own',
    (lang) => {
      const subject = `<dc:subject xml:lang="${lang}">p</dc:subject><dc:subject xml:lang="en">e</dc:subject>`;
      const [result] = parseEdmRdfRecords(rdf(record(1, subject)));
      const proxy = (result as { record: EdmRecord }).record.proxies[0] as unknown as Json;
      expect(Object.entries(proxy.dcSubject as object)).toEqual([
        [lang, ['p']],
        ['en', ['e']],
      ]);
    },
  );
});

import { dtdEntities, MAX_ENTITY_CHARS } from './dtd-entities';
import { MAX_EXPANDED_CHARS, parseEdmRdfRecords, RdfDocumentSplitter } from './edm-rdf';

const NS = `xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  xmlns:edm="http://www.europeana.eu/schemas/edm/" xmlns:ore="http://www.openarchives.org/ore/terms/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"`;

/** A one-record document whose URIs and title use `&eu;` and `title`. */
function document(doctype: string, title = '&title;'): string {
  return `<?xml version="1.0"?>
${doctype}
<rdf:RDF ${NS}>
  <edm:ProvidedCHO rdf:about="&eu;item/2048/dtd_1"/>
  <ore:Proxy rdf:about="&eu;proxy/provider/2048/dtd_1">
    <ore:proxyFor rdf:resource="&eu;item/2048/dtd_1"/><dc:title>${title}</dc:title>
  </ore:Proxy>
</rdf:RDF>`;
}

/** The documents of `text` split and parsed as the importer does. */
function parsed(text: string) {
  const splitter = new RdfDocumentSplitter();
  return splitter
    .push(text)
    .map((d) => (d.error ? { error: d.error } : parseEdmRdfRecords(d.text, d.dtd)));
}

describe('dtdEntities', () => {
  it('reads general entities with a value, replacing the references inside them', () => {
    const { values, external } = dtdEntities(`<!DOCTYPE rdf:RDF [
      <!-- a comment with <!ENTITY no "never"> in it -->
      <!ENTITY eu "http://data.europeana.eu/">
      <!ENTITY item '&eu;item/'>
      <!ENTITY amp2 "a &amp; b &#x263A; &#65;">
      <!ENTITY % param "ignored">
      <!ELEMENT x (#PCDATA)> <!ATTLIST x a CDATA "has > inside">
      <!ENTITY eu "the second declaration is ignored">
      <!ENTITY file SYSTEM "file:///etc/passwd">
    ]>`);
    expect(values).toEqual({
      eu: 'http://data.europeana.eu/',
      item: 'http://data.europeana.eu/item/',
      amp2: 'a & b \u263A A',
    });
    expect(external).toEqual(['file']);
  });

  it('has none without an internal subset', () => {
    expect(dtdEntities('<!DOCTYPE rdf:RDF SYSTEM "edm.dtd">')).toEqual({
      values: {},
      external: [],
    });
  });

  it('refuses a reference to an entity not declared before, and nesting that grows too large', () => {
    expect(() => dtdEntities('<!DOCTYPE r [ <!ENTITY a "&b;"> <!ENTITY b "x"> ]>')).toThrow(
      'entity "a" refers to "b", which is not declared before it',
    );
    const laughs = ['<!ENTITY l0 "lol">'];
    for (let i = 1; i < 10; i++) laughs.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
    expect(() => dtdEntities(`<!DOCTYPE r [ ${laughs.join('')} ]>`)).toThrow(
      `expands to more than ${MAX_ENTITY_CHARS >> 10} KB`,
    );
  });
});

describe('RDF/XML documents with DTD entities', () => {
  const doctype =
    '<!DOCTYPE rdf:RDF [ <!ENTITY eu "http://data.europeana.eu/"> <!ENTITY title "Tom &amp; Jerry"> ]>';

  it('imports a record whose URIs and text use entities declared in its doctype', () => {
    const text = document(doctype);
    for (const [result] of parsed(text) as Array<
      Array<{ record?: { about: string; proxies: Array<Record<string, unknown>> } }>
    >) {
      expect(result!.record!.about).toBe('/2048/dtd_1');
      expect(result!.record!.proxies[0]!.dcTitle).toEqual({ def: ['Tom & Jerry'] });
    }
  });

  it('gives each document its own doctype', () => {
    const second = document(
      '<!DOCTYPE rdf:RDF [ <!ENTITY eu "http://data.europeana.eu/"> <!ENTITY title "Other"> ]>',
    );
    const [first, next] = parsed(`${document(doctype)}\n${second}`) as Array<
      Array<{ record: { proxies: Array<Record<string, unknown>> } }>
    >;
    expect(first![0]!.record.proxies[0]!.dcTitle).toEqual({ def: ['Tom & Jerry'] });
    expect(next![0]!.record.proxies[0]!.dcTitle).toEqual({ def: ['Other'] });
  });

  it('says which entities are read when one is not, and names those declared external', () => {
    expect(() => parseEdmRdfRecords(document('', 'x'))).toThrow(
      /undefined entity: only XML's five predefined entities, character references and entities declared with a value in the document's own <!DOCTYPE \[ … \]> are read$/,
    );
    const splitter = new RdfDocumentSplitter();
    const [split] = splitter.push(
      document('<!DOCTYPE rdf:RDF [ <!ENTITY eu SYSTEM "http://example.org/eu.ent"> ]>', 'x'),
    );
    expect(() => parseEdmRdfRecords(split!.text, split!.dtd)).toThrow(
      /\("eu" is declared SYSTEM or PUBLIC: external entities are not read\)$/,
    );
  });

  it('reports a doctype whose entities cannot be expanded as the document not imported', () => {
    const [split] = new RdfDocumentSplitter().push(
      document('<!DOCTYPE rdf:RDF [ <!ENTITY eu "&nowhere;"> ]>'),
    );
    expect(split!.error).toBe(
      'entity "eu" refers to "nowhere", which is not declared before it in the document\'s DTD; the document was not imported',
    );
  });

  it('stops a document whose entity references add too much text', () => {
    const big = 'x'.repeat(MAX_ENTITY_CHARS);
    const uses = '&big;'.repeat(Math.ceil(MAX_EXPANDED_CHARS / MAX_ENTITY_CHARS) + 1);
    const [split] = new RdfDocumentSplitter().push(
      document(
        `<!DOCTYPE rdf:RDF [ <!ENTITY eu "http://data.europeana.eu/"> <!ENTITY big "${big}"> ]>`,
        uses,
      ),
    );
    expect(() => parseEdmRdfRecords(split!.text, split!.dtd)).toThrow(
      `the entity references of the document add more than ${MAX_EXPANDED_CHARS >> 20} MB of text`,
    );
  });
});

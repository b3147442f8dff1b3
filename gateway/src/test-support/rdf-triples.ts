import { Parser } from 'n3';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { RDF_NS } from '../edm/rdf-namespaces';

const XSD_STRING = 'http://www.w3.org/2001/XMLSchema#string';
const LANG_STRING = `${RDF_NS}langString`;

/**
 * One triple as a comparable string: subject, predicate and object in N-Triples-like form, a
 * literal with its datatype made explicit as RDF 1.1 does (`xsd:string`, `rdf:langString`) and
 * its language lower-cased (language tags are case-insensitive; N3 lower-cases them).
 */
function triple(subject: string, predicate: string, object: TripleObject): string {
  const o =
    'iri' in object
      ? `<${object.iri}>`
      : `${JSON.stringify(object.value)}${object.lang ? `@${object.lang.toLowerCase()}` : ''}^^<${
          object.lang ? LANG_STRING : (object.datatype ?? XSD_STRING)
        }>`;
  return `<${subject}> <${predicate}> ${o}`;
}

type TripleObject = { iri: string } | { value: string; lang?: string; datatype?: string };

/** The triples of a Turtle document, read by N3 (an independent parser). */
export function turtleTriples(text: string): string[] {
  return new Parser()
    .parse(text)
    .map((q) =>
      triple(
        q.subject.value,
        q.predicate.value,
        q.object.termType === 'Literal'
          ? q.object.language
            ? { value: q.object.value, lang: q.object.language }
            : { value: q.object.value, datatype: q.object.datatype.value }
          : { iri: q.object.value },
      ),
    )
    .sort();
}

/**
 * The triples of an RDF/XML document in the striped form the gateway writes (node elements with
 * `rdf:about`, property elements with `rdf:resource`, `xml:lang` or `rdf:datatype`), read with
 * saxes. `iri` maps every IRI, so that a test can compare with formats that must escape them.
 */
export function rdfXmlTriples(xml: string, iri: (value: string) => string = (v) => v): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  const stack: Array<{ tag: SaxesTagNS; text: string }> = [];
  let subject = '';
  let error: Error | undefined;
  const attr = (tag: SaxesTagNS, ns: string, local: string): string | undefined => {
    const found = Object.values(tag.attributes).find(
      (a) => typeof a === 'object' && a.uri === ns && a.local === local,
    );
    return typeof found === 'object' ? found.value : undefined;
  };
  parser.on('error', (e) => (error ??= e));
  parser.on('opentag', (tag) => {
    if (stack.length === 1) {
      subject = iri(attr(tag, RDF_NS, 'about') ?? '');
      if (!(tag.uri === RDF_NS && tag.local === 'Description'))
        out.push(triple(subject, `${RDF_NS}type`, { iri: iri(tag.uri + tag.local) }));
    }
    stack.push({ tag, text: '' });
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    const { tag, text } = stack.pop()!;
    if (stack.length !== 2) return;
    const resource = attr(tag, RDF_NS, 'resource');
    const lang = attr(tag, 'http://www.w3.org/XML/1998/namespace', 'lang');
    const datatype = attr(tag, RDF_NS, 'datatype');
    out.push(
      triple(
        subject,
        tag.uri + tag.local,
        resource !== undefined
          ? { iri: iri(resource) }
          : { value: text, ...(lang ? { lang } : {}), ...(datatype ? { datatype } : {}) },
      ),
    );
  });
  parser.write(xml).close();
  if (error) throw error;
  return out.sort();
}

/**
 * The triples of a flattened JSON-LD document (`@context` of prefixes, `@graph` of node objects)
 * as the gateway writes it: compact IRIs expanded with the context, `@type` as `rdf:type`.
 */
export function jsonLdTriples(document: unknown): string[] {
  const { '@context': context = {}, '@graph': graph = [] } = document as {
    '@context'?: Record<string, string>;
    '@graph'?: Array<Record<string, unknown>>;
  };
  const expand = (value: string): string => {
    const colon = value.indexOf(':');
    const prefix = colon > 0 ? value.slice(0, colon) : '';
    return prefix && context[prefix] && !value.startsWith(`${prefix}://`)
      ? context[prefix] + value.slice(colon + 1)
      : value;
  };
  const out: string[] = [];
  for (const node of graph) {
    const subject = node['@id'] as string;
    for (const [key, raw] of Object.entries(node)) {
      if (key === '@id') continue;
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (key === '@type') {
          out.push(triple(subject, `${RDF_NS}type`, { iri: expand(value as string) }));
          continue;
        }
        const v = value as string | Record<string, string>;
        out.push(
          triple(
            subject,
            expand(key),
            typeof v === 'string'
              ? { value: v }
              : v['@id'] !== undefined
                ? { iri: v['@id'] }
                : {
                    value: v['@value']!,
                    ...(v['@language'] ? { lang: v['@language'] } : {}),
                    ...(v['@type'] ? { datatype: expand(v['@type']) } : {}),
                  },
          ),
        );
      }
    }
  }
  return out.sort();
}

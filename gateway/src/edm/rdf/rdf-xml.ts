import { isIri, isLanguageTag, type RdfGraph, type RdfNode, type RdfObject } from './graph';
import { OUTPUT_PREFIXES, outputNamespaceOf, XSD_NS } from './namespaces';
import { wellFormed } from './text';

/** Characters XML 1.0 has no way to write, not even as a character reference. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const NCNAME = /^[A-Za-z_][\w.-]*$/;

/** Text content: markup characters as entities; CR as a reference, which parsers would turn into LF. */
export function escapeXmlText(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** An attribute value in double quotes: tabs and line breaks as references, which keeps them. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

/** Lone surrogates and characters XML cannot carry become U+FFFD (the text loses them anyway). */
function xmlChars(text: string): string {
  return wellFormed(text).replace(NOT_XML, '\uFFFD');
}

interface QName {
  name: string;
  /** A namespace declaration the element needs when the namespace has no prefix of the table. */
  declaration?: string;
}

/**
 * `prefix:local` for an IRI in a namespace of the output table; otherwise a local `ns0` prefix
 * declared on the element. Undefined when the IRI cannot be an element name at all (RDF/XML
 * writes properties and classes as elements, so their local part must be an XML name).
 */
function qname(iri: string): QName | undefined {
  const best = outputNamespaceOf(iri);
  if (best && NCNAME.test(iri.slice(best.length)))
    return { name: `${OUTPUT_PREFIXES[best]}:${iri.slice(best.length)}` };
  const split = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1;
  const local = iri.slice(split);
  if (!split || !NCNAME.test(local)) return undefined;
  return {
    name: `ns0:${local}`,
    declaration: ` xmlns:ns0="${escapeXmlAttribute(iri.slice(0, split))}"`,
  };
}

function propertyElement(predicate: string, object: RdfObject): string | undefined {
  const q = qname(predicate);
  if (!q) return undefined;
  const open = `${q.name}${q.declaration ?? ''}`;
  if (isIri(object)) return `<${open} rdf:resource="${escapeXmlAttribute(object.iri)}"/>`;
  const attribute =
    object.lang && isLanguageTag(object.lang)
      ? ` xml:lang="${escapeXmlAttribute(object.lang)}"`
      : object.datatype
        ? ` rdf:datatype="${escapeXmlAttribute(object.datatype)}"`
        : '';
  return `<${open}${attribute}>${escapeXmlText(object.value)}</${q.name}>`;
}

function nodeElement(node: RdfNode): string {
  // The first class names the element (`<edm:ProvidedCHO>`); others are rdf:type properties.
  const typed = node.types.length ? qname(node.types[0]!) : undefined;
  const element = typed?.name ?? 'rdf:Description';
  const extraTypes = (typed ? node.types.slice(1) : node.types).map(
    (type) => `<rdf:type rdf:resource="${escapeXmlAttribute(type)}"/>`,
  );
  const properties = node.statements
    .map((s) => propertyElement(s.predicate, s.object))
    .filter((line): line is string => line !== undefined);
  const open = `<${element}${typed?.declaration ?? ''} rdf:about="${escapeXmlAttribute(node.subject)}"`;
  const lines = [...extraTypes, ...properties];
  if (!lines.length) return `  ${open}/>`;
  return [`  ${open}>`, ...lines.map((line) => `    ${line}`), `  </${element}>`].join('\n');
}

/**
 * RDF/XML as Europeana's Record API writes it: `rdf:RDF` declaring the EDM namespaces, one node
 * element per resource named by its class, properties as child elements with `rdf:resource`,
 * `xml:lang` or `rdf:datatype`. URIs are written as they are stored (Europeana's output keeps
 * them so too); text is escaped for XML, and the characters XML 1.0 cannot carry at all
 * (most C0 controls, lone surrogates) become U+FFFD.
 */
export function toRdfXml(graph: RdfGraph): string {
  const declarations = Object.entries(OUTPUT_PREFIXES)
    .filter(([ns]) => ns !== XSD_NS)
    .map(([ns, prefix]) => `xmlns:${prefix}="${escapeXmlAttribute(ns)}"`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rdf:RDF ${declarations.join(' ')}>`,
    ...graph.nodes.map(nodeElement),
    '</rdf:RDF>',
    '',
  ].join('\n');
}

/**
 * The one RDF model the Record and Entity API serialisers share: an ordered list of nodes
 * (subject IRI, classes, statements in the order they were added), full IRIs throughout. The
 * order only makes documents readable (a record's parts in EDM's order); RDF itself is a set,
 * so a node never holds the same statement twice. Serialisers (`rdf-xml.ts`, `turtle.ts`,
 * `json-ld.ts`) write it; mappers (`record-graph.ts`, `entity-graph.ts`) build it.
 */

/** A resource (`rdf:resource`) or a literal with an optional language or datatype, never both. */
export type RdfObject = { iri: string } | { value: string; lang?: string; datatype?: string };

export interface RdfStatement {
  predicate: string;
  object: RdfObject;
}

export interface RdfNode {
  subject: string;
  types: string[];
  statements: RdfStatement[];
}

export interface RdfGraph {
  nodes: RdfNode[];
}

/**
 * Turtle's LANGTAG, which RDF/XML and JSON-LD also accept, with BCP 47's lengths: subtags of 1
 * to 8 characters (parsers such as N3 refuse longer ones, so the whole document would be lost).
 */
const LANGUAGE_TAG = /^[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*$/;

export const isLanguageTag = (lang: string): boolean => LANGUAGE_TAG.test(lang);

export const iri = (value: string): RdfObject => ({ iri: value });

/**
 * A literal; `lang` is kept only when it is a language tag (`def`, the Record API's "no
 * language", and keys no syntax can carry as a tag become plain literals).
 */
export function literal(value: string, lang?: string): RdfObject {
  return lang && lang !== 'def' && LANGUAGE_TAG.test(lang) ? { value, lang } : { value };
}

export const typed = (value: string, datatype: string): RdfObject => ({ value, datatype });

export const isIri = (object: RdfObject): object is { iri: string } => 'iri' in object;

/** Builds a graph node by node; statements repeated on a node are kept once. */
export class GraphBuilder {
  private readonly nodes: RdfNode[] = [];
  private readonly seen = new Map<RdfNode, Set<string>>();

  node(subject: string, ...types: string[]): RdfNode {
    const node: RdfNode = { subject, types, statements: [] };
    this.nodes.push(node);
    this.seen.set(node, new Set());
    return node;
  }

  add(node: RdfNode, predicate: string, objects: readonly RdfObject[]): void {
    const seen = this.seen.get(node)!;
    for (const object of objects) {
      const key = `${predicate} ${JSON.stringify(object)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      node.statements.push({ predicate, object });
    }
  }

  build(): RdfGraph {
    return { nodes: this.nodes };
  }
}

import { isIri, isLanguageTag, type RdfGraph, type RdfObject } from './graph';
import { OUTPUT_PREFIXES, outputNamespaceOf, RDF_TYPE } from './namespaces';
import { escapeIri, wellFormed } from './text';

/** Local names written as prefixed names; anything else is written as a full `<IRI>`. */
const PREFIXED_LOCAL = /^[A-Za-z_][A-Za-z0-9_-]*$/;

const STRING_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_ESCAPE = /[\\"\u0000-\u001F\u007F]/g;

/** A Turtle string: quotes, backslashes and line breaks escaped, other controls as four-hex-digit `\u` escapes (`\u0007`). */
export function turtleString(text: string): string {
  const escaped = wellFormed(text).replace(
    NEEDS_ESCAPE,
    (c) => STRING_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return `"${escaped}"`;
}

/** Writes IRIs as prefixed names where it can, recording which prefixes the document uses. */
class Names {
  readonly used = new Set<string>();

  name(iri: string): string {
    const best = outputNamespaceOf(iri);
    const local = best ? iri.slice(best.length) : '';
    if (!best || !PREFIXED_LOCAL.test(local)) return `<${escapeIri(iri)}>`;
    this.used.add(best);
    return `${OUTPUT_PREFIXES[best]}:${local}`;
  }

  object(object: RdfObject): string {
    if (isIri(object)) return `<${escapeIri(object.iri)}>`;
    const text = turtleString(object.value);
    if (object.lang && isLanguageTag(object.lang)) return `${text}@${object.lang}`;
    return object.datatype ? `${text}^^${this.name(object.datatype)}` : text;
  }
}

/**
 * Turtle of the same graph the RDF/XML shows: one block per resource (`a` its classes, then its
 * properties, values of a property separated by commas), prefixed names for the EDM
 * vocabularies, `@prefix` lines for the prefixes used. Strings use Turtle's escapes; IRIs are
 * percent-encoded where they hold characters IRIs may not contain (`escapeIri`).
 */
export function toTurtle(graph: RdfGraph): string {
  const names = new Names();
  const blocks = graph.nodes.map((node) => {
    const predicates = new Map<string, string[]>();
    if (node.types.length)
      predicates.set(
        'a',
        node.types.map((t) => names.name(t)),
      );
    for (const { predicate, object } of node.statements) {
      const key = predicate === RDF_TYPE ? 'a' : names.name(predicate);
      const list = predicates.get(key) ?? [];
      list.push(names.object(object));
      predicates.set(key, list);
    }
    const subject = `<${escapeIri(node.subject)}>`;
    // A resource with neither class nor property states nothing: it has no triple to write.
    if (!predicates.size) return undefined;
    const lines = [...predicates].map(([p, objects]) => `${p} ${objects.join(' , ')}`);
    return `${subject} ${lines.join(' ;\n    ')} .`;
  });
  const prefixes = Object.entries(OUTPUT_PREFIXES)
    .filter(([ns]) => names.used.has(ns))
    .map(([ns, prefix]) => `@prefix ${prefix}: <${ns}> .`);
  const written = blocks.filter((block): block is string => block !== undefined);
  return `${[prefixes.join('\n'), ...written].filter(Boolean).join('\n\n')}\n`;
}

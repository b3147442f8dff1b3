import { isIri, isLanguageTag, type RdfGraph, type RdfObject } from './graph';
import { OUTPUT_PREFIXES, outputNamespaceOf, RDF_TYPE } from './namespaces';
import { escapeIri, wellFormed } from './text';

type JsonValue = string | { '@id': string } | Record<string, string>;

/** Compacts IRIs to `prefix:local` with the output prefixes, recording the ones used. */
class Compactor {
  readonly used = new Set<string>();

  compact(iri: string): string {
    const best = outputNamespaceOf(iri);
    const local = best ? iri.slice(best.length) : '';
    // A local part starting with `//` would read as an IRI with a scheme: keep such IRIs whole.
    if (!best || !local || local.startsWith('//')) return escapeIri(iri);
    this.used.add(best);
    return `${OUTPUT_PREFIXES[best]}:${escapeIri(local)}`;
  }

  value(object: RdfObject): JsonValue {
    if (isIri(object)) return { '@id': escapeIri(object.iri) };
    const value = wellFormed(object.value);
    if (object.lang && isLanguageTag(object.lang))
      return { '@language': object.lang, '@value': value };
    if (object.datatype) return { '@type': this.compact(object.datatype), '@value': value };
    return value;
  }
}

const one = <T>(values: T[]): T | T[] => (values.length === 1 ? values[0]! : values);

/**
 * The graph as EDM JSON-LD in the flattened form api2 writes (Jena's JSONLD flat output): an
 * `@context` of the prefixes used and a `@graph` with one object per resource, properties as
 * compact IRIs (`dc:title`), classes in `@type`, resources as `{"@id"}`, tagged text as
 * `{"@language","@value"}`, typed values as `{"@type","@value"}`, plain text as a string; a
 * property with one value has it bare, with several an array. IRIs are escaped as in Turtle.
 */
export function toJsonLd(graph: RdfGraph): Record<string, unknown> {
  const compactor = new Compactor();
  const nodes = graph.nodes.map((node) => {
    const out: Record<string, unknown> = { '@id': escapeIri(node.subject) };
    const types = node.types.map((t) => compactor.compact(t));
    const properties = new Map<string, JsonValue[]>();
    for (const { predicate, object } of node.statements) {
      if (predicate === RDF_TYPE && isIri(object)) {
        types.push(compactor.compact(object.iri));
        continue;
      }
      const key = compactor.compact(predicate);
      const list = properties.get(key) ?? [];
      list.push(compactor.value(object));
      properties.set(key, list);
    }
    if (types.length) out['@type'] = one(types);
    for (const [key, values] of properties) out[key] = one(values);
    return out;
  });
  const context = Object.fromEntries(
    Object.entries(OUTPUT_PREFIXES)
      .filter(([ns]) => compactor.used.has(ns))
      .map(([ns, prefix]) => [prefix, ns]),
  );
  return { '@context': context, '@graph': nodes };
}

import { RDF_NS, RDF_PREFIXES } from '../rdf-namespaces';

export const XSD_NS = 'http://www.w3.org/2001/XMLSchema#';
export const WGS84_NS = 'http://www.w3.org/2003/01/geo/wgs84_pos#';
export const VCARD_NS = 'http://www.w3.org/2006/vcard/ns#';
export const ODRL_NS = 'http://www.w3.org/ns/odrl/2/';
export const RDF_TYPE = `${RDF_NS}type`;

/**
 * Namespace → prefix for the documents the gateway writes: the importer's table
 * (`edm/rdf-namespaces.ts`, which the Record API's JSON keys come from), except that Europeana's
 * own output names the WGS84 namespace `wgs84_pos`, plus the namespaces only the serialisers need
 * (datatypes, organisation addresses, licences). The importer's table stays as it is: it reads
 * any prefix by its namespace.
 */
export const OUTPUT_PREFIXES: Readonly<Record<string, string>> = {
  ...RDF_PREFIXES,
  [WGS84_NS]: 'wgs84_pos',
  [VCARD_NS]: 'vcard',
  [ODRL_NS]: 'odrl',
  [XSD_NS]: 'xsd',
};

/** The longest output namespace `iri` starts with, if any (`edm:` for an EDM class, say). */
export function outputNamespaceOf(iri: string): string | undefined {
  let best: string | undefined;
  for (const ns of Object.keys(OUTPUT_PREFIXES)) {
    if (iri.startsWith(ns) && (!best || ns.length > best.length)) best = ns;
  }
  return best;
}

/** Prefix → namespace, for building property IRIs from the Record API's key prefixes. */
export const NAMESPACE_OF_PREFIX: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...RDF_PREFIXES, [VCARD_NS]: 'vcard', [ODRL_NS]: 'odrl' }).map(
    ([ns, prefix]) => [prefix, ns],
  ),
);

/** `term('edm', 'ProvidedCHO')` → the full IRI; the prefixes are the importer's (`wgs84`, not `wgs84_pos`). */
export function term(prefix: string, local: string): string {
  const ns = NAMESPACE_OF_PREFIX[prefix];
  if (!ns) throw new Error(`Unknown namespace prefix ${prefix}`);
  return ns + local;
}

import { parseEdmRdfRecords } from '../convert/edm-rdf';
import type { EdmRecord } from '../edm/types';

/** The records of an `rdf:RDF` document, for tests of well-formed documents: any bad part fails. */
export function rdfRecords(xml: string): EdmRecord[] {
  return parseEdmRdfRecords(xml).map((result) => {
    if ('error' in result) throw new Error(result.error);
    if ('entity' in result) throw new Error(`an entity, not a record: ${result.about}`);
    return result.record;
  });
}

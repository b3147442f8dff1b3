import type { EntityDoc } from '../../edm/entity-types';
import { entityGraph } from '../../edm/rdf/entity-graph';
import { toRdfXml } from '../../edm/rdf/rdf-xml';
import { entitySchemaOrg, fromEntityDoc } from '../../edm/schema-org/entity-schema-org';
import { SCHEMA_CONTEXT } from '../../edm/schema-org/values';

/** The extensions of an entity path (contract §3); none is `.json`. */
export type EntityFormat = 'json' | 'jsonld' | 'xml' | 'schema.jsonld';

/**
 * An entity document (as the API presents it: image URLs resolved, `lang` applied) in one of the
 * formats, with its media type: the Entity API JSON(-LD), EDM RDF/XML (Europeana's entity API
 * answers `.xml` with RDF/XML) or the schema.org view.
 */
export function renderEntity(
  document: Record<string, unknown>,
  format: EntityFormat,
): { contentType: string; body: string } {
  const doc = document as EntityDoc;
  switch (format) {
    case 'xml':
      return {
        contentType: 'application/rdf+xml; charset=utf-8',
        body: toRdfXml(entityGraph(doc)),
      };
    case 'schema.jsonld':
      return {
        contentType: 'application/ld+json; charset=utf-8',
        body: JSON.stringify({
          '@context': SCHEMA_CONTEXT,
          ...entitySchemaOrg(fromEntityDoc(doc)),
        }),
      };
    case 'jsonld':
      return { contentType: 'application/ld+json; charset=utf-8', body: JSON.stringify(document) };
    default:
      return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(document) };
  }
}

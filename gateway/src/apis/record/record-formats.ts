import { recordGraph } from '../../edm/rdf/record-graph';
import { toJsonLd } from '../../edm/rdf/json-ld';
import { toRdfXml } from '../../edm/rdf/rdf-xml';
import { toTurtle } from '../../edm/rdf/turtle';
import { recordSchemaOrg } from '../../edm/schema-org/record-schema-org';
import type { EdmRecord } from '../../edm/types';

/** The extensions of the Record API (contract §2); `json` is the Record API object itself. */
export const RECORD_FORMATS = ['json', 'jsonld', 'json-ld', 'schema.jsonld', 'rdf', 'ttl'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

export interface RenderedFormat {
  contentType: string;
  render: (record: EdmRecord) => string;
}

const JSON_LD = 'application/ld+json; charset=utf-8';
const edmJsonLd: RenderedFormat = {
  contentType: JSON_LD,
  render: (record) => JSON.stringify(toJsonLd(recordGraph(record))),
};

/**
 * The other formats, each a serialisation of the record's EDM graph (`edm/rdf/`) or its
 * schema.org view, with the media types api2 answers them with. `.json-ld` is api2's hidden
 * alias of `.jsonld`.
 */
export const RENDERED_FORMATS: Readonly<Record<Exclude<RecordFormat, 'json'>, RenderedFormat>> = {
  rdf: {
    contentType: 'application/rdf+xml; charset=utf-8',
    render: (record) => toRdfXml(recordGraph(record)),
  },
  ttl: {
    contentType: 'text/turtle; charset=utf-8',
    render: (record) => toTurtle(recordGraph(record)),
  },
  jsonld: edmJsonLd,
  'json-ld': edmJsonLd,
  'schema.jsonld': {
    contentType: JSON_LD,
    render: (record) => JSON.stringify(recordSchemaOrg(record)),
  },
};

import fs from 'node:fs';
import { recordGraph } from '../edm/rdf/record-graph';
import { toRdfXml } from '../edm/rdf/rdf-xml';
import type { EdmRecord } from '../edm/types';
import type { Store } from '../store/store';

/**
 * An RDF/XML file for the import bench: the first `count` records of a store as the Record API's
 * `.rdf` writes them, one `rdf:RDF` document each, one after another (as a harvest of Europeana
 * records would be). Returns how many records and bytes it wrote.
 */
export function writeRdfCorpus(
  store: Store,
  file: string,
  count: number,
): { records: number; bytes: number } {
  const fd = fs.openSync(file, 'w');
  let records = 0;
  let bytes = 0;
  try {
    const rows = store.db
      .prepare('SELECT record_json FROM items ORDER BY item_key LIMIT ?')
      .pluck()
      .iterate(count) as IterableIterator<string>;
    for (const json of rows) {
      const xml = toRdfXml(recordGraph(JSON.parse(json) as EdmRecord));
      bytes += fs.writeSync(fd, `${xml}\n`);
      records++;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { records, bytes };
}

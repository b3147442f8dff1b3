import { parseEdmRdfRecords, RdfDocumentSplitter } from '../convert/edm-rdf';
import { lines, openInput, texts, type Input } from './input';

/** How far into an RDF/XML file we look for its first document (a record is far smaller). */
const RDF_SNIFF_LIMIT = 8 * 1024 * 1024;

/**
 * The files with the entity files first, so that item conversions can embed stored entities
 * (an item naming an entity that is not stored yet gets no copy, and no labels to be found by).
 * A file is an entity file when its first record is one: an NDJSON line of an entity, or an
 * RDF/XML document of contextual entities alone (an entity export, a Metis answer). Otherwise
 * the given order is kept.
 */
export async function entitiesFirst(files: readonly string[]): Promise<string[]> {
  const scored = await Promise.all(
    files.map(async (file) => {
      let entity = false;
      let input: Input | undefined;
      try {
        input = await openInput(file);
        if (input.format === 'ndjson') entity = await firstLineIsEntity(input);
        else if (input.format === 'xml') entity = await firstDocumentIsEntities(input);
      } catch {
        // Unreadable: the import reports it.
      } finally {
        input?.close();
      }
      return { file, entity };
    }),
  );
  return [...scored.filter((s) => s.entity), ...scored.filter((s) => !s.entity)].map((s) => s.file);
}

async function firstLineIsEntity(input: Input): Promise<boolean> {
  for await (const line of lines(input)) {
    if (line.error !== undefined) return false;
    if (!line.text.trim()) continue;
    return (
      /"type"\s*:\s*"(Agent|Concept|Place|TimeSpan|Organization)"/.test(line.text) &&
      !/"edm_type"|"proxies"/.test(line.text)
    );
  }
  return false;
}

async function firstDocumentIsEntities(input: Input): Promise<boolean> {
  const splitter = new RdfDocumentSplitter();
  let read = 0;
  for await (const text of texts(input)) {
    const document = splitter.push(text).find((d) => !d.junk && d.error === undefined);
    if (document) {
      const results = parseEdmRdfRecords(document.text, document.dtd);
      return results.length > 0 && results.every((result) => 'entity' in result);
    }
    read += text.length;
    if (read > RDF_SNIFF_LIMIT) return false;
  }
  return false;
}

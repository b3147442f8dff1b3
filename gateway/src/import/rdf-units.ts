import type { DtdEntities } from '../convert/dtd-entities';
import { parseEdmRdfRecords, type EdmRdfResult } from '../convert/edm-rdf';
import type { InputUnit } from './batch-importer';
import { convertRdfEntity, convertRdfRecord } from './classify';

/**
 * The units of one RDF/XML document starting on line `lineNo`: one per record, or per entity of
 * a document without records, each converted or with the reason it is bad. A bad record costs
 * only itself; all are reported on the line the document starts on. This is CPU work (the XML
 * parse and the EDM assembly), so it runs where the batch is converted: in an import worker.
 */
export function rdfDocumentUnits(document: string, lineNo: number, dtd?: DtdEntities): InputUnit[] {
  let results: EdmRdfResult[];
  try {
    results = parseEdmRdfRecords(document, dtd);
  } catch (error) {
    return [atFilePosition((error as Error).message, lineNo)];
  }
  const noun = results.some((result) => 'entity' in result) ? 'entity' : 'record';
  // Numbered among the document's records (or entities): its parts that are no record (a proxy
  // naming no record, an entity no record references) say what they are about instead.
  const outsideRecords = (
    result: EdmRdfResult,
  ): result is { error: string; outsideRecords: true } =>
    'error' in result && result.outsideRecords === true;
  const count = results.filter((result) => !outsideRecords(result)).length;
  let number = 0;
  return results.map((result) => {
    if (outsideRecords(result)) return { lineNo, error: result.error };
    number++;
    const where = count > 1 ? `${noun} ${number} of ${count} of the document: ` : '';
    if ('error' in result) return { lineNo, error: where + result.error };
    try {
      return {
        lineNo,
        converted:
          'entity' in result ? convertRdfEntity(result.entity) : convertRdfRecord(result.record),
      };
    } catch (error) {
      return { lineNo, error: where + (error as Error).message };
    }
  });
}

/**
 * An XML error as the parser gives it, `Invalid RDF/XML: 4:13: unexpected close tag`, counts
 * lines from the document's start: reported on the file's line, with the column, and the
 * document's first line when that is another.
 */
function atFilePosition(message: string, documentLine: number): InputUnit {
  const match = /^Invalid RDF\/XML: (\d+):(\d+): ([\s\S]*)$/.exec(message);
  if (!match) return { lineNo: documentLine, error: message };
  const line = documentLine + Number(match[1]) - 1;
  const where = line === documentLine ? '' : ` (in the document from line ${documentLine})`;
  return {
    lineNo: line,
    error: `Invalid RDF/XML at column ${match[2]}: ${match[3]!.replace(/\.$/, '')}${where}`,
  };
}

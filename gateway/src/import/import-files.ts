import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RdfDocumentSplitter, type SplitDocument } from '../convert/edm-rdf';
import { openStore, type Store } from '../store/store';
import { changesAgents, storedAgentMerges } from './entity-merges';
import {
  BatchImporter,
  writeBatch,
  type BatchResult,
  type ConvertedBatch,
  type InputUnit,
} from './batch-importer';
import { beginFtsBulkLoad, endFtsBulkLoad } from '../store/fts-bulk-load';
import { entitiesFirst } from './entities-first';
import { FacetNumbers } from './facet-numbering';
import { GroupedCommits } from './grouped-commits';
import {
  InputError,
  lines,
  MAX_LINE_BYTES,
  openInput,
  texts,
  type Input,
  type InputFormat,
} from './input';
import { JsonArraySplitter, type JsonArrayElement } from './json-array-splitter';
import { Progress } from './progress';
import { changesPlaces, storedPlaceNames } from './stored-place-names';
import { updateStoredItems } from './update-stored-items';
import { RunIds } from './repeated-ids';
import { WorkerPool } from './worker-pool';

export interface ImportOptions {
  dataDir: string;
  localMediaDir?: string;
  /** Worker threads converting and writing in parallel; 0 = all in this thread. Default: cores. */
  workers?: number;
  batchSize?: number;
  /** Draw a progress bar on stderr. */
  progress?: boolean;
  /** The worker thread script (default: the compiled `worker.js` beside this file). */
  workerScript?: string;
  /**
   * Stops the import between two batches when aborted (Ctrl-C): it then ends as one that
   * stopped (ImportAborted), with what was committed before, and the store closed cleanly.
   */
  signal?: AbortSignal;
}

/** The reason of an import stopped by its signal (Ctrl-C): what `ImportAborted.reason` says. */
export const INTERRUPTED = 'interrupted';

export interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface FileSummary {
  file: string;
  format: InputFormat;
  items: Counts;
  entities: Counts;
  errors: number;
  /** Records whose id an earlier line of the run had (stored: the later record wins). */
  repeats: number;
  /** Why the file could not be read to its end (its records before that point are kept). */
  failure?: string;
  /** 'empty file' for a file with nothing but blanks (no records, not a bad record); what reading
   * noticed without failing (data after the end of the gzip data). */
  note?: string;
  seconds: number;
}

export interface ImportSummary {
  files: FileSummary[];
  items: Counts;
  entities: Counts;
  /** Bad records: file, line (or record number for JSON/XML) and reason; the first 1000 kept. */
  errors: Array<{ file: string; lineNo: number; message: string }>;
  errorCount: number;
  /**
   * Notes, not bad records: a record whose id an earlier line of the run (this file or one before)
   * had; it was stored, replacing that line's. File, line and which line it repeats; the first
   * 1000 kept.
   */
  repeats: Array<{ file: string; lineNo: number; message: string }>;
  repeatCount: number;
  /** Files that could not be opened or read to their end. */
  failures: Array<{ file: string; message: string }>;
  /** Items updated because entities they embed changed. */
  refreshed: number;
  /** Museum items stored earlier, linked to places or merged agents this run imported. */
  relinked: number;
  /** Museum agent records merged into another museum's agent of the same person. */
  mergedAgents: number;
  /** Museum place records merged into another museum's place with the same full label. */
  mergedPlaces: number;
  seconds: number;
}

/**
 * An import stopped by an error that is no bad input (the disk full, a broken store): what was
 * committed before it stays. `summary` covers the files read to their end; `stored` the store's
 * item and entity counts before the import and after the failure (the open commit group rolled
 * back), as far as the store could still tell.
 */
export class ImportAborted extends Error {
  constructor(
    readonly reason: string,
    readonly summary: ImportSummary,
    readonly file: string | undefined,
    readonly stored: { before: StoreCounts; after: StoreCounts } | undefined,
  ) {
    super(`import stopped${file ? ` in ${file}` : ''}: ${reason}`);
  }
}

export interface StoreCounts {
  items: number;
  entities: number;
}

/** Bad records, and apart from them repeated ids, listed in the summary (all are counted). */
const MAX_REPORTED_ERRORS = 1000;
/** Imports writing at least this many items end by merging the full-text index into one segment. */
const OPTIMIZE_AFTER_ITEMS = 2000;
const WORKER_SCRIPT = path.join(__dirname, 'worker.js');

/**
 * Imports files into the store: NDJSON (museum items and entities, Europeana record documents,
 * compact records, Entity API documents), single JSON documents or arrays, EDM RDF/XML; gzip
 * detected by magic bytes. Streams in constant memory with batched transactions, entity files
 * first so items can embed them; bad records are reported and skipped.
 */
export async function importFiles(
  files: readonly string[],
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = Date.now();
  const summary: ImportSummary = {
    files: [],
    items: zero(),
    entities: zero(),
    errors: [],
    errorCount: 0,
    repeats: [],
    repeatCount: 0,
    failures: [],
    refreshed: 0,
    relinked: 0,
    mergedAgents: 0,
    mergedPlaces: 0,
    seconds: 0,
  };
  const ordered = await entitiesFirst(files);
  const store = openStore({
    dataDir: options.dataDir,
    ...(options.localMediaDir ? { localMediaDir: options.localMediaDir } : {}),
  });
  const workerCount = options.workers ?? Math.max(1, Math.min(os.availableParallelism(), 4));
  const script = options.workerScript ?? WORKER_SCRIPT;
  const pool =
    workerCount > 0 && fs.existsSync(script)
      ? new WorkerPool(script, workerCount, { dataDir: options.dataDir })
      : undefined;
  // Every id this run writes, to note the records that repeat one (repeated-ids.ts).
  const ids = new RunIds();
  const inline = new BatchImporter(store, ids);
  // Each pool worker's facet value numbers, which hold for the whole import.
  const facetNumbers: FacetNumbers[] = [];
  // Bulk-load settings for this connection: no fsync per checkpoint and fewer, larger
  // checkpoints. An application crash cannot corrupt the store; an OS crash during an import
  // can, which is why the import ends with a durable checkpoint (see STORE.md).
  store.db.pragma('synchronous = OFF');
  store.db.pragma('wal_autocheckpoint = 10000');
  store.db.pragma('cache_size = -131072');
  store.items.deferFacetRows();
  beginFtsBulkLoad(store.db);
  const commits = new GroupedCommits(store.db);
  const before = storeCounts(store);
  let completed = false;
  let current: string | undefined;
  let stopped: { reason: string; after: StoreCounts | undefined } | undefined;
  // The stored places by name, which items' place texts link to: built before the first file
  // and again after a file that changed places (entity files come first, so the items of this
  // run find its places), and handed to the workers then, not asked for per item.
  let placeNamesStale = true;
  // Likewise the agents merged into another museum's agent of the same person, whose URIs items'
  // creators are linked past (entity-merges.ts): read again after a file that changed agents.
  let agentMergesStale = true;
  try {
    for (const file of ordered) {
      current = file;
      if (placeNamesStale) {
        const placeNames = storedPlaceNames(store);
        await pool?.setPlaceNames(placeNames);
        inline.setPlaceNames(placeNames);
        placeNamesStale = false;
      }
      if (agentMergesStale) {
        const agentMerges = storedAgentMerges(store);
        await pool?.setAgentMerges(agentMerges);
        inline.setAgentMerges(agentMerges);
        agentMergesStale = false;
      }
      const fileSummary = await importFile(
        file,
        store,
        inline,
        pool,
        facetNumbers,
        options,
        summary,
        commits,
        ids,
      );
      commits.commit();
      summary.files.push(fileSummary);
      // Read to its end and committed: a failure from here on is in no file.
      current = undefined;
      const changed = fileSummary.changedEntities;
      if (!changed.length) continue;
      placeNamesStale = changesPlaces(changed);
      agentMergesStale = changesAgents(changed);
      await pool?.resetEntities();
      inline.resetEntityCache();
      if (store.items.count() > 0) {
        store.items.flushFacetRows();
        // The items these entities reach: their embedded copies, and, for museum items stored
        // before this file's places or merges, the links a conversion now would make.
        const update = updateStoredItems(store, changed, {
          ...(placeNamesStale ? { placeNames: storedPlaceNames(store) } : {}),
          ...(agentMergesStale ? { agentMerges: storedAgentMerges(store) } : {}),
          entitiesAdded: fileSummary.entities.inserted > 0,
        });
        summary.refreshed += update.refreshed;
        summary.relinked += update.relinked;
        store.items.deferFacetRows();
      }
    }
    completed = true;
  } catch (error) {
    stopped = { reason: messageOf(error), after: undefined };
  }
  // A failure rolls back the open commit group, whose items' facet rows are still pending: the
  // rows are then left to the repair at the next open (from the committed facet_keys). Each
  // step of the ending runs even when one before it fails (a full disk fails them all), and a
  // failure here stops the import like one above, so the summary of what was kept still comes.
  const ending: Array<() => unknown> = [
    () => commits.rollback(),
    // Whatever the commit group could not undo is undone here, so the counts below are of what
    // was kept, not of this connection's unfinished writes.
    () => {
      if (store.db.inTransaction) store.db.exec('ROLLBACK');
    },
    () => pool?.close(),
    () => {
      if (completed) store.items.flushFacetRows();
    },
    () =>
      endFtsBulkLoad(store.db, {
        optimize:
          completed && summary.items.inserted + summary.items.updated >= OPTIMIZE_AFTER_ITEMS,
      }),
    () => store.db.pragma('synchronous = FULL'),
    () => store.db.pragma('wal_checkpoint(TRUNCATE)'),
  ];
  for (const step of ending) {
    try {
      await step();
    } catch (error) {
      stopped ??= { reason: `finishing the import failed: ${messageOf(error)}`, after: undefined };
    }
  }
  if (stopped && !store.db.inTransaction) {
    try {
      stopped.after = storeCounts(store);
    } catch {
      // The store cannot tell any more: the summary says so.
    }
  }
  try {
    store.close();
  } catch (error) {
    stopped ??= { reason: `closing the store failed: ${messageOf(error)}`, after: undefined };
  }
  summary.seconds = (Date.now() - started) / 1000;
  if (stopped) {
    const stored = stopped.after ? { before, after: stopped.after } : undefined;
    throw new ImportAborted(stopped.reason, summary, current, stored);
  }
  return summary;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function storeCounts(store: Store): StoreCounts {
  return { items: store.items.count(), entities: store.entities.count() };
}

async function importFile(
  file: string,
  store: Store,
  inline: BatchImporter,
  pool: WorkerPool | undefined,
  facetNumbers: FacetNumbers[],
  options: ImportOptions,
  summary: ImportSummary,
  commits: GroupedCommits,
  ids: RunIds,
): Promise<FileSummary & { changedEntities: string[] }> {
  const started = Date.now();
  ids.startFile(file);
  let input: Input;
  try {
    input = await openInput(file);
  } catch (error) {
    const message = `cannot read the file: ${(error as Error).message}`;
    summary.failures.push({ file, message });
    return { ...failedFile(file, message), changedEntities: [] };
  }
  const result: FileSummary & { changedEntities: string[] } = {
    file,
    format: input.format,
    items: zero(),
    entities: zero(),
    errors: 0,
    repeats: 0,
    seconds: 0,
    changedEntities: [],
  };
  const progress = options.progress ? new Progress(path.basename(file), input.size) : undefined;
  let records = 0;
  // `readTo`: the bytes read when the batch was cut, so the bar follows the records written, not
  // the reading ahead of them (four batches per worker wait to be written).
  const absorb = (batch: BatchResult, readTo: number): void => {
    add(result.items, batch.items);
    add(result.entities, batch.entities);
    add(summary.items, batch.items);
    add(summary.entities, batch.entities);
    result.changedEntities.push(...batch.changedEntities);
    summary.mergedAgents += batch.mergedAgents;
    summary.mergedPlaces += batch.mergedPlaces;
    result.errors += batch.errors.length;
    summary.errorCount += batch.errors.length;
    for (const error of batch.errors) {
      if (summary.errors.length < MAX_REPORTED_ERRORS) summary.errors.push({ file, ...error });
    }
    result.repeats += batch.repeats.length;
    summary.repeatCount += batch.repeats.length;
    for (const repeat of batch.repeats) {
      if (summary.repeats.length < MAX_REPORTED_ERRORS) summary.repeats.push({ file, ...repeat });
    }
    records += sum(batch.items) + sum(batch.entities);
    progress?.update(readTo, records);
  };
  const batchSize = options.batchSize ?? 500;
  // Batches are converted in parallel but written here, one at a time, in input order; at most
  // four batches per worker wait for writing, so memory stays flat when writing is the
  // bottleneck. Four, not two: while this thread commits (a few hundred ms of FTS flushing)
  // the workers keep converting instead of running dry (the full import went 20.8 -> 19.3 s).
  const pending: Array<{ converted: Promise<ConvertedBatch>; readTo: number }> = [];
  const maxPending = 4 * (pool?.size ?? 1);
  const write = (batch: ConvertedBatch): BatchResult => {
    if (batch.worker !== undefined) {
      const numbers = (facetNumbers[batch.worker] ??= new FacetNumbers());
      numbers.learn(batch.facetValues ?? []);
      for (const { prepared } of batch.items) prepared.facetSource = numbers;
    }
    return commits.run(batch.items.length + batch.entities.length, () =>
      writeBatch(store, batch, Date.now(), ids),
    );
  };
  const writeNext = async (): Promise<void> => {
    const next = pending.shift()!;
    absorb(write(await next.converted), next.readTo);
  };
  let unitCount = 0;
  try {
    for await (const batch of units(input, batchSize)) {
      if (options.signal?.aborted) throw new Error(INTERRUPTED);
      unitCount += batch.length;
      const readTo = input.bytesRead();
      if (pool && batch.every((u) => u.converted === undefined && u.value === undefined)) {
        pending.push({ converted: (await pool.submit(batch)).done, readTo });
        while (pending.length > maxPending) await writeNext();
      } else {
        while (pending.length) await writeNext();
        absorb(
          commits.run(batch.length, () => inline.run(batch)),
          readTo,
        );
      }
    }
  } catch (error) {
    // A file that breaks off (a truncated gzip): its records so far are kept, the next file goes on.
    if (!(error instanceof InputError)) throw error;
    result.failure = error.message;
    summary.failures.push({ file, message: error.message });
    input.close();
  }
  while (pending.length) await writeNext();
  if (!unitCount && !result.failure) result.note = 'empty file';
  else if (input.note()) result.note = input.note();
  progress?.done(input.size, records);
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

/**
 * The input cut into batches of units: lines for NDJSON, elements' texts (or the one document)
 * for JSON, converted records for RDF/XML; each with the line it starts on.
 */
export async function* units(input: Input, batchSize: number): AsyncGenerator<InputUnit[]> {
  if (input.format === 'ndjson') {
    let batch: InputUnit[] = [];
    let batchChars = 0;
    try {
      for await (const line of lines(input)) {
        if (line.error !== undefined) batch.push({ lineNo: line.lineNo, error: line.error });
        else if (!line.text.trim()) continue;
        else {
          batch.push({ lineNo: line.lineNo, text: line.text });
          batchChars += line.text.length;
        }
        if (batch.length >= batchSize || batchChars >= JSON_BATCH_TEXT_CHARS) {
          yield batch;
          batch = [];
          batchChars = 0;
        }
      }
    } catch (error) {
      // The file breaks off: the complete lines before the break are kept.
      if (batch.length) yield batch;
      throw error;
    }
    if (batch.length) yield batch;
    return;
  }
  if (input.format === 'json') {
    yield* jsonUnits(input, batchSize);
    return;
  }
  yield* rdfUnits(input, batchSize);
}

/**
 * An RDF/XML file's units: each document (`rdf:RDF`, or a Metis answer) whole, on the line it
 * starts on, to be parsed into its records where the batch is converted (`rdf-units.ts`), so
 * the XML parsing runs in the import workers. Batches close at `batchSize` documents or about
 * 500 KB of text (`BATCH_TEXT_CHARS`).
 */
async function* rdfUnits(input: Input, batchSize: number): AsyncGenerator<InputUnit[]> {
  const splitter = new RdfDocumentSplitter();
  let batch: InputUnit[] = [];
  let batchChars = 0;
  const add = function* (unit: InputUnit): Generator<InputUnit[]> {
    batch.push(unit);
    batchChars += unit.rdf?.length ?? 0;
    if (batch.length >= batchSize || batchChars >= BATCH_TEXT_CHARS) {
      yield batch;
      batch = [];
      batchChars = 0;
    }
  };
  let documentCount = 0;
  const take = function* (documents: SplitDocument[]): Generator<InputUnit[]> {
    for (const document of documents) {
      if (document.junk) {
        yield* add({ lineNo: document.line, error: junkMessage(document.text) });
        continue;
      }
      if (document.error !== undefined) {
        yield* add({ lineNo: document.line, error: document.error });
        continue;
      }
      documentCount++;
      yield* add({
        lineNo: document.line,
        rdf: document.text,
        ...(document.dtd ? { rdfDtd: document.dtd } : {}),
      });
    }
  };
  try {
    for await (const text of texts(input)) yield* take(splitter.push(text));
  } catch (error) {
    // The file breaks off: the records of the complete documents before the break are kept.
    if (batch.length) yield batch;
    throw error;
  }
  const rest = splitter.rest();
  if (rest.text) yield* add(leftover(rest, documentCount));
  if (batch.length) yield batch;
}

/** Text between documents that is no markup: reported, and the documents around it read. */
function junkMessage(text: string): string {
  return `text between documents that is not XML: ${quote(text)}; ignored`;
}

/** A short quote of text for a message: its first 60 characters, spaces collapsed. */
function quote(text: string): string {
  const shown = text.slice(0, 200).replace(/\s+/g, ' ');
  return JSON.stringify(shown.length > 60 ? `${shown.slice(0, 60)}…` : shown);
}

/**
 * About 500 KB of RDF/XML text per batch (characters of UTF-16 strings): 60 of Europeana's
 * 8 KB records. Larger batches were no faster and held more in flight (30k records: 4 MB
 * batches 1.36 GB RSS, 500 KB 0.88 GB).
 */
const BATCH_TEXT_CHARS = 500_000;

/**
 * About 2 MB of JSON text per batch (NDJSON lines, array elements), whatever `batchSize` says:
 * a batch of 500 records of 25 MB each held 4.3 GB in flight. Typical records (2-8 KB) still
 * fill batches of 500.
 */
const JSON_BATCH_TEXT_CHARS = 2_000_000;

/**
 * The largest single JSON document (neither an array nor NDJSON) read whole, as for a line:
 * reading a larger one could exhaust memory or V8's string limit ("Invalid string length").
 */
const MAX_WHOLE_JSON_CHARS = MAX_LINE_BYTES;

/**
 * What is left when the file ends: a document that is not closed (reported on the line it starts
 * on), or text that is no document (on the line it starts on, as near as the trimmed text tells).
 */
function leftover({ text: rest, line, root, error }: SplitDocument, documents: number): InputUnit {
  if (error !== undefined) return { lineNo: line, error };
  if (root !== undefined) {
    const what = /(^|:)RDF$/.test(root)
      ? `rdf:RDF document <${root}>`
      : `<${root}> document (not an rdf:RDF document)`;
    return {
      lineNo: line,
      error: `${what} not closed: no </${root}> before the end of the file; its records were not imported`,
    };
  }
  const quoted = quote(rest);
  const incomplete = /^<[^>]*$/.test(rest) ? ' (a tag that is never completed)' : '';
  return {
    lineNo: line,
    error: documents
      ? `text after the last document that is not an rdf:RDF document: ${quoted}${incomplete}; ignored`
      : `no rdf:RDF document in the file, only text that is not one: ${quoted}${incomplete}`,
  };
}

/**
 * A JSON file's units: a top-level array streamed element by element (each element's text a
 * unit on the line it starts on, parsed by the workers), else the one document, read whole, as
 * one unit on line 1.
 */
async function* jsonUnits(input: Input, batchSize: number): AsyncGenerator<InputUnit[]> {
  let splitter: JsonArraySplitter | undefined;
  let whole: string[] | undefined;
  let wholeChars = 0;
  let lead = '';
  let batch: InputUnit[] = [];
  let batchChars = 0;
  const take = function* (elements: JsonArrayElement[]): Generator<InputUnit[]> {
    for (const element of elements) {
      batch.push(
        element.text !== undefined
          ? { lineNo: element.lineNo, text: element.text }
          : { lineNo: element.lineNo, error: element.error ?? 'invalid JSON' },
      );
      batchChars += element.text?.length ?? 0;
      if (batch.length >= batchSize || batchChars >= JSON_BATCH_TEXT_CHARS) {
        yield batch;
        batch = [];
        batchChars = 0;
      }
    }
  };
  try {
    for await (const text of texts(input)) {
      if (whole) {
        whole.push(text);
        wholeChars += text.length;
        if (wholeChars > MAX_WHOLE_JSON_CHARS) throw wholeDocumentTooLarge();
      } else if (splitter) yield* take(splitter.push(text));
      else {
        // The first non-blank character decides: an array is streamed, anything else kept whole.
        lead += text;
        if (!/\S/.test(lead.replace(/^\uFEFF/, ''))) continue;
        if (/^\uFEFF?\s*\[/.test(lead)) {
          splitter = new JsonArraySplitter();
          yield* take(splitter.push(lead));
        } else {
          whole = [lead];
          wholeChars = lead.length;
        }
        lead = '';
      }
    }
  } catch (error) {
    // The file breaks off: the complete elements before the break are kept.
    if (batch.length) yield batch;
    throw error;
  }
  if (splitter) yield* take(splitter.end());
  if (whole) batch.push({ lineNo: 1, text: whole.join('') });
  if (batch.length) yield batch;
}

function wholeDocumentTooLarge(): InputError {
  const mb = MAX_WHOLE_JSON_CHARS / (1024 * 1024);
  return new InputError(
    `the file is one JSON document larger than ${mb} MB, too large to read whole; give the records as NDJSON (one per line) or as a JSON array, which are read one record at a time`,
  );
}

function failedFile(file: string, failure: string): FileSummary {
  return {
    file,
    format: 'ndjson',
    items: zero(),
    entities: zero(),
    errors: 0,
    repeats: 0,
    failure,
    seconds: 0,
  };
}

function zero(): Counts {
  return { inserted: 0, updated: 0, unchanged: 0 };
}

function add(target: Counts, counts: Counts): void {
  target.inserted += counts.inserted;
  target.updated += counts.updated;
  target.unchanged += counts.unchanged;
}

function sum(counts: Counts): number {
  return counts.inserted + counts.updated + counts.unchanged;
}

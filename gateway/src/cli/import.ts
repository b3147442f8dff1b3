import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { enlargeYoungGenerationForImport } from '../import/import-heap';
import {
  ImportAborted,
  importFiles,
  INTERRUPTED,
  type ImportSummary,
} from '../import/import-files';
import { printable } from '../import/printable';

const USAGE = `Usage: npm run import -- [--data-dir DIR] [--workers N] [--batch N] [--quiet] FILE...

Imports NDJSON (museum items/entities, Europeana record.json documents, compact records, Entity
API documents), single JSON documents or arrays, and EDM RDF/XML (records, or contextual
entities alone, Metis dereference answers included) into the gateway store (GATEWAY_DATA_DIR,
default <repo>/.var/gateway). Gzip files are detected by their magic bytes.

Bad records are reported with their line numbers and skipped; the good ones are kept. A record
whose id an earlier line of the import had is noted with both lines, and kept (the later wins).

Exit status:
  0  every record was imported
  1  some records were skipped or some files could not be read to their end (the good
     records are kept)
  2  usage error (an unknown option, an option without its value, a file that is missing or
     not a regular file): nothing was imported
  3  the import stopped on an error that is no bad input (disk full, a broken store): what was
     committed before it is kept, and said
  130  interrupted (Ctrl-C): stopped between two batches, what was committed is kept, and said`;

/** A mistake in the command line: the usage applies, exit status 2. */
class UsageError extends Error {}

/**
 * `npm run import -- FILE...`: progress on stderr, a summary on stdout; the exit status as USAGE
 * says (0 all imported, 1 records skipped or files failed, 2 usage error, 3 stopped, 130
 * interrupted).
 */
async function main(argv: string[]): Promise<number> {
  enlargeYoungGenerationForImport();
  const config = loadConfig();
  // `npm run import -w …` runs in the gateway folder; relative paths mean the caller's folder.
  const baseDir = process.env.INIT_CWD || process.cwd();
  const files: string[] = [];
  let dataDir = config.dataDir;
  let workers: number | undefined;
  let batchSize: number | undefined;
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (arg === '--data-dir') dataDir = path.resolve(baseDir, value());
    else if (arg === '--workers') workers = positiveInt(value(), arg, true);
    else if (arg === '--batch') batchSize = positiveInt(value(), arg, false);
    else if (arg === '--quiet') quiet = true;
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}`);
    else files.push(path.resolve(baseDir, arg));
  }
  if (!files.length) {
    process.stderr.write(`${USAGE}\n`);
    return EXIT_USAGE;
  }
  checkFiles(files);
  // Ctrl-C stops between two batches and says what was kept, as any stop does; a second one
  // (the store is closing) is Node's default: exit at once.
  const interrupt = new AbortController();
  process.once('SIGINT', () => interrupt.abort());
  let summary: ImportSummary;
  try {
    summary = await importFiles(files, {
      signal: interrupt.signal,
      dataDir,
      localMediaDir: path.join(config.seedDir, 'media'),
      ...(workers !== undefined ? { workers } : {}),
      ...(batchSize !== undefined ? { batchSize } : {}),
      progress: !quiet,
    });
  } catch (error) {
    if (!(error instanceof ImportAborted)) throw error;
    process.stdout.write(formatAborted(error, dataDir));
    return exitCodeOfStop(error);
  }
  process.stdout.write(formatSummary(summary, dataDir));
  return exitCode(summary);
}

const EXIT_USAGE = 2;
/** The import stopped on an error that is no bad input (distinct from 1, records skipped). */
const EXIT_ABORTED = 3;
/** Stopped by Ctrl-C: the shell's status for SIGINT (128 + 2). */
const EXIT_INTERRUPTED = 130;

/**
 * What an import that stopped leaves: the bad records and failed files reported so far, the files
 * read to their end (committed), and what the store holds after the failure next to before.
 */
export function formatAborted(aborted: ImportAborted, dataDir: string): string {
  const { summary, stored } = aborted;
  const lines = reportLines(summary);
  const kept = stored
    ? `${dataDir} now holds ${stored.after.items} items (${signed(stored.after.items - stored.before.items)}) and ${stored.after.entities} entities (${signed(stored.after.entities - stored.before.entities)}) against before the import: the files above in full${aborted.file ? `, and the records of ${path.basename(aborted.file)} committed before it stopped` : ''}`
    : `the store could not tell what it holds after the failure; the files above were committed in full`;
  lines.push(
    `Import stopped${aborted.file ? ` in ${path.basename(aborted.file)}` : ''}: ${aborted.reason}. Kept: ${kept}. Exit status ${exitCodeOfStop(aborted)}: the import did not finish.`,
  );
  return `${lines.map(printable).join('\n')}\n`;
}

/** 130 for an import Ctrl-C stopped, 3 for one an error stopped. */
function exitCodeOfStop(aborted: ImportAborted): number {
  return aborted.reason === INTERRUPTED ? EXIT_INTERRUPTED : EXIT_ABORTED;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** 1 when any record was skipped or any file failed, 0 when everything was imported. */
export function exitCode(summary: ImportSummary): number {
  return summary.errorCount > 0 || summary.failures.length > 0 ? 1 : 0;
}

/** Throws for a path that is missing, a directory, or not a regular file. */
export function checkFiles(files: readonly string[]): void {
  for (const file of files) {
    if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
    const stat = fs.statSync(file);
    if (stat.isDirectory()) throw new UsageError(`${file} is a directory, not a file to import`);
    if (!stat.isFile()) throw new UsageError(`Not a regular file: ${file}`);
  }
}

function positiveInt(text: string, name: string, allowZero: boolean): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1))
    throw new UsageError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer`);
  return n;
}

export function formatSummary(summary: ImportSummary, dataDir: string): string {
  const lines = reportLines(summary);
  const records = total(summary.items) + total(summary.entities);
  lines.push(
    `Imported into ${dataDir}: ${total(summary.items)} items (${summary.items.inserted} new, ${summary.items.updated} updated, ${summary.items.unchanged} unchanged), ${total(summary.entities)} entities (${summary.entities.inserted} new, ${summary.entities.updated} updated, ${summary.entities.unchanged} unchanged), ${summary.errorCount} bad records skipped${summary.repeatCount ? `, ${repeatedIds(summary.repeatCount)} (the later ${summary.repeatCount === 1 ? 'record' : 'records'} kept)` : ''}${summary.failures.length ? `, ${summary.failures.length} ${summary.failures.length === 1 ? 'file' : 'files'} failed` : ''}${summary.refreshed ? `, ${summary.refreshed} items refreshed` : ''}${summary.relinked ? `, ${summary.relinked} ${summary.relinked === 1 ? 'item' : 'items'} imported earlier linked to places or merged agents` : ''}${summary.mergedAgents ? `, ${summary.mergedAgents} ${summary.mergedAgents === 1 ? 'agent' : 'agents'} merged into another source’s record of the same person` : ''}${summary.mergedPlaces ? `, ${summary.mergedPlaces} ${summary.mergedPlaces === 1 ? 'place' : 'places'} merged into another source’s place of the same name` : ''} in ${summary.seconds.toFixed(1)} s (${Math.round(records / Math.max(summary.seconds, 0.001))} records/s).${exitCode(summary) ? ' Exit status 1: bad input was skipped, the good records were kept.' : ''}`,
  );
  return `${lines.map(printable).join('\n')}\n`;
}

/**
 * The bad records, the repeated ids, the failed files and a line per file read (file names,
 * messages: printable).
 */
function reportLines(summary: ImportSummary): string[] {
  const lines: string[] = [];
  for (const error of summary.errors)
    lines.push(`skipped ${path.basename(error.file)}:${error.lineNo}: ${error.message}`);
  if (summary.errorCount > summary.errors.length)
    lines.push(`… and ${summary.errorCount - summary.errors.length} more bad records`);
  for (const repeat of summary.repeats)
    lines.push(`note ${path.basename(repeat.file)}:${repeat.lineNo}: ${repeat.message}`);
  if (summary.repeatCount > summary.repeats.length)
    lines.push(`… and ${summary.repeatCount - summary.repeats.length} more repeated ids`);
  for (const failure of summary.failures)
    lines.push(`failed ${path.basename(failure.file)}: ${failure.message}`);
  for (const f of summary.files) {
    lines.push(
      `${path.basename(f.file)} (${f.format}): items +${f.items.inserted} ~${f.items.updated} =${f.items.unchanged}, entities +${f.entities.inserted} ~${f.entities.updated} =${f.entities.unchanged}, ${f.errors} bad${f.repeats ? `, ${repeatedIds(f.repeats)}` : ''}${f.failure ? ', failed' : ''}${f.note ? `, ${f.note}` : ''}, ${f.seconds.toFixed(1)} s`,
    );
  }
  return lines;
}

function repeatedIds(n: number): string {
  return `${n} repeated ${n === 1 ? 'id' : 'ids'}`;
}

function total(c: { inserted: number; updated: number; unchanged: number }): number {
  return c.inserted + c.updated + c.unchanged;
}

/** `main` with its errors reported on stderr: the exit status. */
export async function run(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    const message = printable(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) {
      process.stderr.write(`${message}\n\n${USAGE}\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`import failed: ${message}\n`);
    return EXIT_ABORTED;
  }
}

if (require.main === module) {
  void run(process.argv.slice(2)).then((code) => process.exit(code));
}

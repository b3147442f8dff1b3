import path from 'node:path';
import type { ConvertedBatch } from './batch-importer';

/** A record whose id an earlier line of the same run had: a note, not a bad record. */
export interface RepeatedId {
  lineNo: number;
  message: string;
}

/**
 * The item and entity ids one import run has met, each with the line it was last on, so that a
 * record repeating one is noted with the line it replaces (upsert: the later record is kept).
 * The store cannot tell: its upsert looks each id up, but a row an earlier import stored looks
 * the same as one of this run, and a repeat of an identical line is merely `unchanged`. So the
 * run keeps its own map, checked on the writing thread in input order (no SQL): one entry per
 * distinct id, the line packed with its file's number into one number.
 */
export class RunIds {
  private readonly files: string[] = [];
  private readonly items = new Map<string, number>();
  private readonly entities = new Map<string, number>();

  /** The records noted from now on are in `file`. */
  startFile(file: string): void {
    this.files.push(file);
  }

  /** Notes the batch's ids (of the current file): a message for each one seen before. */
  note(batch: Pick<ConvertedBatch, 'items' | 'entities'>): RepeatedId[] {
    const repeats: RepeatedId[] = [];
    for (const { doc, lineNo } of batch.entities) this.see(this.entities, doc.id, lineNo, repeats);
    for (const { prepared, lineNo } of batch.items)
      this.see(this.items, prepared.derived.id, lineNo, repeats);
    // Entities are written before the items of a batch; the notes go in line order.
    if (repeats.length > 1) repeats.sort((a, b) => a.lineNo - b.lineNo);
    return repeats;
  }

  private see(seen: Map<string, number>, id: string, lineNo: number, out: RepeatedId[]): void {
    const fileNo = this.files.length - 1;
    const before = seen.get(id);
    seen.set(id, fileNo * LINES_PER_FILE + lineNo);
    if (before === undefined) return;
    const beforeFile = Math.floor(before / LINES_PER_FILE);
    const beforeLine = before % LINES_PER_FILE;
    const where =
      beforeFile === fileNo
        ? `line ${beforeLine}`
        : `${path.basename(this.files[beforeFile] ?? '')}:${beforeLine}`;
    out.push({ lineNo, message: `id ${shown(id)} repeats ${where}; the later record is kept` });
  }
}

/** Room for each file's line numbers in one packed number (2^32 lines; exact up to 2^21 files). */
const LINES_PER_FILE = 2 ** 32;

/** An id as a message quotes it: cut short (ids are short, but nothing in the input says so). */
function shown(id: string): string {
  return id.length > 200 ? `${id.slice(0, 200)}…` : id;
}

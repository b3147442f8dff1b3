import fs from 'node:fs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { GzipChecksumError, gunzipMembers } from './gunzip-members';

export type InputFormat = 'ndjson' | 'json' | 'xml';

/** A file opened for streaming: decoded (gunzipped when its magic bytes say so) with byte progress. */
export interface Input {
  file: string;
  size: number;
  gzip: boolean;
  format: InputFormat;
  /** Bytes of the file read so far (compressed bytes for gzip files). */
  bytesRead(): number;
  stream: Readable;
  /** What reading noticed without failing (data after the end of the gzip data), once read. */
  note(): string | undefined;
  /** Stops reading and releases the file. */
  close(): void;
}

const GZIP_MAGIC = [0x1f, 0x8b];

export function isGzip(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const n = fs.readSync(fd, head, 0, 2, 0);
    return n === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Why the decoded text cannot be read as the UTF-8 every format here is in, from its first
 * bytes: compressed twice, or UTF-16 (its byte order mark). Read as UTF-8, either gave one
 * "invalid JSON" of binary noise per line.
 */
export function encodingProblem(first: Buffer, gzip: boolean): string | undefined {
  if (first[0] === GZIP_MAGIC[0] && first[1] === GZIP_MAGIC[1])
    return gzip
      ? 'the file is compressed twice (gzip of gzip): decompress it once, then import it'
      : undefined;
  if ((first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0xfe && first[1] === 0xff))
    return 'the file is UTF-16 (it starts with a UTF-16 byte order mark): save it as UTF-8, then import it';
  return undefined;
}

/** Opens a file and sniffs its format from its name or its first decoded characters. */
export async function openInput(file: string): Promise<Input> {
  const size = fs.statSync(file).size;
  const gzip = isGzip(file);
  const head = await firstText(file, gzip);
  const unreadable = encodingProblem(head.bytes, gzip);
  if (unreadable) throw new Error(unreadable);
  // A first line too long to see the end of is an NDJSON line when it starts an object.
  const format =
    head.overlongFirstLine && /^\uFEFF?\s*\{/.test(head.text)
      ? 'ndjson'
      : detectFormat(head.text, file);
  let read = 0;
  let noted: string | undefined;
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  const counted = async function* (): AsyncGenerator<Buffer> {
    for await (const chunk of raw) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  };
  const stream = Readable.from(
    gzip
      ? gunzipMembers(counted(), (text) => {
          noted = text;
        })
      : counted(),
    { objectMode: false },
  );
  const close = (): void => {
    stream.destroy();
    raw.destroy();
  };
  return { file, size, gzip, format, bytesRead: () => read, stream, note: () => noted, close };
}

/** `.ndjson` and `.jsonl` files (gzipped or not) are NDJSON whatever their first line holds. */
const NDJSON_NAME = /\.(ndjson|jsonl)(\.gz)?$/i;

/**
 * The format of a file from its name and the start of its decoded text: NDJSON by a `.ndjson`
 * or `.jsonl` name; otherwise by the first non-blank character: `[` a JSON array, `<` XML, `{`
 * NDJSON when a second non-blank line also starts with `{` or the first line alone parses (a bad
 * or very long first line is then one bad record), else a single JSON document.
 */
export function detectFormat(head: string, file = ''): InputFormat {
  if (NDJSON_NAME.test(file)) return 'ndjson';
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) return 'xml';
  if (text.startsWith('[')) return 'json';
  const newline = text.indexOf('\n');
  const firstLine = (newline < 0 ? text : text.slice(0, newline)).trim();
  if (firstLine.startsWith('{') && newline >= 0) {
    const second = text
      .slice(newline + 1)
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (second.startsWith('{')) return 'ndjson';
  }
  try {
    JSON.parse(firstLine);
    return 'ndjson';
  } catch {
    return 'json';
  }
}

/** Decoded text kept for sniffing; beyond it only the first line's end is looked for. */
const SNIFF_KEEP_BYTES = 64 * 1024;
/** How far the sniffing looks for the end of the first line. */
const SNIFF_SCAN_BYTES = 32 * 1024 * 1024;

/**
 * The start of the decoded file: its first 64 KB, or the first line (up to 64 KB kept) plus the
 * first character of the next non-blank line when the first line is longer. `overlongFirstLine`
 * when no line end came within 32 MB.
 */
async function firstText(
  file: string,
  gzip: boolean,
): Promise<{ text: string; overlongFirstLine: boolean; bytes: Buffer }> {
  const raw = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  const stream = gzip ? Readable.from(gunzipMembers(raw), { objectMode: false }) : raw;
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let scanned = 0;
  let firstLineEnded = false;
  let next = '';
  let overlongFirstLine = false;
  try {
    for await (const data of stream) {
      let chunk = data as Buffer;
      if (keptBytes < SNIFF_KEEP_BYTES) {
        const take = chunk.subarray(0, SNIFF_KEEP_BYTES - keptBytes);
        kept.push(take);
        keptBytes += take.length;
        chunk = chunk.subarray(take.length);
        if (keptBytes < SNIFF_KEEP_BYTES) continue;
        // A line end within the kept text: it holds the start of the second line.
        if (Buffer.concat(kept).includes(10)) break;
      }
      // The kept text holds no line end: skip to the first line's end, note what follows it.
      let i = 0;
      if (!firstLineEnded) {
        const newline = chunk.indexOf(10);
        if (newline >= 0) {
          firstLineEnded = true;
          i = newline + 1;
        }
      }
      if (firstLineEnded) {
        while (i < chunk.length && /\s/.test(String.fromCharCode(chunk[i]!))) i++;
        if (i < chunk.length) {
          next = String.fromCharCode(chunk[i]!);
          break;
        }
      }
      scanned += chunk.length;
      if (!firstLineEnded && scanned > SNIFF_SCAN_BYTES) {
        overlongFirstLine = true;
        break;
      }
    }
  } catch {
    // A truncated gzip prefix ends the sniffing early; what we have is enough.
  } finally {
    stream.destroy();
    raw.destroy();
  }
  const text = Buffer.concat(kept).toString('utf8');
  return {
    text: firstLineEnded ? `${text}\n${next}` : text,
    overlongFirstLine,
    bytes: Buffer.concat(kept).subarray(0, 4),
  };
}

/** The file could not be read to its end (a truncated or corrupt gzip, a read error). */
export class InputError extends Error {}

/** Why reading stopped, as an InputError: a truncated or corrupt gzip, an I/O error. */
function inputError(input: Input, error: unknown, where: string): InputError {
  const message = (error as Error).message;
  // The checksum is at a member's end: all the member's records were read, and may be corrupt.
  if (error instanceof GzipChecksumError)
    return new InputError(
      `corrupt gzip data (${message}) ${where}; the records read from it were kept, but may hold corrupt values: import a good copy of the file again`,
    );
  const reason = input.gzip
    ? `truncated or corrupt gzip data (${message})`
    : `read failed (${message})`;
  return new InputError(`${reason} ${where}; the records before it were kept`);
}

/** The decoded chunks; a failing read (truncated gzip, I/O error) throws an InputError. */
async function* chunks(input: Input, where: () => string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of input.stream) yield chunk as Buffer;
  } catch (error) {
    throw inputError(input, error, where());
  }
}

/** Lines longer than this (in bytes) are reported as bad records, their bytes not kept. */
export const MAX_LINE_BYTES = 32 * 1024 * 1024;

export interface Line {
  lineNo: number;
  text: string;
  /** Set for a line too long to keep (its text is then empty). */
  error?: string;
}

/**
 * Lines with their 1-based numbers, split on LF bytes (a CR before it dropped). A line longer
 * than `maxLineBytes` is yielded as an error and its bytes are skipped without buffering them.
 */
export async function* lines(input: Input, maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<Line> {
  let lineNo = 0;
  let parts: Buffer[] = [];
  let partBytes = 0;
  let skipped = 0;
  const tooLong = (bytes: number): Line => ({
    lineNo,
    text: '',
    error: `line too long (${bytes} bytes, more than ${maxLineBytes}); skipped`,
  });
  const decode = (buffer: Buffer): string => {
    const end =
      buffer.length && buffer[buffer.length - 1] === 13 ? buffer.length - 1 : buffer.length;
    // A UTF-8 byte order mark starting the line (the file's start, or a file concatenated to it).
    const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
    return buffer.toString('utf8', start, Math.max(start, end));
  };
  for await (const chunk of chunks(input, () =>
    lineNo ? `after line ${lineNo}` : 'before its first line',
  )) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      if (newline < 0) break;
      lineNo++;
      const length = partBytes + newline - start;
      if (skipped) yield tooLong(skipped + newline - start);
      else if (length > maxLineBytes) yield tooLong(length);
      else if (!partBytes) yield { lineNo, text: decode(chunk.subarray(start, newline)) };
      else {
        parts.push(chunk.subarray(start, newline));
        yield { lineNo, text: decode(Buffer.concat(parts, length)) };
      }
      parts = [];
      partBytes = 0;
      skipped = 0;
      start = newline + 1;
    }
    if (start >= chunk.length) continue;
    const rest = chunk.length - start;
    if (skipped) skipped += rest;
    else if (partBytes + rest > maxLineBytes) {
      skipped = partBytes + rest;
      parts = [];
      partBytes = 0;
    } else {
      parts.push(chunk.subarray(start));
      partBytes += rest;
    }
  }
  if (skipped || partBytes) {
    lineNo++;
    yield skipped ? tooLong(skipped) : { lineNo, text: decode(Buffer.concat(parts, partBytes)) };
  }
}

/** The decoded text in pieces (JSON, RDF/XML). */
export async function* texts(input: Input): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks(input, () => 'before the end of the file')) {
    yield decoder.write(chunk);
  }
  yield decoder.end();
}

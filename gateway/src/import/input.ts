import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

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

/** Opens a file and sniffs its format from the first decoded characters. */
export async function openInput(file: string): Promise<Input> {
  const size = fs.statSync(file).size;
  const gzip = isGzip(file);
  const format = detectFormat(await firstText(file, gzip));
  let read = 0;
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  raw.on('data', (chunk) => {
    read += chunk.length;
  });
  const stream = gzip ? raw.pipe(zlib.createGunzip()) : raw;
  raw.on('error', (error) => stream.destroy(error));
  const close = (): void => {
    stream.destroy();
    raw.destroy();
  };
  return { file, size, gzip, format, bytesRead: () => read, stream, close };
}

/** NDJSON when the first line is a complete JSON value; one JSON document otherwise; XML for `<`. */
export function detectFormat(head: string): InputFormat {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) return 'xml';
  if (text.startsWith('[')) return 'json';
  const firstLine = text.split('\n', 1)[0]!.trim();
  try {
    JSON.parse(firstLine);
    return 'ndjson';
  } catch {
    return 'json';
  }
}

async function firstText(file: string, gzip: boolean): Promise<string> {
  const raw = fs.createReadStream(file, { start: 0, end: 256 * 1024 - 1 });
  const stream = gzip ? raw.pipe(zlib.createGunzip()) : raw;
  let text = '';
  try {
    for await (const chunk of stream) {
      text += (chunk as Buffer).toString('utf8');
      if (text.length >= 64 * 1024) break;
    }
  } catch {
    // A truncated gzip prefix ends the sniffing early; what we have is enough.
  } finally {
    raw.destroy();
  }
  return text;
}

/** Lines with their 1-based numbers. */
export async function* lines(input: Input): AsyncGenerator<{ text: string; lineNo: number }> {
  const reader = readline.createInterface({ input: input.stream, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const text of reader) {
    lineNo++;
    yield { text, lineNo };
  }
}

/** The whole decoded text (single JSON documents). */
export async function readAll(input: Input): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

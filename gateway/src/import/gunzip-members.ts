import { once } from 'node:events';
import zlib from 'node:zlib';

/** Why a gzip file could not be decoded to its end. */
export class GzipError extends Error {}

/** The data decoded so far did not match the member's CRC-32 or length: it may be corrupt. */
export class GzipChecksumError extends GzipError {}

const MAGIC = [0x1f, 0x8b];
const DEFLATE = 8;
const FHCRC = 2;
const FEXTRA = 4;
const FNAME = 8;
const FCOMMENT = 16;

/**
 * Decodes a gzip file of one or more members, as `gzip -d` does, where Node's gunzip stream falls
 * short:
 * - bytes after the last member that start no member (trailing garbage) end the data with a
 *   note, and everything decoded before them is given. Node's gunzip fails on them with
 *   "incorrect header check" and drops what it decoded in the same call, up to 16 KB of
 *   records;
 * - zero bytes after a member are padding;
 * - each member's CRC-32 and length are checked, and a mismatch says the data is corrupt
 *   (GzipChecksumError);
 * - a file that breaks off gives everything that can be decoded before failing (GzipError).
 *
 * Each member is inflated raw (`inflateRaw`), which stops at the end of its deflate data and
 * counts the bytes it took (`bytesWritten`): the member's trailer and whatever follows are the
 * bytes after them.
 */
export async function* gunzipMembers(
  source: AsyncIterable<Buffer>,
  note: (text: string) => void = () => {},
): AsyncGenerator<Buffer> {
  const bytes = new ByteSource(source);
  try {
    for (let member = 0; ; member++) {
      if (member > 0) {
        if (!(await bytes.skipZeros())) return;
        if (!(await bytes.fill(2)) || bytes.peek(0) !== MAGIC[0] || bytes.peek(1) !== MAGIC[1]) {
          note('data after the end of the gzip data ignored');
          return;
        }
      }
      await readHeader(bytes);
      yield* inflateMember(bytes);
    }
  } finally {
    await bytes.close();
  }
}

/** RFC 1952 §2.3: the fixed ten bytes, then the optional fields the flags announce. */
async function readHeader(bytes: ByteSource): Promise<void> {
  if (!(await bytes.fill(10))) throw new GzipError('the file ends inside a gzip header');
  if (bytes.peek(0) !== MAGIC[0] || bytes.peek(1) !== MAGIC[1])
    throw new GzipError('not gzip data');
  if (bytes.peek(2) !== DEFLATE) throw new GzipError('unknown gzip compression method');
  const flags = bytes.peek(3);
  bytes.take(10);
  if (flags & FEXTRA) {
    if (!(await bytes.fill(2))) throw new GzipError('the file ends inside a gzip header');
    const length = bytes.take(2).readUInt16LE(0);
    if (!(await bytes.fill(length))) throw new GzipError('the file ends inside a gzip header');
    bytes.take(length);
  }
  for (const flag of [FNAME, FCOMMENT]) {
    if (!(flags & flag)) continue;
    if (!(await bytes.skipPast(0))) throw new GzipError('the file ends inside a gzip header');
  }
  if (flags & FHCRC) {
    if (!(await bytes.fill(2))) throw new GzipError('the file ends inside a gzip header');
    bytes.take(2);
  }
}

/** The decoded data of one member, then its trailer checked; the bytes after it stay. */
async function* inflateMember(bytes: ByteSource): AsyncGenerator<Buffer> {
  // Sync flush at the end: a file that breaks off still gives all it can.
  const inflater = zlib.createInflateRaw({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const decoded: Buffer[] = [];
  let ended = false;
  let failure: Error | undefined;
  inflater.on('data', (chunk: Buffer) => decoded.push(chunk));
  inflater.on('end', () => {
    ended = true;
  });
  // A failing inflater never calls back the write that failed: wait for either.
  const failed = new Promise<void>((resolve) =>
    inflater.on('error', (error: Error) => {
      failure = error;
      resolve();
    }),
  );
  // What was fed and not yet known to be taken: the deflate data may end inside a chunk.
  const fed: Buffer[] = [];
  let fedBefore = 0;
  let crc = 0;
  let length = 0;
  const release = function* (): Generator<Buffer> {
    for (const chunk of decoded.splice(0)) {
      crc = zlib.crc32(chunk, crc);
      length += chunk.length;
      yield chunk;
    }
  };
  try {
    while (!ended) {
      const chunk = await bytes.next();
      if (!chunk) {
        inflater.end();
        if (!ended && !failure)
          await Promise.race([once(inflater, 'end').catch(() => undefined), failed]);
        yield* release();
        throw new GzipError(
          failure ? `corrupt deflate data (${failure.message})` : 'unexpected end of file',
        );
      }
      fed.push(chunk);
      await Promise.race([
        new Promise<void>((resolve) => inflater.write(chunk, () => resolve())),
        failed,
      ]);
      // 'end' and the last 'data' may follow the write's callback by a turn.
      await new Promise((resolve) => setImmediate(resolve));
      if (failure) {
        yield* release();
        throw new GzipError(`corrupt deflate data (${(failure as Error).message})`);
      }
      yield* release();
      while (fed.length > 0 && fedBefore + fed[0]!.length <= inflater.bytesWritten)
        fedBefore += fed.shift()!.length;
    }
    // The bytes fed past the end of the deflate data: the trailer, and what follows it.
    bytes.unshift(Buffer.concat(fed).subarray(inflater.bytesWritten - fedBefore));
  } finally {
    inflater.destroy();
  }
  if (!(await bytes.fill(8))) throw new GzipError('the file ends inside a gzip trailer');
  const trailer = bytes.take(8);
  if (trailer.readUInt32LE(0) !== crc >>> 0 || trailer.readUInt32LE(4) !== length % 2 ** 32) {
    throw new GzipChecksumError(
      'the decoded data does not match the gzip checksum: the file is corrupt',
    );
  }
}

/** Pulls a byte stream's chunks, with room to look ahead and to give bytes back. */
class ByteSource {
  private readonly iterator: AsyncIterator<Buffer>;
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Whether `n` bytes are there to look at (false: the source ended first). */
  async fill(n: number): Promise<boolean> {
    while (this.buffer.length < n && !this.ended) {
      const next = await this.iterator.next();
      if (next.done) this.ended = true;
      else this.buffer = Buffer.concat([this.buffer, next.value]);
    }
    return this.buffer.length >= n;
  }

  peek(i: number): number {
    return this.buffer[i]!;
  }

  take(n: number): Buffer {
    const taken = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return taken;
  }

  unshift(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([chunk, this.buffer]) : chunk;
  }

  /** The next bytes, as they are at hand or from the source; undefined at its end. */
  async next(): Promise<Buffer | undefined> {
    if (this.buffer.length) return this.take(this.buffer.length);
    if (this.ended) return undefined;
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return undefined;
    }
    return next.value;
  }

  /** Takes bytes up to and including the first `byte`; false if the source ends first. */
  async skipPast(byte: number): Promise<boolean> {
    for (;;) {
      const at = this.buffer.indexOf(byte);
      if (at >= 0) {
        this.take(at + 1);
        return true;
      }
      this.buffer = Buffer.alloc(0);
      if (!(await this.fill(1))) return false;
    }
  }

  /** Takes zero bytes; whether anything else follows them. */
  async skipZeros(): Promise<boolean> {
    for (;;) {
      if (!(await this.fill(1))) return false;
      const other = this.buffer.findIndex((b) => b !== 0);
      if (other >= 0) {
        this.take(other);
        return true;
      }
      this.buffer = Buffer.alloc(0);
    }
  }

  async close(): Promise<void> {
    await this.iterator.return?.();
  }
}

import zlib from 'node:zlib';
import { GzipChecksumError, GzipError, gunzipMembers } from './gunzip-members';

const text = Array.from({ length: 3000 }, (_, i) => `{"id":${i},"title":"record ${i}"}\n`).join('');

/** The bytes in chunks of `size`, as a file stream gives them. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function decode(
  bytes: Buffer,
  size = 1 << 20,
): Promise<{ text: string; notes: string[]; error?: Error }> {
  const out: Buffer[] = [];
  const notes: string[] = [];
  try {
    for await (const chunk of gunzipMembers(chunked(bytes, size), (note) => notes.push(note)))
      out.push(chunk);
    return { text: Buffer.concat(out).toString(), notes };
  } catch (error) {
    return { text: Buffer.concat(out).toString(), notes, error: error as Error };
  }
}

describe('gunzipMembers (gzip files as gzip -d reads them)', () => {
  const gz = zlib.gzipSync(text);

  it('decodes a member whatever the size of the chunks it comes in', async () => {
    for (const size of [7, 10, 4096, gz.length]) {
      const result = await decode(gz, size);
      expect([size, result.error, result.text.length]).toEqual([size, undefined, text.length]);
      expect(result.text).toBe(text);
    }
  });

  it('decodes every member of a file, with zero bytes of padding between and after them', async () => {
    const second = zlib.gzipSync('{"id":"last"}\n');
    const file = Buffer.concat([gz, Buffer.alloc(3), second, Buffer.alloc(512)]);
    for (const size of [5, 333, file.length]) {
      const result = await decode(file, size);
      expect(result).toEqual({ text: `${text}{"id":"last"}\n`, notes: [] });
    }
  });

  it('gives everything before data that starts no member, and notes it', async () => {
    for (const size of [16, 4096, 1 << 20]) {
      const result = await decode(
        Buffer.concat([gz, Buffer.from('garbage trailing bytes\n')]),
        size,
      );
      expect(result.error).toBeUndefined();
      expect(result.text).toBe(text);
      expect(result.notes).toEqual(['data after the end of the gzip data ignored']);
    }
  });

  it('gives what it can decode of a file that breaks off, then fails', async () => {
    const cut = await decode(gz.subarray(0, Math.floor(gz.length / 2)), 1000);
    expect(cut.error).toBeInstanceOf(GzipError);
    expect(cut.error!.message).toMatch(/unexpected end of file/);
    expect(cut.text.length).toBeGreaterThan(text.length / 4);
    expect(text.startsWith(cut.text)).toBe(true);
    const noTrailer = await decode(gz.subarray(0, gz.length - 4));
    expect(noTrailer.text).toBe(text);
    expect(noTrailer.error!.message).toMatch(/ends inside a gzip trailer/);
    expect((await decode(gz.subarray(0, 6))).error!.message).toMatch(/inside a gzip header/);
  });

  it('says a member whose data does not match its checksum is corrupt', async () => {
    // Stored (level 0), so a changed byte decodes to a changed record rather than failing.
    const stored = Buffer.from(zlib.gzipSync(text, { level: 0 }));
    const at = stored.indexOf('record 5');
    stored[at] = 'R'.charCodeAt(0);
    const result = await decode(stored);
    expect(result.error).toBeInstanceOf(GzipChecksumError);
    expect(result.text).toContain('Record 5');
  });

  it('reads the optional header fields: extra, name, comment, header CRC', async () => {
    const body = gz.subarray(10);
    const header = Buffer.from([0x1f, 0x8b, 8, 2 | 4 | 8 | 16, 0, 0, 0, 0, 0, 3]);
    const extra = Buffer.from([4, 0, 1, 2, 3, 4]);
    const name = Buffer.from('items.ndjson\0');
    const comment = Buffer.from('exported\0');
    const headerCrc = Buffer.from([0xaa, 0xbb]);
    const file = Buffer.concat([header, extra, name, comment, headerCrc, body]);
    for (const size of [2, 5, file.length]) expect((await decode(file, size)).text).toBe(text);
  });

  it('fails on what is not gzip data', async () => {
    expect((await decode(Buffer.from('{"id":1,"title":"x"}\n'))).error!.message).toBe(
      'not gzip data',
    );
    const otherMethod = Buffer.from(gz);
    otherMethod[2] = 7;
    expect((await decode(otherMethod)).error).toBeInstanceOf(GzipError);
    const badDeflate = Buffer.concat([gz.subarray(0, 10), Buffer.alloc(100, 0xff)]);
    expect((await decode(badDeflate)).error!.message).toMatch(/corrupt deflate data/);
  });
});

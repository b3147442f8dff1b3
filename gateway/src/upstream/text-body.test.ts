import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { BodyTooLarge, isTextLike, readBody, UnsupportedEncoding } from './text-body';

describe('isTextLike', () => {
  it('takes the syntaxes an API writes its key into for text', () => {
    for (const type of [
      'application/json',
      'application/json;charset=UTF-8',
      'application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"',
      'application/rdf+xml',
      'application/xml',
      'application/n-triples',
      'text/turtle',
      'text/html; charset=utf-8',
      'application/javascript',
      'Application/JSON',
      undefined,
      '',
    ]) {
      expect([type, isTextLike(type)]).toEqual([type, true]);
    }
  });

  it('leaves media and other binaries alone', () => {
    for (const type of [
      'image/jpeg',
      'video/mp4',
      'audio/mpeg',
      'application/pdf',
      'application/octet-stream',
      'application/jsonx-binary',
    ]) {
      expect([type, isTextLike(type)]).toEqual([type, false]);
    }
  });
});

describe('readBody', () => {
  it('reads plain and compressed bodies', async () => {
    const text = Buffer.from('{"a":1}');
    expect((await readBody(Readable.from([text]), undefined, 100)).equals(text)).toBe(true);
    for (const [encoding, packed] of [
      ['gzip', zlib.gzipSync(text)],
      ['deflate', zlib.deflateSync(text)],
      ['br', zlib.brotliCompressSync(text)],
    ] as const) {
      expect((await readBody(Readable.from([packed]), encoding, 100)).equals(text)).toBe(true);
    }
  });

  it('stops at the limit of decoded bytes, and at an unknown encoding', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(1024 * 1024));
    expect(bomb.length).toBeLessThan(10_000);
    await expect(readBody(Readable.from([bomb]), 'gzip', 10_000)).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    await expect(
      readBody(Readable.from([Buffer.alloc(200), Buffer.alloc(200)]), 'identity', 300),
    ).rejects.toBeInstanceOf(BodyTooLarge);
    await expect(readBody(Readable.from([]), 'zstd', 100)).rejects.toBeInstanceOf(
      UnsupportedEncoding,
    );
  });
});

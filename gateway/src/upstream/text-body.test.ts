import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { bodyDecoder, isJson, mayCarryKey, UnsupportedEncoding } from './text-body';

describe('mayCarryKey', () => {
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
      // Labelled loosely, or not as text at all: the key may still be in them.
      'application/octet-stream',
      'application/x-json',
      'application/json5',
      'application/jsonp',
      'application/jsonx-binary',
      'model/gltf+json',
      // SVG is XML text.
      'image/svg+xml',
    ]) {
      expect([type, mayCarryKey(type)]).toEqual([type, true]);
    }
  });

  it('leaves media and other binaries alone', () => {
    for (const type of [
      'image/jpeg',
      'video/mp4',
      'audio/mpeg',
      'font/woff2',
      'model/gltf-binary',
      'application/pdf',
      'application/zip',
    ]) {
      expect([type, mayCarryKey(type)]).toEqual([type, false]);
    }
  });
});

describe('isJson', () => {
  it('takes JSON and JSON-based syntaxes, nothing else', () => {
    for (const type of [
      'application/json',
      'application/ld+json; charset=utf-8',
      'Application/JSON',
    ])
      expect([type, isJson(type)]).toEqual([type, true]);
    for (const type of ['text/html', 'application/jsonp', 'text/json-ish', undefined, ''])
      expect([type, isJson(type)]).toEqual([type, false]);
  });
});

describe('bodyDecoder', () => {
  const decode = async (encoding: string | undefined, pieces: Buffer[]): Promise<Buffer> => {
    const decoder = bodyDecoder(encoding);
    const source = Readable.from(pieces);
    const out: Buffer[] = [];
    for await (const chunk of decoder ? source.pipe(decoder) : source) out.push(chunk as Buffer);
    return Buffer.concat(out);
  };

  it('decodes compressed bodies piece by piece, and leaves plain ones alone', async () => {
    const text = Buffer.from('{"a":1}'.repeat(10_000));
    expect(bodyDecoder(undefined)).toBeUndefined();
    expect(bodyDecoder(' Identity ')).toBeUndefined();
    for (const [encoding, packed] of [
      ['gzip', zlib.gzipSync(text)],
      ['x-gzip', zlib.gzipSync(text)],
      ['deflate', zlib.deflateSync(text)],
      ['br', zlib.brotliCompressSync(text)],
    ] as const) {
      // In pieces of 7 bytes, as a slow upstream sends them.
      const pieces = [];
      for (let at = 0; at < packed.length; at += 7) pieces.push(packed.subarray(at, at + 7));
      expect([encoding, (await decode(encoding, pieces)).equals(text)]).toEqual([encoding, true]);
    }
  });

  it('fails on a corrupt or cut compressed body, and on an unknown encoding', async () => {
    const packed = zlib.gzipSync(Buffer.from('{"a":1}'));
    await expect(decode('gzip', [packed.subarray(0, packed.length - 6)])).rejects.toMatchObject({
      code: expect.stringMatching(/^Z_/) as unknown,
    });
    await expect(decode('gzip', [Buffer.from('not gzip at all')])).rejects.toMatchObject({
      code: expect.stringMatching(/^Z_/) as unknown,
    });
    expect(() => bodyDecoder('zstd')).toThrow(UnsupportedEncoding);
    expect(() => bodyDecoder('gzip, br')).toThrow(UnsupportedEncoding);
  });
});

import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Media types that are clearly binary: images, audio, video, fonts, 3D models (not their JSON or
 * XML syntaxes, such as SVG), PDFs and archives. No API writes its key into these, and they may
 * be large media that must stream as they are (ranges included).
 */
const BINARY_MEDIA =
  /^(?:(?:image|audio|video|font|model)\/(?![\w.-]*\+(?:json|xml)(?:$|[\s;]))|application\/(?:pdf|zip|gzip|x-gzip|x-tar|x-bzip2|x-xz|x-7z-compressed|vnd\.rar|zstd|wasm)(?:$|[\s;]))/i;

/**
 * Whether an answer may carry the key the upstream was called with, and so is scrubbed: every
 * type but the clearly binary ones. JSON, XML/RDF, Turtle and text, but also what an upstream
 * labels loosely (application/octet-stream, application/x-json, json5, jsonp) or not at all:
 * what it holds is unknown, so it is checked rather than trusted. Scrubbing streams, in constant
 * memory, so a large body of such a type costs time, not memory.
 */
export function mayCarryKey(contentType: string | undefined): boolean {
  return !BINARY_MEDIA.test(contentType?.trim() ?? '');
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:$|[\s;])/i;

/** JSON or a JSON-based syntax (`application/ld+json`, `application/problem+json`). */
export function isJson(contentType: string | undefined): boolean {
  return JSON_TYPE.test(contentType?.trim() ?? '');
}

export class UnsupportedEncoding extends Error {
  constructor(readonly encoding: string) {
    super(`Content-Encoding ${encoding}`);
    this.name = 'UnsupportedEncoding';
  }
}

/**
 * The decoder of a body's Content-Encoding, or none for a plain one: the gateway asks for
 * `identity`, but an upstream (or a CDN in front of it) may compress anyway, and compressed bytes
 * cannot be scrubbed. It streams: a body of any size, a compression bomb included, is decoded
 * piece by piece as the client reads, never held whole. A corrupt or truncated body is an error
 * of the decoder.
 */
export function bodyDecoder(contentEncoding: string | undefined): Transform | undefined {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return undefined;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  throw new UnsupportedEncoding(encoding);
}

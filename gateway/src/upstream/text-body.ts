import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Text-like media types, the ones an API writes its key into: JSON, JSON-LD, XML/RDF, Turtle and
 * the other RDF syntaxes, JavaScript (JSONP), text/*. An answer without a Content-Type counts as
 * text too: what it holds is unknown, so it is checked rather than trusted. Images, audio, video,
 * PDFs and other binaries stream through unchanged.
 */
const TEXT_LIKE =
  /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|x-ndjson|javascript|x-javascript|ecmascript|turtle|x-turtle|n-triples|n-quads|trig|x-www-form-urlencoded|yaml|x-yaml)(?:$|[\s;]))/i;

export function isTextLike(contentType: string | undefined): boolean {
  if (!contentType?.trim()) return true;
  return TEXT_LIKE.test(contentType.trim());
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

import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Upstream answers to read whole (and scrub of the server's key) before passing them on: the API
 * answers are small; 16 MiB leaves room for a large IIIF manifest or a search page of rich items.
 */
export const DEFAULT_MAX_TEXT_BYTES = 16 * 1024 * 1024;

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

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

export class UnsupportedEncoding extends Error {
  constructor(readonly encoding: string) {
    super(`Content-Encoding ${encoding}`);
    this.name = 'UnsupportedEncoding';
  }
}

/**
 * Reads a whole body, decoded: the gateway asks for `identity`, but an upstream (or a CDN in
 * front of it) may compress anyway, and a compressed body cannot be scrubbed. The limit applies
 * to the decoded bytes, so a small compressed bomb cannot fill the memory either.
 */
export function readBody(
  body: Readable,
  contentEncoding: string | undefined,
  limit: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let source: Readable;
    try {
      source = decoded(body, contentEncoding);
    } catch (error) {
      reject(error as Error);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (error: Error): void => {
      if (done) return;
      done = true;
      if (source !== body) source.destroy();
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        fail(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    source.on('end', () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks, size));
    });
    source.on('error', fail);
    // A decoder does not see its input's errors (a reset, the inactivity timeout).
    if (source !== body) body.on('error', fail);
  });
}

function decoded(body: Readable, contentEncoding: string | undefined): Readable {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return body;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) throw new UnsupportedEncoding(encoding);
  return body.pipe(decoder);
}

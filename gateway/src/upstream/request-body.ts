import type { IncomingMessage } from 'node:http';

/**
 * The largest body forwarded upstream: the limit of the JSON bodies answered locally
 * (DEFAULT_JSON_BODY_LIMIT, http/json-body.ts).
 */
export const MAX_FORWARDED_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/** Whether the request says it carries a body (an empty one does not count). */
export function hasRequestBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > 0;
}

/**
 * The request's body as the client sent it, read whole so that the upstream gets either all of
 * it, with its length, or nothing. Bytes are counted as they arrive, a chunked body without a
 * Content-Length included: a declared length over `limit` is refused before anything is read,
 * and reading stops at the first chunk past it (BodyTooLarge). The rest of such a body is left
 * to the connection, which the caller closes.
 */
export function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        stop();
        // Not kept, not forwarded: read on only so that the client can read the refusal.
        req.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    const onClose = (): void => onError(new Error('The client closed the request before its end'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

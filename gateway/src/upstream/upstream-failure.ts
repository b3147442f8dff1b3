import { STATUS_CODES } from 'node:http';
import type { ApiErrorDetails, ErrorShape } from './api-error';
import { UnsupportedEncoding } from './text-body';
import type { UpstreamTarget } from './upstream-config';

export class UpstreamTimeout extends Error {}

/**
 * A 206 with a text body the gateway could not replace by the whole one (forward.ts asks again
 * without the range, for GET): a range may cut the key, so no part of it can be scrubbed.
 */
export class PartialText extends Error {}

/**
 * An answer no client may be given as it is: a protocol switch (101), a status outside HTTP's
 * range, a server error whose body is not the API's JSON. `reason` says which, never with the
 * upstream's bytes (they may hold the key, or a stack trace).
 */
export class UnusableAnswer extends Error {
  constructor(
    readonly reason: string,
    /**
     * The upstream said it is unavailable (503) or waiting on another server (504), in a page of
     * its own: the client is told the same, in the API's shape, with its `Retry-After`.
     */
    readonly unavailable?: { status: 503 | 504; retryAfter?: string },
    /** A 4xx whose page is not the API's: its status still says what went wrong. */
    readonly clientError?: number,
  ) {
    super(reason);
    this.name = 'UnusableAnswer';
  }
}

export interface UpstreamFailure {
  status: number;
  details: ApiErrorDetails;
  /** The upstream's `Retry-After`, passed on with a 503. */
  retryAfter?: string;
  /** For the log: the error kind only, never the URL (it carries the key). */
  logged: string;
}

/**
 * The gateway's answer when the upstream cannot be used: 504 when it did not answer in time,
 * 503 or 504 when it said so in a page that is not the API's, else 502, either because it is unreachable or because its answer cannot be passed on without
 * the server's key (an encoding that cannot be decoded, a partial text). Once the gateway's answer
 * has started (text answers stream), a failure can only cut it: forward.ts destroys the socket.
 */
export function upstreamFailure(
  error: Error,
  target: UpstreamTarget,
  shape: ErrorShape,
): UpstreamFailure {
  const api2 = shape === 'api2';
  if (error instanceof UpstreamTimeout) {
    // 504: a gateway that "did not receive a timely response from an upstream server"
    // (RFC 9110 §15.6.5).
    return {
      status: 504,
      details: {
        message: `The upstream ${target.id} API did not answer within ${target.timeoutMs} ms`,
        code: api2 ? '504-UT' : '504_upstream_timeout',
        error: 'Gateway Timeout',
      },
      logged: 'timeout',
    };
  }
  const unusable = unusableAnswer(error);
  if (error instanceof UnusableAnswer && error.unavailable) {
    const { status, retryAfter } = error.unavailable;
    return {
      status,
      details: {
        message: `The upstream ${target.id} API is unavailable (${status})`,
        code: api2 ? `${status}-UA` : `${status}_upstream_unavailable`,
        error: status === 503 ? 'Service Unavailable' : 'Gateway Timeout',
      },
      ...(retryAfter ? { retryAfter } : {}),
      logged: unusable!,
    };
  }
  if (error instanceof UnusableAnswer && error.clientError) {
    const status = error.clientError;
    return {
      status,
      details: {
        message: `The upstream ${target.id} API answered ${status}, with a page that is not the API's`,
        code: api2 ? `${status}-UA` : `${status}_upstream_answer`,
        error: STATUS_CODES[status] ?? 'Client Error',
      },
      logged: unusable!,
    };
  }
  if (unusable) {
    return {
      status: 502,
      details: {
        message: `The upstream ${target.id} API answer cannot be passed on: ${unusable}`,
        code: api2 ? '502-UA' : '502_upstream_answer',
        error: 'Bad Gateway',
      },
      logged: unusable,
    };
  }
  const code = errorCode(error);
  return {
    status: 502,
    details: {
      message: `The upstream ${target.id} API is unreachable (${code})`,
      code: api2 ? '502-UP' : '502_upstream_unreachable',
      error: 'Bad Gateway',
    },
    logged: code,
  };
}

function unusableAnswer(error: Error): string | undefined {
  if (error instanceof UnsupportedEncoding) return `unsupported Content-Encoding ${error.encoding}`;
  if (error instanceof PartialText) return 'a partial (206) text answer';
  if (error instanceof UnusableAnswer) return error.reason;
  const code = (error as NodeJS.ErrnoException).code;
  // zlib's codes: a corrupt or truncated compressed body, found before any of it went out.
  if (code?.startsWith('Z_')) return `a compressed body that cannot be decoded (${code})`;
  return undefined;
}

function errorCode(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? error.name;
}

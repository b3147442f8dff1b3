import http from 'node:http';
import type { Duplex } from 'node:stream';
import { toOriginForm } from './request-rules/absolute-form';

export interface ReceiveTimeouts {
  /** Time to receive a request's headers, from its first byte. */
  headersMs: number;
  /** Time to receive a whole request (headers and body), from its first byte. */
  requestMs: number;
  /** How often Node looks for requests past these times (it checks on an interval). */
  checkIntervalMs: number;
}

/**
 * How long a client has to send its request. A request arrives in a fraction of a second, and
 * the bodies the portal takes (API searches, entity lists, web vitals) are small: a client that
 * declares a body and stops sending it gets 408 after 10 to 11 seconds, before the proxy's own
 * 15-second wait for the gateway would call it a gateway failure (502). Node's default would wait
 * 300 seconds, checked every 30. Only receiving counts: a slow download (media through the
 * proxy) is not limited, nor is a keep-alive connection idle between requests.
 */
export const RECEIVE_TIMEOUTS: ReceiveTimeouts = {
  headersMs: 10_000,
  requestMs: 10_000,
  checkIntervalMs: 1_000,
};

/** Idle keep-alive connections are kept longer than a load balancer's usual 60 seconds. */
const KEEP_ALIVE_MS = 65_000;

/**
 * The host's HTTP server around the app. Requests the HTTP parser itself refuses, or that take
 * too long to arrive, never reach the app: they are answered here ({@link answerClientError}).
 * A request in absolute-form reaches it in origin-form ({@link toOriginForm}).
 */
export function createHostServer(
  app: http.RequestListener,
  timeouts: ReceiveTimeouts = RECEIVE_TIMEOUTS,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    (req, res) => {
      toOriginForm(req);
      app(req, res);
    },
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.on('clientError', answerClientError);
  return server;
}

/** The answers Node would give (its defaults have no body), in the proxy's JSON error shape. */
const CLIENT_ERRORS: Record<string, [status: number, reason: string, error: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'Request timeout: the request did not arrive in time.',
  ],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request header fields too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Chunk extensions too large.'],
};
const BAD_REQUEST: [number, string, string] = [
  400,
  'Bad Request',
  'Bad request: the request is not valid HTTP.',
];

/**
 * A request that did not arrive in time (408) or that the HTTP parser cannot read (400, 431):
 * a JSON error `{"success":false,"error":…}` as the proxies answer, and the connection closed,
 * since what the client sends next cannot be told from the rest of this request. Written only
 * when nothing of an answer has gone out on the connection yet (Node's own rule).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const response = (socket as Duplex & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ success: false, error: message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        '\r\n' +
        body,
    );
  }
  socket.destroy();
}

import http, { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Express, Request, Response } from 'express';
import { errorShapeOfPath, sendApiError } from '../upstream/api-error';

export interface GatewayServerOptions {
  /**
   * How long a client has to send a whole request, headers and body, in milliseconds: a request
   * still incomplete after it is answered 408 and its connection closed. Only receiving counts:
   * once the request is in, its answer may take as long as it takes (a large media download,
   * a slow upstream).
   */
  requestTimeoutMs: number;
}

/**
 * The gateway's HTTP server, with Node's own request timeouts (`requestTimeout`,
 * `headersTimeout`) at `requestTimeoutMs` rather than their defaults of 300 s and 60 s: a client
 * that declares a body and never sends all of it no longer holds a connection and a request for
 * five minutes. Node checks for expired requests every `connectionsCheckingInterval` (30 s by
 * default), here a fifth of the timeout (at most 1 s), so one ends soon after its time is up.
 * Node stops counting when the request has arrived whole: the time to answer it is not limited.
 *
 * The errors Node answers before or instead of the app (a timeout, a request that is not HTTP,
 * headers too large) get a JSON body in the error shape of the path's API, as every other error
 * of the gateway, instead of Node's bare status line (`clientError` below).
 */
export function createGatewayServer(app: Express, options: GatewayServerOptions): http.Server {
  const timeout = options.requestTimeoutMs;
  const server = http.createServer(
    {
      requestTimeout: timeout,
      headersTimeout: timeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeout / 5))),
    },
    app,
  );
  // The answer in progress on each connection: a client error concerns its request, if it is
  // not answered yet (the app listens first, so its request and response are Express's).
  const answers = new WeakMap<Duplex, Response>();
  server.on('request', (req: Request, res: Response) => {
    answers.set(req.socket, res);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    answerClientError(error, socket, answers.get(socket), timeout);
  });
  return server;
}

/** A client error as the client should read it: its status and what went wrong. */
function describe(
  error: NodeJS.ErrnoException,
  timeoutMs: number,
): { status: number; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: `The request did not arrive whole within ${timeoutMs / 1000} s: its headers, or the body its Content-Length or Transfer-Encoding announced, were not all sent.`,
      };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large.' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The chunk extensions of the request body are too large.' };
    default:
      return {
        status: 400,
        message: `The request is not valid HTTP/1.1${'reason' in error && typeof error.reason === 'string' ? ` (${error.reason})` : ''}.`,
      };
  }
}

/**
 * Node's default answer to a client error (a status line, then the connection closed), with a
 * body: the request's own response when the request arrived far enough to have one and nothing
 * of it was sent (in the path's error shape), else a raw answer in the api2 shape, the shape of
 * paths of no particular API. An answer already under way can only be cut.
 */
function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  pending: Response | undefined,
  timeoutMs: number,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = describe(error, timeoutMs);
  // A finished response is the previous request's on a kept-alive connection.
  const res = pending && !pending.writableEnded ? pending : undefined;
  if (res?.headersSent) {
    socket.destroy();
    return;
  }
  if (res) {
    const req = res.req;
    // Not req.path: inside a middleware mounted on a path (the upstream proxies) it is the rest.
    const shape = errorShapeOfPath(req.originalUrl.split('?')[0] ?? '/');
    // Node closes the connection once this is sent; the rest of the body is not waited for.
    res.setHeader('Connection', 'close');
    sendApiError(
      req,
      res,
      status,
      { message, ...(shape === 'api2' ? { code: String(status) } : {}) },
      shape,
    );
    return;
  }
  const body = JSON.stringify({
    success: false,
    error: STATUS_CODES[status],
    message,
    code: String(status),
  });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Access-Control-Allow-Origin: *\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // Ends the connection once the answer is out (destroy() could drop it).
  const net = socket as Partial<Socket>;
  if (typeof net.destroySoon === 'function') net.destroySoon();
  else socket.end();
}

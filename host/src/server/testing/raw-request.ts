import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP request sent as written, for tests of hostile input: fetch() would turn `\` in a path
 * into `/`, refuse some headers and set its own Host.
 */
export function rawRequest(
  base: string | URL,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': `${body.length}` },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface RawExchange extends RawAnswer {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** The server closed the connection (else the wait ran out). */
  closed: boolean;
  /** Milliseconds from connecting to the close or the end of the wait. */
  ms: number;
}

/**
 * Bytes written on a bare TCP connection, for what no HTTP client sends: a request target of `*`,
 * a header twice, a body shorter than its Content-Length. The connection is left open until the
 * server closes it or `waitMs` runs out; the first answer on it is parsed.
 */
export function rawExchange(
  base: string | URL,
  bytes: string,
  waitMs = 5_000,
): Promise<RawExchange> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes, 'latin1'));
    let text = '';
    let finished = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const done = (closed: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        text,
        closed,
        ms: Date.now() - started,
      });
    };
    socket.on('close', () => done(true));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => done(false), waitMs);
  });
}

import type { NextFunction, Request, Response } from 'express';

/** Query parameters whose values never reach the log. */
const SECRET_PARAMS =
  /^(wskey|apikey|api_key|key|token|access_token|refresh_token|id_token|id_token_hint|code|session_code|password|client_secret)$/i;

/** The request URL with secret parameter values replaced by `REDACTED`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=REDACTED` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** One line per request when it finishes: method, redacted URL, status, duration, size. */
export function requestLog(write: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const size = res.getHeader('content-length') ?? '-';
      write(
        `${new Date().toISOString()} ${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms ${size}`,
      );
    });
    next();
  };
}

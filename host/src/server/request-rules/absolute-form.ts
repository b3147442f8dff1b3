import type http from 'node:http';
import { isHost } from './page-origin';

/** `http://host[:port]/path?query`: the absolute-form, its authority without user information. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#@\s]+)([/?][^#\s]*)?$/i;

/**
 * Reads a request in absolute-form (`GET http://host/en`) as the same request in origin-form
 * (`GET /en` with `Host: host`). Clients send that form to proxies, but a server must accept it
 * too, and then take the host from it, not from the Host header (RFC 9112 §3.2.2). Done before
 * Express sees the request: its router works out a mount point's prefix from the URL as it
 * first came, so rewriting the URL in a middleware would break every mounted path (the /api
 * proxy passed `/` on). Any other target is left as it is, for the app to refuse.
 */
export function toOriginForm(req: http.IncomingMessage): void {
  const url = req.url ?? '';
  if (url.startsWith('/')) return;
  const absolute = ABSOLUTE_FORM.exec(url);
  const authority = absolute?.[1];
  if (!absolute || !authority || !isHost(authority)) return;
  const rest = absolute[2] ?? '';
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  req.headers.host = authority;
}

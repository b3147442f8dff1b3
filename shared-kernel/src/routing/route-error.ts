/**
 * What a loader throws to answer with an error status (404 for an unknown item, ...). react-router
 * turns a thrown Response into a route error response, on the server and in the browser, and the
 * host's error page reads `code` (an i18n key such as `itemNotFound`) and `message` from it.
 */
export interface RouteErrorBody {
  code?: string;
  message?: string;
  [field: string]: unknown;
}

export function routeError(status: number, body: RouteErrorBody = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

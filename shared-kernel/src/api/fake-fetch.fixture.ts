/** A fetch that records requests and answers from a function: API client tests without a server. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export function fakeFetch(
  answer: (request: SeenRequest) => { status?: number; body?: unknown } = () => ({ body: {} }),
) {
  const seen: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    };
    seen.push(request);
    const { status = 200, body } = answer(request);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    // A 204 or 304 has no body: Response refuses even an empty one.
    const payload = status === 204 || status === 304 ? null : text;
    return new Response(payload, { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

/**
 * jsdom has no fetch `Request`, which react-router's data routers create for every navigation
 * (they only read its url, method and signal for GET navigations). This stands in for it in
 * component tests; the portal itself runs on real Requests.
 */
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Map<string, string>;

  constructor(
    input: string | URL | TestRequest,
    init: { method?: string; signal?: AbortSignal } = {},
  ) {
    this.url = input instanceof TestRequest ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new Map();
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: TestRequest });
}

export {};

import {
  apiErrorFromResponse,
  ApiError,
  statusMessage,
  unusableAnswerError,
  type ApiErrorBody,
} from './api-error';
import { jsonDocument, type PayloadCheck } from './payload-shape';
import { withoutKey } from './key-scrub';
import { type QueryParams, withQuery } from './query-string';
import { readResponseBody, type ResponseBody } from './response-body';

/** Spec §7 and §9: every API call gives up after 10 seconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestLogEntry {
  method: string;
  url: string;
}

export interface HttpClientOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:3001/record` or `/api/record`. */
  baseUrl: string;
  /** API key, sent as the `wskey` request parameter when given. */
  apiKey?: string;
  timeoutMs?: number;
  /**
   * Headers sent with every request (an `Authorization` bearer token, for instance); a function
   * is asked at each request, for values that change during the page's life (a refreshed token).
   */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Names what failed in error codes (`itemNotFound`); default `generic`. */
  errorScope?: string;
  /** Called for every request, so the debug panel can list them. */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Called when a request has finished, failed or not, so the loading bar can count. */
  onSettled?: (entry: RequestLogEntry) => void;
  /**
   * Spec §7: a request sent with a Bearer token and answered 401 asks for a fresh token and, when
   * this resolves true, is sent once more (the `headers` function then gives the new token).
   */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  errorScope?: string;
  /** Covers the whole exchange, the body included. */
  timeoutMs?: number;
  /**
   * The shape the caller relies on; a 2xx answer of another shape is a 502. Default: any JSON
   * object or array.
   */
  expect?: PayloadCheck;
}

/**
 * The generic client every API client is built on (spec §7): one base URL and key per API,
 * array parameters as repeated keys, a timeout, and errors mapped to {@link ApiError}. It returns
 * the response body only, and only when it is the API's JSON: any other 2xx answer is a 502.
 */
export class HttpClient {
  readonly baseUrl: string;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  url(path: string, params?: QueryParams): string {
    const withKey: QueryParams = this.options.apiKey
      ? { ...params, wskey: this.options.apiKey }
      : { ...params };
    return withQuery(`${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}`, withKey);
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, options);
  }

  put<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, options);
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = this.url(path, options.params);
    const scope = options.errorScope ?? this.options.errorScope ?? 'generic';
    const entry = { method, url: redactKey(url) };
    this.options.onRequest?.(entry);
    try {
      try {
        return await this.send<T>(method, url, scope, options);
      } catch (error) {
        if (!(await this.mayRetryUnauthorized(error, options))) throw error;
        return await this.send<T>(method, url, scope, options);
      }
    } finally {
      this.options.onSettled?.(entry);
    }
  }

  /** A 401 to a request that carried a token, and a fresh token since (spec §7). */
  private async mayRetryUnauthorized(error: unknown, options: RequestOptions): Promise<boolean> {
    if (!this.options.onUnauthorized) return false;
    if (!(error instanceof ApiError) || error.statusCode !== 401) return false;
    if (!/^Bearer\s/i.test(this.headersOf(options).Authorization ?? '')) return false;
    return this.options.onUnauthorized().catch(() => false);
  }

  private headersOf(options: RequestOptions): Record<string, string> {
    return {
      Accept: 'application/json',
      ...(typeof this.options.headers === 'function'
        ? this.options.headers()
        : this.options.headers),
      ...options.headers,
    };
  }

  private async send<T>(
    method: string,
    url: string,
    scope: string,
    options: RequestOptions,
  ): Promise<T> {
    const doFetch = this.options.fetch ?? globalThis.fetch;

    const headers = this.headersOf(options);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const signal = AbortSignal.timeout(
      options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    let response: Response;
    let answer: ResponseBody;
    try {
      response = await doFetch(url, { method, headers, body, signal });
      // Read under the same signal and the same mapping: an upstream that sends its headers and
      // then stalls times out like one that never answers (a 504, not an "aborted" 500).
      answer = await readResponseBody(response);
    } catch (error) {
      // The timeout is the only abort there is; some browsers reject a body read it aborts with
      // an AbortError rather than the signal's TimeoutError.
      const timedOut = signal.aborted || (error as Error)?.name === 'TimeoutError';
      throw new ApiError(
        timedOut
          ? 'The request timed out. Please try again.'
          : 'The request failed. Please try again.',
        timedOut ? 504 : 502,
        `${scope}UnknownError`,
      );
    }

    // A redirect the fetch followed to another site: its answer is not the API's, whatever it
    // holds (the API, or a proxy in front of it, would make the portal show another site's data).
    if (response.redirected && originOf(response.url) !== originOf(url)) {
      throw unusableAnswerError(scope, 'The API redirected to another site.');
    }
    // The key this server called with never goes on to a page (see key-scrub.ts).
    if (answer.kind === 'json' && this.options.apiKey) {
      answer = { kind: 'json', value: withoutKey(answer.value, this.options.apiKey) };
    }
    const json = answer.kind === 'json' ? answer.value : undefined;
    if (!response.ok && !(response.status >= 300 && response.status < 400)) {
      throw apiErrorFromResponse(
        response.status,
        json as ApiErrorBody | undefined,
        scope,
        statusMessage(response.status),
      );
    }
    // No content (204), or a 3xx the fetch did not follow (a 304): there is no document to check.
    if (!response.ok || response.status === 204) return json as T;
    return payloadOf<T>(answer, scope, options.expect ?? jsonDocument);
  }
}

/**
 * The payload of a 2xx answer, which must be the API's JSON of the shape the caller reads. The
 * upstream answered, but with nothing the portal can use: a bad gateway (502), for every page.
 */
function payloadOf<T>(answer: ResponseBody, scope: string, expect: PayloadCheck): T {
  if (answer.kind === 'empty') {
    throw unusableAnswerError(scope, 'The API sent an empty answer.');
  }
  if (answer.kind === 'notJson') {
    throw unusableAnswerError(scope, 'The API sent an answer that is not JSON.');
  }
  const problem = expect(answer.value);
  if (problem) {
    throw unusableAnswerError(scope, `The API sent an answer of an unexpected shape: ${problem}.`);
  }
  return answer.value as T;
}

/** API keys never reach logs or the debug panel. */
export function redactKey(url: string): string {
  return url.replace(/([?&]wskey=)[^&]*/g, '$1***');
}

/** The origin of an absolute URL, or of a relative one (a browser's same-origin `/api`). */
function originOf(url: string): string {
  return new URL(url, globalThis.location?.href ?? 'http://relative.invalid').origin;
}

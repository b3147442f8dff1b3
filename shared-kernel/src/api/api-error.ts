/**
 * Errors of API calls, mapped as spec §8 says: the HTTP status (500 when there is none), the JSON
 * `error` field as the message, and a code made of a scope and the status (404 -> `NotFound`),
 * so pages can show the localised error that fits (`itemNotFound`, `galleryLocked`, ...).
 */
const STATUS_CODE_SUFFIX: Record<number, string> = {
  401: 'Unauthorised',
  403: 'Unauthorised',
  404: 'NotFound',
  410: 'Gone',
  423: 'Locked',
};

/** Error codes of the auth service (API keys) and the portal's names for them (spec §8). */
const KNOWN_API_ERROR_CODES: Record<string, string> = {
  '400_key_limit_reached': 'authKeyLimitReached',
  '400_duplicate_key': 'authDuplicateKey',
  '410_client_disabled': 'authClientDisabled',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Always true: the error came from fetching data, so it is thrown to the page, not a modal. */
  readonly isFetchError = true;

  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string,
    readonly apiCode?: string,
    /** The answer's `message` when `error` gave the message: api-commons puts details there. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface ApiErrorBody {
  error?: unknown;
  message?: unknown;
  code?: unknown;
}

/** Builds the error for a failed response; `scope` names the thing that failed (item, gallery). */
export function apiErrorFromResponse(
  status: number | undefined,
  body: ApiErrorBody | undefined,
  scope = 'generic',
  fallbackMessage = 'Unknown error',
): ApiError {
  const statusCode = status && status >= 400 ? status : 500;
  const apiCode = typeof body?.code === 'string' ? body.code : undefined;
  const known = apiCode ? KNOWN_API_ERROR_CODES[apiCode] : undefined;
  const suffix = STATUS_CODE_SUFFIX[statusCode];
  const code = known ?? (suffix ? `${scope}${suffix}` : `${scope}UnknownError`);
  const message = messageOf(body) ?? fallbackMessage;
  const detail =
    typeof body?.message === 'string' && body.message !== message ? body.message : undefined;
  return new ApiError(message, statusCode, code, apiCode, detail);
}

/** Standard reason phrases, for messages that name a status; the upstream's own is not trusted. */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The message of a failed answer whose body has no JSON `error` or `message`: `The API answered
 * 502 Bad Gateway`. The body itself (an nginx HTML page, say) never becomes the message.
 */
export function statusMessage(status: number): string {
  const reason = REASON_PHRASES[status];
  return `The API answered ${status}${reason ? ` ${reason}` : ''}`;
}

/**
 * A 2xx answer the portal cannot use (empty, not JSON, JSON of another shape): the upstream
 * answered, but not with the API's JSON, so for the page it is a bad gateway.
 */
export function unusableAnswerError(scope: string, message: string): ApiError {
  return new ApiError(message, 502, `${scope}UnknownError`);
}

function messageOf(body: ApiErrorBody | undefined): string | undefined {
  if (!body) return undefined;
  if (typeof body.error === 'string' && body.error) return body.error;
  if (body.error && typeof body.error === 'object') return JSON.stringify(body.error);
  if (typeof body.message === 'string' && body.message) return body.message;
  return undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error as ApiError | null)?.name === 'ApiError';
}

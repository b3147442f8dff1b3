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
  return new ApiError(message, statusCode, code, apiCode);
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

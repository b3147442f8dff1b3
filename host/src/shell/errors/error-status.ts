import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router-dom';
import { isApiError, SEARCH_RESULT_LIMIT } from '@portal/shared-kernel';

export interface ErrorSummary {
  status: number;
  /** i18n code such as `pageNotFound`, `itemNotFound`, `genericUnknownError`. */
  code: string;
  message?: string;
}

/** What an error thrown by a loader or a component means for the error page. */
export function summariseError(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    const payload = (error.data ?? {}) as { code?: unknown; message?: unknown };
    return {
      status: error.status,
      code: typeof payload.code === 'string' ? payload.code : defaultCode(error.status),
      message: typeof payload.message === 'string' ? payload.message : undefined,
    };
  }
  if (isApiError(error))
    return { status: error.statusCode, code: error.code, message: error.message };
  return { status: 500, code: 'genericUnknownError' };
}

function defaultCode(status: number): string {
  if (status === 404) return 'pageNotFound';
  if (status === 410) return 'gone';
  return 'genericUnknownError';
}

/** Host strings of the error page by status (spec §2.5, §8). */
export function errorTitleKey(status: number): string {
  if (status === 404) return 'errorPage.title404';
  if (status === 410) return 'errorPage.title410';
  if (status === 503) return 'errorPage.title503';
  return 'errorPage.titleGeneric';
}

export function errorDescriptionKey(status: number): string {
  if (status === 404) return 'host:errorPage.description404';
  if (status === 410) return 'host:errorPage.description410';
  if (status === 503) return 'host:errorPage.description503';
  // The API behind the page did not answer (spec §8: "The request failed. Please try again.").
  if (status === 502 || status === 504) return 'common:errors.requestFailed';
  return 'host:errorPage.descriptionGeneric';
}

/**
 * The error page's heading: the error code's own message when shared-kernel has one (spec §8
 * catalogue: itemNotFound, pageNotFound, ...), else the title for the status.
 */
export function errorHeading(t: TFunction, exists: (key: string) => boolean, error: ErrorSummary) {
  const own = `common:errors.${error.code}`;
  return exists(own) ? t(own) : t(`host:${errorTitleKey(error.status)}`);
}

/**
 * The error page's description: the error code's own when shared-kernel has one (the page limit
 * says how many results can be viewed, spec §8), else the description for the status.
 */
export function errorDescription(
  t: TFunction,
  exists: (key: string) => boolean,
  error: ErrorSummary,
): string {
  const own = `common:errorDescriptions.${error.code}`;
  return exists(own)
    ? t(own, { limit: SEARCH_RESULT_LIMIT })
    : t(errorDescriptionKey(error.status));
}

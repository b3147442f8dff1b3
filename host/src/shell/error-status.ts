import { isRouteErrorResponse } from 'react-router-dom';
import { isApiError } from '@portal/shared-kernel';

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
      code:
        typeof payload.code === 'string'
          ? payload.code
          : error.status === 404
            ? 'pageNotFound'
            : 'genericUnknownError',
      message: typeof payload.message === 'string' ? payload.message : undefined,
    };
  }
  if (isApiError(error))
    return { status: error.statusCode, code: error.code, message: error.message };
  return { status: 500, code: 'genericUnknownError' };
}

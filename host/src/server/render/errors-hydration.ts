import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from 'react-router-dom';

/**
 * Route errors travel from the server render to the browser in the page state. react-router's
 * own serialisation lives in its StaticRouterProvider script, which would sit inside the React
 * root and upset hydration, so the host serialises them here with the same shape.
 */
export type SerializedRouteError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const result: Record<string, SerializedRouteError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    result[routeId] = isRouteErrorResponse(error)
      ? {
          __type: 'RouteErrorResponse',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
        }
      : { __type: 'Error', message: 'Unexpected error' };
  }
  return result;
}

export function deserializeRouteErrors(
  errors: Record<string, SerializedRouteError> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    result[routeId] =
      error.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
        : new Error(error.message);
  }
  return result;
}

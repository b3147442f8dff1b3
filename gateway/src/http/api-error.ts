/**
 * An error answered in the Search/Record API shape:
 * `{ apikey, success: false, error, message, code }` with the HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Short summary (`error`). */
    readonly summary: string,
    /** Details (`message`); defaults to the summary. */
    readonly details?: string,
    /** `<status>-<letter>` code of the contract, when there is one. */
    readonly code?: string,
  ) {
    super(details ?? summary);
    this.name = 'ApiError';
  }
}

export const invalidQuery = (details: string): ApiError =>
  new ApiError(400, 'Invalid query parameter', details, '400-SA');

import type { ErrorId } from '../schemas/types.js';

/** A call that reached the server and was refused; carries the server's stable error id. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: ErrorId | 'network' | 'timeout' | 'aborted' | 'bad_response';
  readonly body: unknown;

  constructor(status: number, errorId: ApiError['errorId'], message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorId = errorId;
    this.body = body;
  }
}

/** Whether an error is an ApiError with one of the given ids. */
export function isApiError(error: unknown, ...ids: Array<ApiError['errorId']>): error is ApiError {
  return error instanceof ApiError && (ids.length === 0 || ids.includes(error.errorId));
}

/**
 * Whether the server refused content because this logged-out browser is past an impression limit:
 * the content wall covers the page, so there is nothing to retry
 * (docs/behaviour/logged-out.md#what-the-server-withholds).
 */
export function isVisitorLimitError(error: unknown): boolean {
  return isApiError(error, 'visitor_limit_reached');
}

/** The description an error carries for the viewer: the server's message when it has one. */
export function errorDescription(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return error instanceof Error && error.message ? error.message : String(error);
}

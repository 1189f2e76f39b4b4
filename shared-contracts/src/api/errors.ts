import type { ErrorId } from '../schemas/types.js';

/** Marks an ApiError made by any copy of this module (a global symbol, the same in every copy). */
const API_ERROR = Symbol.for('lumen.api-error');

/**
 * A call that reached the server and was refused; carries the server's stable error id.
 * `instanceof ApiError` answers by a brand, not by class identity: the contracts' main entry is
 * bundled into each build that uses it (docs/architecture.md#shared-packages), so the API client's
 * copy of this class and a remote's copy are different classes on the same page.
 */
export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: true })[API_ERROR] === true;
  }

  readonly [API_ERROR] = true;
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

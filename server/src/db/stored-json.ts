import type { ZodType } from 'zod';
import { AppError, fail } from '../http/errors.js';

/**
 * A stored JSON value that is not what its schema says (hand-edited, or written by an older
 * release). Answered as the generic failure, never as a half-read record; the detail is logged.
 */
export class StoredValueError extends AppError {
  constructor(
    readonly what: string,
    readonly detail: string,
  ) {
    super(500, 'internal', fail.internal().message);
    this.name = 'StoredValueError';
  }
}

/** Parses stored JSON text with its schema; anything else throws a StoredValueError. */
export function parseStoredJson<T>(schema: ZodType<T>, text: string, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredValueError(what, 'not JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new StoredValueError(what, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

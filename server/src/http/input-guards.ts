import type { FastifyInstance } from 'fastify';
import { fail } from './errors.js';
import { isOutOfRangeIdParam } from './ids.js';

/** The message on a field holding a NUL character. */
export const NUL_TEXT_MESSAGE = 'Text cannot contain a NUL character.';

/** How deep a JSON body is searched (bodies are at most 1 MB; deeper nesting is not ours). */
const MAX_DEPTH = 32;

/**
 * The path ("caption", "children_metadata.0.usertags") of the first string holding a NUL
 * character in a parsed form, query or JSON value (keys included), or null when there is none.
 * PostgreSQL cannot store NUL in text, so such text is refused rather than silently altered.
 */
export function findNulText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return innerPath;
    const found = findNulText(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a value holding NUL text with validation_failed naming the field (under `prefix`). */
export function assertNoNulText(value: unknown, prefix = ''): void {
  const path = findNulText(value, prefix);
  if (path) throw fail.validation({ [path]: NUL_TEXT_MESSAGE });
}

/**
 * Checks every request at the boundary, before any handler, the same on SQLite and PostgreSQL
 * (docs/errors.md#text-and-ids), so no route can forget:
 * - a path parameter holding NUL, or an `…Id` parameter past the id columns' range, names nothing: 404;
 * - a query or body (form or JSON) string holding NUL is refused: 400 validation_failed naming it.
 * Raw bodies (upload slices) are bytes, not text, and are left alone; GraphQL variables are JSON
 * inside a form field and are checked by the GraphQL route once parsed.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue;
      if (value.includes('\u0000') || (name.endsWith('Id') && isOutOfRangeIdParam(value))) throw fail.notFound();
    }
    assertNoNulText(request.query);
    if (typeof request.body === 'string' || (request.body !== null && typeof request.body === 'object'))
      assertNoNulText(request.body);
  });
}

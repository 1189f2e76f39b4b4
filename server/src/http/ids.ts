/**
 * The largest id a row can have. Primary keys are `serial` (a 32-bit integer) on PostgreSQL, so a
 * larger number is refused by the database; SQLite would take it, but both answer alike: an id
 * out of this range names nothing (docs/errors.md#text-and-ids).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Digits only, at most as many as the largest id has (longer text is never an id). */
const ROW_ID_TEXT = /^\d{1,10}$/;

/**
 * The one parser of row ids sent by clients (path segments, form and query fields, JSON and
 * GraphQL variables): a positive integer within the columns' range, as text or a number; null for
 * anything else, so callers answer 404 as for an id that does not exist.
 */
export function parseRowId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ROW_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** Whether a number can be a row id (for ids already parsed as numbers). */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/** A media id as clients send it: the pk ("123") or the full id ("123_45", pk and owner); null otherwise. */
export function parseMediaId(value: unknown): number | null {
  if (typeof value === 'number') return parseRowId(value);
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,20})(?:_\d{1,20})?$/.exec(value);
  return match ? parseRowId(match[1]) : null;
}

/**
 * A path parameter that looks like an id (digits, or a media's "pk_owner") but is past the
 * columns' range: it names nothing. Checked for every `…Id` parameter before any handler runs.
 */
export function isOutOfRangeIdParam(value: string): boolean {
  return /^\d+(_\d+)?$/.test(value) && parseMediaId(value) === null;
}

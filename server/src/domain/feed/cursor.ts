import { parseRowId } from '../../http/ids.js';

/** A position in a time-ordered list: the media's time (ms) and id break ties. */
export interface TimeCursor {
  takenAt: number;
  id: number;
}

/** Encodes a cursor as an opaque URL-safe string. */
export function encodeCursor(cursor: TimeCursor): string {
  return Buffer.from(`${cursor.takenAt}:${cursor.id}`).toString('base64url');
}

/** Decodes a cursor; null for anything malformed (treated as "from the start"). */
export function decodeCursor(value: string | null | undefined): TimeCursor | null {
  if (!value) return null;
  const match = /^(\d{1,16}):(\d{1,12})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const id = match ? parseRowId(match[2]) : null;
  if (!match || id === null) return null;
  return { takenAt: Number(match[1]), id };
}

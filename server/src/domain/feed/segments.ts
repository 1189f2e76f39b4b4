import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.js';
import type { AuthorFilter } from './feed-authors.js';
import type { FeedPosition } from './feed-cursor.js';
import type { EntryPage, PositionedEntry } from './feed-entries.js';
import { MAX_ROW_ID } from '../../http/ids.js';

/**
 * A contiguous part of a feed that can be read from any of its positions in both directions.
 * `from` is exclusive; null means the segment's start (forward) or its end (backward). Entries
 * always come back in feed order.
 */
export interface Segment {
  name: FeedPosition['segment'];
  forward(from: FeedPosition | null, limit: number): Promise<PositionedEntry[]>;
  backward(from: FeedPosition | null, limit: number): Promise<PositionedEntry[]>;
}

/**
 * Reads one page across consecutive segments: it asks for one entry more than the page so the
 * far side's has-more flag is exact, crossing into the next (or previous) segment when one runs
 * out. The near side has more exactly when the page started from a cursor.
 */
export async function pageSegments(
  segments: readonly Segment[],
  start: { index: number; position: FeedPosition | null },
  direction: 'forward' | 'backward',
  size: number,
): Promise<Omit<EntryPage, 'snapshotId'>> {
  const want = size + 1;
  if (direction === 'forward') {
    const out: PositionedEntry[] = [];
    let position = start.position;
    for (let i = start.index; i < segments.length && out.length < want; i += 1) {
      const segment = segments[i];
      if (segment) out.push(...(await segment.forward(position, want - out.length)));
      position = null;
    }
    return {
      entries: out.slice(0, size),
      hasNextPage: out.length > size,
      hasPreviousPage: start.position !== null,
    };
  }
  let out: PositionedEntry[] = [];
  let position = start.position;
  for (let i = start.index; i >= 0 && out.length < want; i -= 1) {
    const segment = segments[i];
    if (segment) out = [...(await segment.backward(position, want - out.length)), ...out];
    position = null;
  }
  return {
    entries: out.slice(Math.max(0, out.length - size)),
    hasNextPage: start.position !== null,
    hasPreviousPage: out.length > size,
  };
}

/** A (time, id) point; rows compare by time, then id. */
export interface Keyset {
  takenAt: number;
  id: number;
}

/** Largest id a keyset bound may use (PostgreSQL integer columns refuse bigger literals). */
export const MAX_KEYSET_ID = MAX_ROW_ID;

function olderThan(eb: ExpressionBuilder<DB, 'media'>, k: Keyset) {
  return eb.or([
    eb('media.taken_at', '<', k.takenAt),
    eb.and([eb('media.taken_at', '=', k.takenAt), eb('media.id', '<', k.id)]),
  ]);
}

function newerThan(eb: ExpressionBuilder<DB, 'media'>, k: Keyset) {
  return eb.or([
    eb('media.taken_at', '>', k.takenAt),
    eb.and([eb('media.taken_at', '=', k.takenAt), eb('media.id', '>', k.id)]),
  ]);
}

/**
 * Posts by the filter's authors, newest first, between optional exclusive bounds: the
 * chronological feeds, and the home feed's newer-than-snapshot and past-posts segments.
 */
export function keysetSegment(
  db: Kysely<DB>,
  options: {
    name: 't' | 'n' | 'p';
    authors: AuthorFilter;
    /** Only rows older than this. */
    upper?: Keyset;
    /** Only rows newer than this. */
    lower?: Keyset;
    cursor: (row: MediaRow) => string;
  },
): Segment {
  const query = (from: FeedPosition | null, direction: 'forward' | 'backward', limit: number) => {
    const fromKey = from && 'takenAt' in from ? { takenAt: from.takenAt, id: from.id } : null;
    const order = direction === 'forward' ? 'desc' : 'asc';
    return db
      .selectFrom('media')
      .selectAll('media')
      .where(options.authors)
      .where((eb) => {
        const conditions = [];
        if (options.upper) conditions.push(olderThan(eb, options.upper));
        if (options.lower) conditions.push(newerThan(eb, options.lower));
        if (fromKey) conditions.push(direction === 'forward' ? olderThan(eb, fromKey) : newerThan(eb, fromKey));
        return eb.and(conditions);
      })
      .orderBy('media.taken_at', order)
      .orderBy('media.id', order)
      .limit(limit)
      .execute();
  };
  const toEntries = (rows: MediaRow[]): PositionedEntry[] =>
    rows.map((row) => ({ entry: { kind: 'media', mediaId: row.id, row }, cursor: options.cursor(row) }));
  return {
    name: options.name,
    forward: async (from, limit) => toEntries(await query(from, 'forward', limit)),
    backward: async (from, limit) => toEntries((await query(from, 'backward', limit)).reverse()),
  };
}

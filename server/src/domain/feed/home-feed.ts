import type { Kysely } from 'kysely';
import type { FeedVariant } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { followeeIds } from '../users/relationships.js';
import { decodeCursor, encodeCursor } from './cursor.js';

/** Paging arguments of the feed connection (forward with first/after, backward with last/before). */
export interface FeedPageArgs {
  variant: FeedVariant;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A page of media rows with their cursors. */
export interface FeedPage {
  rows: MediaRow[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Largest page the feed serves at once. */
export const MAX_FEED_PAGE = 50;
const DEFAULT_FEED_PAGE = 12;

function clampPageSize(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_FEED_PAGE;
  return Math.min(MAX_FEED_PAGE, Math.max(1, Math.floor(value)));
}

/**
 * The viewer's home feed: posts by accounts the viewer follows and the viewer's own, newest
 * first, ordered by (taken_at, id) so cursors are stable while new posts arrive.
 */
export async function loadHomeFeedPage(db: Kysely<DB>, viewer: UserRow, args: FeedPageArgs): Promise<FeedPage> {
  const authors = [viewer.id, ...(await followeeIds(db, viewer.id))];
  const backward = args.before !== undefined && args.before !== null;
  const size = clampPageSize(backward ? args.last : args.first);
  const cursor = decodeCursor(backward ? args.before : args.after);
  let query = db.selectFrom('media').selectAll().where('owner_id', 'in', authors);
  if (cursor) {
    const op = backward ? '>' : '<';
    query = query.where((eb) =>
      eb.or([
        eb('taken_at', op, cursor.takenAt),
        eb.and([eb('taken_at', '=', cursor.takenAt), eb('id', op, cursor.id)]),
      ]),
    );
  }
  const direction = backward ? 'asc' : 'desc';
  const fetched = await query
    .orderBy('taken_at', direction)
    .orderBy('id', direction)
    .limit(size + 1)
    .execute();
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (backward) rows.reverse();
  return {
    rows,
    cursors: rows.map((r) => encodeCursor({ takenAt: r.taken_at, id: r.id })),
    hasNextPage: backward ? cursor !== null : more,
    hasPreviousPage: backward ? more : cursor !== null,
  };
}

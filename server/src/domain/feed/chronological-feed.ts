import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { favoriteAuthors, followedAuthors } from './feed-authors.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { clampPageSize, type EntryPage, type FeedPageArgs } from './feed-entries.js';
import { keysetSegment, pageSegments } from './segments.js';
import { HOME_WINDOW_MS } from './snapshot.js';

/** The chronological variants. */
export type ChronologicalVariant = 'following' | 'favorites' | 'past_posts';

/**
 * Following (the viewer's own and followed accounts' posts), Favorites (only favourite accounts)
 * and Past posts (Following's posts older than the home window), newest first by (time, id), so
 * cursors stay valid while posts arrive: `before` the first cursor gives the newer posts.
 */
export async function loadChronologicalEntries(
  db: Kysely<DB>,
  viewerId: number,
  variant: ChronologicalVariant,
  args: FeedPageArgs,
  now: number,
): Promise<EntryPage> {
  const backward = args.before !== undefined && args.before !== null;
  const size = clampPageSize(backward ? args.last : args.first);
  const cursorText = backward ? args.before : args.after;
  const position = cursorText ? decodeFeedCursor(cursorText) : null;
  if (cursorText && position?.segment !== 't') throw fail.badRequest('Invalid feed cursor.');
  const segment = keysetSegment(db, {
    name: 't',
    authors: variant === 'favorites' ? favoriteAuthors(viewerId) : followedAuthors(viewerId),
    upper: variant === 'past_posts' ? { takenAt: now - HOME_WINDOW_MS + 1, id: 0 } : undefined,
    cursor: (row) => encodeFeedCursor({ segment: 't', takenAt: row.taken_at, id: row.id }),
  });
  const page = await pageSegments([segment], { index: 0, position }, backward ? 'backward' : 'forward', size);
  return { ...page, snapshotId: null };
}

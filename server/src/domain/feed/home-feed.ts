import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import type { ViewerRelations } from '../../policy/viewer-relations.js';
import { followedAuthors } from './feed-authors.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';
import { clampPageSize, type EntryPage, type FeedPageArgs } from './feed-entries.js';
import { keysetSegment, MAX_KEYSET_ID, pageSegments, type Segment } from './segments.js';
import { createSnapshot, findReusableSnapshot, loadSnapshot, type HomeSnapshot } from './snapshot.js';

/** Reads the frozen entries of a snapshot by index. */
function snapshotSegment(snapshot: HomeSnapshot): Segment {
  const at = (index: number) => ({
    entry: snapshot.entries[index] ?? { kind: 'end_of_feed_demarcator' as const },
    cursor: encodeFeedCursor({ segment: 's', snapshotId: snapshot.id, index }),
  });
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => at(from + i));
  return {
    name: 's',
    async forward(position, limit) {
      const start = position?.segment === 's' ? position.index + 1 : 0;
      return range(start, Math.min(snapshot.entries.length, start + limit));
    },
    async backward(position, limit) {
      const end = position?.segment === 's' ? position.index : snapshot.entries.length;
      return range(Math.max(0, end - limit), end);
    },
  };
}

/**
 * The home feed as three segments: posts that arrived after the snapshot (reached by paging
 * back from its first item), the snapshot's ranked items ending with the demarcator, and the
 * past posts below it. Every segment is disjoint by construction, so ids never repeat.
 */
function homeSegments(db: Kysely<DB>, viewerId: number, snapshot: HomeSnapshot): Segment[] {
  const authors = followedAuthors(viewerId);
  return [
    keysetSegment(db, {
      name: 'n',
      authors,
      lower: { takenAt: snapshot.t0, id: MAX_KEYSET_ID },
      cursor: (row) => encodeFeedCursor({ segment: 'n', snapshotId: snapshot.id, takenAt: row.taken_at, id: row.id }),
    }),
    snapshotSegment(snapshot),
    keysetSegment(db, {
      name: 'p',
      authors,
      upper: snapshot.upper,
      cursor: (row) => encodeFeedCursor({ segment: 'p', snapshotId: snapshot.id, takenAt: row.taken_at, id: row.id }),
    }),
  ];
}

const SEGMENT_INDEX = { n: 0, s: 1, p: 2 } as const;

/**
 * A page of the ranked home feed. A fresh load (no cursor) reuses or creates the viewer's
 * snapshot and starts at its first item; cursors carry the snapshot id, so every later page
 * reads the same frozen ranking however likes and posts change meanwhile.
 */
export async function loadHomeEntries(
  db: Kysely<DB>,
  viewerId: number,
  relations: ViewerRelations,
  args: FeedPageArgs,
  now: number,
): Promise<EntryPage & { snapshot: HomeSnapshot }> {
  const backward = args.before !== undefined && args.before !== null;
  const size = clampPageSize(backward ? args.last : args.first);
  const cursorText = backward ? args.before : args.after;
  if (cursorText) {
    const position = decodeFeedCursor(cursorText);
    if (!position || position.segment === 't') throw fail.badRequest('Invalid feed cursor.');
    const snapshot = await loadSnapshot(db, viewerId, position.snapshotId);
    const page = await pageSegments(
      homeSegments(db, viewerId, snapshot),
      { index: SEGMENT_INDEX[position.segment], position },
      backward ? 'backward' : 'forward',
      size,
    );
    return { ...page, snapshotId: snapshot.id, snapshot };
  }
  const snapshot =
    (await findReusableSnapshot(db, viewerId, relations, now)) ?? (await createSnapshot(db, viewerId, relations, now));
  // Nothing is newer than a fresh or reusable snapshot, so a fresh load starts at its first item.
  const page = await pageSegments(homeSegments(db, viewerId, snapshot), { index: 1, position: null }, 'forward', size);
  return { ...page, snapshotId: snapshot.id, snapshot };
}

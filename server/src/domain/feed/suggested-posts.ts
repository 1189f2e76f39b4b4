import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { rankPosts } from './ranking.js';
import { postsMutedBy, unconnected } from './suggestions.js';
import { mediaIsReady } from '../../policy/post-readiness.js';
import { accountOpenTo } from '../../policy/list-filters.js';

/** A home snapshot with fewer ranked posts than this is filled with suggested posts. */
export const SUGGESTED_POSTS_BELOW = 12;
/** Most suggested posts one snapshot holds. */
export const SUGGESTED_POSTS_MAX = 24;
/** Most suggested posts of one account, so a first feed shows several people. */
export const SUGGESTED_POSTS_PER_AUTHOR = 3;
/** The suggested posts come from this many of the most followed accounts. */
const POPULAR_AUTHORS = 12;

/**
 * Posts to fill a thin home feed (docs/behaviour/feed.md#suggested-posts): public posts, at most
 * three each, of the most followed accounts the viewer is not connected to (not followed,
 * requested, dismissed, blocked either way, muted, or awaiting deletion), ranked like the home
 * feed (recency and likes), never one in `exclude` (the snapshot's ads).
 */
export async function suggestedPosts(
  db: Kysely<DB>,
  viewerId: number,
  t0: number,
  exclude: ReadonlySet<number>,
): Promise<number[]> {
  const authors = db
    .selectFrom('users')
    .select('users.id')
    .where(accountOpenTo(viewerId, 'users'))
    .where((eb) => unconnected(eb, viewerId))
    .where('users.id', 'not in', postsMutedBy(viewerId))
    .orderBy(
      (eb) =>
        eb
          .selectFrom('follows')
          .select((f) => f.fn.countAll<number>().as('n'))
          .whereRef('follows.followee_id', '=', 'users.id'),
      'desc',
    )
    .orderBy('users.id')
    .limit(POPULAR_AUTHORS);
  const rows = await db
    .selectFrom('media')
    .select(['media.id', 'media.owner_id', 'media.taken_at', 'media.like_count'])
    .where('media.owner_id', 'in', authors)
    .where(mediaIsReady)
    .where('media.taken_at', '<=', t0)
    .orderBy('media.taken_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(POPULAR_AUTHORS * 10)
    .execute();
  const perAuthor = new Map<number, number>();
  const picked = rows.filter((row) => {
    if (exclude.has(row.id)) return false;
    const n = perAuthor.get(row.owner_id) ?? 0;
    if (n >= SUGGESTED_POSTS_PER_AUTHOR) return false;
    perAuthor.set(row.owner_id, n + 1);
    return true;
  });
  const ranked = rankPosts(
    picked.map((row) => ({
      id: row.id,
      takenAt: row.taken_at,
      likeCount: row.like_count,
      interactions: 0,
      isFavorite: false,
      isOwn: false,
    })),
    t0,
  );
  return ranked.slice(0, SUGGESTED_POSTS_MAX).map((p) => p.id);
}

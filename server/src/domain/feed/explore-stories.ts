import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { engagement } from '../discover/engagement.js';
import { mediaIsReady } from '../../policy/post-readiness.js';
import { accountOpenTo } from '../../policy/list-filters.js';
import { postsMutedBy, unconnected } from './suggestions.js';

/** Most explore posts one home snapshot holds (docs/behaviour/feed.md#posts-from-explore). */
export const EXPLORE_STORIES_MAX = 3;
/** A post needs at least this engagement (likes, comments counted twice) to be brought from explore. */
export const EXPLORE_STORY_MIN_ENGAGEMENT = 3;
/** Newest candidate posts read at most, whatever the network's size. */
const EXPLORE_STORY_WINDOW = 300;
/** Hours after which a post's engagement counts half (as in the explore grid). */
const HALF_LIFE_HOURS = 48;

/**
 * Posts brought from explore into a home feed (docs/behaviour/feed.md#posts-from-explore): recent
 * (taken after `since`), well-engaged posts of public accounts the viewer is not connected to (not
 * self, not followed or requested, not dismissed, no block either way, not awaiting deletion) and
 * has not muted, ranked like explore (engagement fading with age), one per account, never one in
 * `exclude` (the snapshot's other posts and ads).
 */
export async function exploreStoryPosts(
  db: Kysely<DB>,
  viewerId: number,
  window: { since: number; until: number },
  exclude: ReadonlySet<number>,
): Promise<number[]> {
  const rows = await db
    .selectFrom('media')
    .innerJoin('users', 'users.id', 'media.owner_id')
    .select(['media.id', 'media.owner_id', 'media.taken_at', 'media.like_count', 'media.comment_count'])
    .where(accountOpenTo(viewerId, 'users'))
    .where((eb) => unconnected(eb, viewerId))
    .where('users.id', 'not in', postsMutedBy(viewerId))
    .where(mediaIsReady)
    .where('media.taken_at', '>', window.since)
    .where('media.taken_at', '<=', window.until)
    .where((eb) =>
      eb(eb('media.like_count', '+', eb('media.comment_count', '*', 2)), '>=', EXPLORE_STORY_MIN_ENGAGEMENT),
    )
    .orderBy('media.taken_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(EXPLORE_STORY_WINDOW)
    .execute();
  const score = (row: (typeof rows)[number]) =>
    engagement(row) * 0.5 ** (Math.max(0, window.until - row.taken_at) / 3_600_000 / HALF_LIFE_HOURS);
  const authors = new Set<number>();
  return rows
    .filter((row) => !exclude.has(row.id))
    .map((row) => ({ row, score: score(row) }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .filter(({ row }) => {
      if (authors.has(row.owner_id)) return false;
      authors.add(row.owner_id);
      return true;
    })
    .slice(0, EXPLORE_STORIES_MAX)
    .map(({ row }) => row.id);
}

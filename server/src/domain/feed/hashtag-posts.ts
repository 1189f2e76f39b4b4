import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { engagement } from '../discover/engagement.js';
import { followedHashtags } from '../discover/hashtag-pages.js';
import { accountOpenTo, notLimited } from '../../policy/list-filters.js';

/** Most followed-hashtag posts one home snapshot holds, and per tag. */
export const HASHTAG_POSTS_MAX = 10;
export const HASHTAG_POSTS_PER_TAG = 3;
/** Candidate rows read per snapshot (the most liked of the window first). */
const CANDIDATE_ROWS = 200;

/**
 * The top recent posts of the viewer's followed hashtags for the home feed
 * (docs/behaviour/search.md#followed-hashtags-in-the-home-feed): posts since `since` of public
 * accounts the viewer does not follow (those already appear), never their own, none muted or
 * across a block, none awaiting deletion, none in `exclude`; the most engaging first, at most
 * HASHTAG_POSTS_PER_TAG per tag. Each comes with the tag that brought it.
 */
export async function followedHashtagPosts(
  db: Kysely<DB>,
  viewerId: number,
  window: { since: number; until: number },
  exclude: ReadonlySet<number>,
): Promise<Array<{ mediaId: number; tag: string }>> {
  const tags = await followedHashtags(db, viewerId);
  if (tags.length === 0) return [];
  const rows = await db
    .selectFrom('media_hashtags')
    .innerJoin('media', 'media.id', 'media_hashtags.media_id')
    .innerJoin('users as owner', 'owner.id', 'media.owner_id')
    .select(['media.id', 'media_hashtags.tag', 'media.like_count', 'media.comment_count'])
    .where('media_hashtags.tag', 'in', tags)
    .where('media.taken_at', '>', window.since)
    .where('media.taken_at', '<=', window.until)
    .where(accountOpenTo(viewerId, 'owner', 'per-row'))
    .where(notLimited('owner'))
    .where('owner.id', '!=', viewerId)
    .where(
      sql<boolean>`not exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.followee_id = owner.id)
      and not exists (select 1 from mutes vm where vm.user_id = ${viewerId} and vm.target_id = owner.id and vm.mute_posts = 1)`,
    )
    .orderBy('media.like_count', 'desc')
    .orderBy('media.id', 'desc')
    .limit(CANDIDATE_ROWS)
    .execute();
  const perTag = new Map<string, number>();
  const seen = new Set<number>();
  const picked: Array<{ mediaId: number; tag: string }> = [];
  for (const row of [...rows].sort((a, b) => engagement(b) - engagement(a) || b.id - a.id)) {
    if (picked.length >= HASHTAG_POSTS_MAX) break;
    if (exclude.has(row.id) || seen.has(row.id)) continue;
    if ((perTag.get(row.tag) ?? 0) >= HASHTAG_POSTS_PER_TAG) continue;
    perTag.set(row.tag, (perTag.get(row.tag) ?? 0) + 1);
    seen.add(row.id);
    picked.push({ mediaId: row.id, tag: row.tag });
  }
  return picked;
}

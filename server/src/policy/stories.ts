import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import { accountContentVisibleTo } from './accounts.js';

/** A story leaves reels this long after it was posted (docs/behaviour/stories.md#stories). */
export const STORY_TTL_MS = 24 * 3600 * 1000;

/**
 * SQL condition on `stories` rows a viewer may see as an audience member
 * (docs/behaviour/stories.md#audience-and-privacy), whatever their age: the viewer's own stories,
 * and otherwise finished stories of an account whose content the viewer may see (the rule posts
 * share, accountContentVisibleTo: public or followed, not awaiting deletion, no block either way),
 * either for everyone or for close friends when the owner put the viewer on that list.
 * A logged-out visitor (null) is in no one's audience but everyone's: finished stories of public
 * accounts shared with everyone. Subqueries, so it scales with follows.
 */
export function storyAudienceOf(viewerId: number | null) {
  const sub = expressionBuilder<DB, never>();
  const owner = sql.ref<number>('stories.owner_id');
  const ownerVisible = accountContentVisibleTo(viewerId, 'stories.owner_id');
  if (viewerId === null)
    return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
      eb.and([
        eb(sql.ref<string>('stories.processing'), '=', 'ready'),
        ownerVisible,
        eb(sql.ref<string>('stories.audience'), '=', 'everyone'),
      ]);
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    eb.or([
      eb(owner, '=', viewerId),
      eb.and([
        eb(sql.ref<string>('stories.processing'), '=', 'ready'),
        ownerVisible,
        eb.or([
          eb(sql.ref<string>('stories.audience'), '=', 'everyone'),
          eb(
            owner,
            'in',
            sub
              .selectFrom('follows')
              .select('follows.follower_id')
              .where('follows.followee_id', '=', viewerId)
              .where('follows.is_bestie', '=', 1),
          ),
        ]),
      ]),
    ]);
}

/** Stories still in reels at `now`: not expired (the owner's expired ones live in the archive only). */
export function storyIsCurrent(now: number) {
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb(sql.ref<number>('stories.expires_at'), '>', now);
}

/** Accounts whose stories the viewer muted: left out of the tray. */
export function storiesMutedBy(viewerId: number) {
  return expressionBuilder<DB, never>()
    .selectFrom('mutes')
    .select('mutes.target_id')
    .where('mutes.user_id', '=', viewerId)
    .where('mutes.mute_stories', '=', 1);
}

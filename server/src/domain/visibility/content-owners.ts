import { expressionBuilder, sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accountsAwaitingDeletion } from './accounts-awaiting-deletion.js';

/**
 * SQL condition on the owner column of a post or story row: the viewer may see that account's
 * content (docs/behaviour/relationships.md#profile-visibility): the account is not awaiting
 * deletion, is public, the viewer's own or followed by the viewer, and neither blocks the other.
 * A logged-out visitor (null) sees public accounts only. Subqueries, so it scales with follows.
 * Posts (media/visibility.ts) and stories (stories/story-audience.ts) both start from this rule
 * and add their own (readiness, a story's audience).
 */
export function contentOwnerVisibleTo(viewerId: number | null, ownerColumn: 'media.owner_id' | 'stories.owner_id') {
  // Subqueries come from a standalone builder so their types do not depend on the caller's tables.
  const sub = expressionBuilder<DB, never>();
  const owner = sql.ref<number>(ownerColumn);
  const publicOwners = sub.selectFrom('users').select('users.id').where('users.is_private', '=', 0);
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    if (viewerId === null)
      return eb.and([eb(owner, 'in', publicOwners), eb(owner, 'not in', accountsAwaitingDeletion())]);
    return eb.and([
      eb(owner, 'not in', accountsAwaitingDeletion()),
      eb.or([
        eb(owner, '=', viewerId),
        eb(owner, 'in', publicOwners),
        eb(
          owner,
          'in',
          sub.selectFrom('follows').select('follows.followee_id').where('follows.follower_id', '=', viewerId),
        ),
      ]),
      eb(
        owner,
        'not in',
        sub.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId),
      ),
      eb(
        owner,
        'not in',
        sub.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId),
      ),
    ]);
  };
}

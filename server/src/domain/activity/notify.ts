import type { Kysely } from 'kysely';
import type { ActivityKind } from 'shared-contracts';
import type { DB } from '../../db/schema.js';

/** One cause of activity: who did what to whom, about which post or comment. */
export interface ActivityCause {
  recipientId: number;
  actorId: number;
  kind: ActivityKind;
  mediaId?: number | null;
  commentId?: number | null;
}

/**
 * The cause's object within its kind: the comment for comment kinds, else the post, else nothing
 * (a follow). With recipient, actor and kind it is the cause's identity (unique in the table).
 */
function subjectOf(cause: ActivityCause): string {
  if (cause.commentId != null) return `c${cause.commentId}`;
  if (cause.mediaId != null) return `m${cause.mediaId}`;
  return '';
}

/**
 * Records a cause of activity inside the transaction of the action that causes it
 * (docs/behaviour/activity.md#always-consistent), so nothing acknowledged is without it. Nobody is
 * notified of their own actions. A cause undone and done again (like, unlike, like) brings its
 * row back with its first time, so it notifies once. Answers whether it is new: only a new
 * cause is worth telling the recipient about right away.
 */
export async function recordActivity(trx: Kysely<DB>, cause: ActivityCause, now = Date.now()): Promise<boolean> {
  if (cause.recipientId === cause.actorId) return false;
  const subject = subjectOf(cause);
  const revived = await trx
    .updateTable('notifications')
    .set({ withdrawn_at: null })
    .where('recipient_id', '=', cause.recipientId)
    .where('actor_id', '=', cause.actorId)
    .where('kind', '=', cause.kind)
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (Number(revived.numUpdatedRows) > 0) return false;
  const inserted = await trx
    .insertInto('notifications')
    .values({
      recipient_id: cause.recipientId,
      actor_id: cause.actorId,
      kind: cause.kind,
      subject,
      media_id: cause.mediaId ?? null,
      comment_id: cause.commentId ?? null,
      created_at: now,
      withdrawn_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes a cause's notification away when the action is undone (an unlike, an unfollow, a withdrawn request). */
export async function withdrawActivity(trx: Kysely<DB>, cause: ActivityCause, now = Date.now()): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ withdrawn_at: now })
    .where('recipient_id', '=', cause.recipientId)
    .where('actor_id', '=', cause.actorId)
    .where('kind', '=', cause.kind)
    .where('subject', '=', subjectOf(cause))
    .where('withdrawn_at', 'is', null)
    .execute();
}

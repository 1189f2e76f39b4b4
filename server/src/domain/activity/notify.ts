import type { Kysely } from 'kysely';
import type { ActivityKind } from 'shared-contracts';
import type { DB } from '../../db/schema.js';
import type { ActivityNotices } from './activity-notices.js';

/** One cause of activity: who did what to whom, about which post or comment. */
export interface ActivityCause {
  recipientId: number;
  actorId: number;
  kind: ActivityKind;
  mediaId?: number | null;
  commentId?: number | null;
  storyId?: number | null;
  /** The direct message a story reply or reaction is. */
  directItemId?: number | null;
}

/**
 * New notifications one account may cause another in an hour (docs/behaviour/activity.md#limits):
 * a script liking a person's every post, or following and unfollowing, cannot flood them. Actions
 * past it still happen; they only go unannounced.
 */
export const ACTIVITY_PER_ACTOR_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;

async function floodingRecipient(trx: Kysely<DB>, cause: ActivityCause, now: number): Promise<boolean> {
  const recent = await trx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('actor_id', '=', cause.actorId)
    .where('recipient_id', '=', cause.recipientId)
    .where('created_at', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  return Number(recent.n) >= ACTIVITY_PER_ACTOR_PER_HOUR;
}

/** How a notification is written: its time, and who to announce it to after the commit. */
export interface ActivityWrite {
  now?: number;
  notices?: ActivityNotices | undefined;
}

/**
 * The cause's object within its kind: the message for a story reply, the comment for comment
 * kinds, the story for a story like, else the post, else nothing
 * (a follow). With recipient, actor and kind it is the cause's identity (unique in the table).
 */
function subjectOf(cause: ActivityCause): string {
  if (cause.directItemId != null) return `d${cause.directItemId}`;
  if (cause.commentId != null) return `c${cause.commentId}`;
  if (cause.storyId != null) return `s${cause.storyId}`;
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
export async function recordActivity(
  trx: Kysely<DB>,
  cause: ActivityCause,
  { now = Date.now(), notices }: ActivityWrite = {},
): Promise<boolean> {
  if (cause.recipientId === cause.actorId) return false;
  const subject = subjectOf(cause);
  const revived = await trx
    .updateTable('notifications')
    .set({ withdrawn_at: null })
    .where('recipient_id', '=', cause.recipientId)
    .where('actor_id', '=', cause.actorId)
    .where('kind', '=', cause.kind)
    .where('subject', '=', subject)
    .where('withdrawn_at', 'is not', null)
    .executeTakeFirst();
  if (Number(revived.numUpdatedRows) > 0) {
    notices?.add(cause.recipientId);
    return false;
  }
  if (await floodingRecipient(trx, cause, now)) return false;
  const inserted = await trx
    .insertInto('notifications')
    .values({
      recipient_id: cause.recipientId,
      actor_id: cause.actorId,
      kind: cause.kind,
      subject,
      media_id: cause.mediaId ?? null,
      comment_id: cause.commentId ?? null,
      story_id: cause.storyId ?? null,
      direct_item_id: cause.directItemId ?? null,
      created_at: now,
      withdrawn_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  notices?.add(cause.recipientId, inserted.id);
  return true;
}

/** Takes a cause's notification away when the action is undone (an unlike, an unfollow, a withdrawn request). */
export async function withdrawActivity(
  trx: Kysely<DB>,
  cause: ActivityCause,
  { now = Date.now(), notices }: ActivityWrite = {},
): Promise<void> {
  const withdrawn = await trx
    .updateTable('notifications')
    .set({ withdrawn_at: now })
    .where('recipient_id', '=', cause.recipientId)
    .where('actor_id', '=', cause.actorId)
    .where('kind', '=', cause.kind)
    .where('subject', '=', subjectOf(cause))
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(withdrawn.numUpdatedRows) > 0) notices?.add(cause.recipientId);
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ItemPayload } from '../direct/item-payload.js';
import type { ActivityNotices } from './activity-notices.js';
import { recordActivity } from './notify.js';

/**
 * A story reply or reaction notifies the story's owner (docs/behaviour/activity.md#what-is-notified)
 * in the transaction that stores the message, which it is about and goes with (unsent, or gone
 * with disappearing messages). Only a reply to a story (older clients sent a post's id), and only
 * where the owner is in the conversation it arrived in.
 */
export async function recordStoryReply(
  trx: Kysely<DB>,
  message: { id: number; thread_id: number; user_id: number; item_type: string },
  payload: ItemPayload | null,
  { now, notices }: { now: number; notices: ActivityNotices },
): Promise<void> {
  const reel = payload?.reel;
  if (!reel || (message.item_type !== 'reel_share' && message.item_type !== 'reel_react')) return;
  const storyId = Number(reel.media_id);
  if (!Number.isSafeInteger(storyId)) return;
  const story = await trx
    .selectFrom('stories')
    .select('id')
    .where('id', '=', storyId)
    .where('owner_id', '=', reel.owner_id)
    .executeTakeFirst();
  const ownerInThread = await trx
    .selectFrom('direct_thread_members')
    .select('user_id')
    .where('thread_id', '=', message.thread_id)
    .where('user_id', '=', reel.owner_id)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  if (!story || !ownerInThread) return;
  await recordActivity(
    trx,
    { recipientId: reel.owner_id, actorId: message.user_id, kind: 'story_reply', storyId, directItemId: message.id },
    { now, notices },
  );
}

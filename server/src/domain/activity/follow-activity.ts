import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordActivity, withdrawActivity, type ActivityWrite } from './notify.js';

/**
 * A follow request was answered (docs/behaviour/activity.md#follow-requests): its row leaves the
 * target's activity; accepted, the target sees a new follower and the requester learns it.
 */
export async function followRequestAnswered(
  trx: Kysely<DB>,
  answer: { requesterId: number; targetId: number; accepted: boolean },
  write: ActivityWrite = {},
): Promise<void> {
  const { requesterId, targetId } = answer;
  await withdrawActivity(trx, { recipientId: targetId, actorId: requesterId, kind: 'follow_request' }, write);
  if (!answer.accepted) return;
  await recordActivity(trx, { recipientId: targetId, actorId: requesterId, kind: 'follow' }, write);
  await recordActivity(trx, { recipientId: requesterId, actorId: targetId, kind: 'follow_accept' }, write);
}

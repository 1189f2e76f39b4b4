import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ItemPayload } from './item-payload.js';

type LogAction = NonNullable<ItemPayload['action']>['action'];

/**
 * Records a change of a group as a message of kind `action_log` (who was added or removed, who
 * left, the new name, the disappearing timer), so every member's history shows it. It does not
 * move the thread's activity time: a change is not a new message to read.
 */
export async function insertActionLog(
  db: Kysely<DB>,
  threadId: number,
  actorId: number,
  action: LogAction,
  description: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('direct_items')
    .values({
      thread_id: threadId,
      user_id: actorId,
      item_type: 'action_log',
      text: null,
      created_at: now,
      payload: JSON.stringify({ action: { action, description } } satisfies ItemPayload),
    })
    .execute();
}

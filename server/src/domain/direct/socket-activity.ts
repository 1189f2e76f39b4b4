import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Users touched per statement (bounded `in` lists). */
const CHUNK = 500;

/**
 * Records that these users are using the app now: each holds an open realtime socket
 * (docs/behaviour/direct.md#presence). The socket calls it when one opens or closes and, while
 * any stays open, often enough that get_presence keeps saying "Active now".
 */
export async function recordSocketActivity(db: Kysely<DB>, userIds: readonly number[], now = Date.now()) {
  for (let i = 0; i < userIds.length; i += CHUNK)
    await db
      .updateTable('users')
      .set({ last_active_at: now })
      .where('id', 'in', userIds.slice(i, i + CHUNK))
      .execute();
}

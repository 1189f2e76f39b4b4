import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';

/** Whether the account shows its activity status to others (docs/behaviour/settings.md#activity-status). */
export function showsActivityStatus(user: Pick<UserRow, 'show_activity_status'>): boolean {
  return user.show_activity_status !== 0;
}

/** Turns the viewer's activity status on or off; answers the new setting. */
export async function setActivityStatus(db: Kysely<DB>, viewer: UserRow, show: boolean): Promise<boolean> {
  await db
    .updateTable('users')
    .set({ show_activity_status: show ? 1 : 0 })
    .where('id', '=', viewer.id)
    .execute();
  return show;
}

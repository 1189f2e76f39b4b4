import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';

/**
 * Restricts or unrestricts a user. While restricted, their new comments on the viewer's posts are
 * covered until the viewer approves them, and the viewer's online and read status is hidden from
 * them. Unrestricting leaves already covered comments for the owner to approve. Idempotent.
 */
export async function setRestricted(db: Kysely<DB>, viewer: UserRow, target: UserRow, restricted: boolean) {
  if (restricted) {
    await db
      .insertInto('restricts')
      .values({ user_id: viewer.id, target_id: target.id, created_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db.deleteFrom('restricts').where('user_id', '=', viewer.id).where('target_id', '=', target.id).execute();
  }
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Points a user's avatar at a stored picture (`{prefix}/150.webp` and `{prefix}/320.webp`). */
export async function setAvatarKey(db: Kysely<DB>, userId: number, prefix: string): Promise<void> {
  await db.updateTable('users').set({ avatar_key: prefix }).where('id', '=', userId).execute();
}

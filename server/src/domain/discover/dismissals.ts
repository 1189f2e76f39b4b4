import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Remembers that the viewer dismissed a suggested account: it is never suggested to them again. */
export async function dismissSuggestion(db: Kysely<DB>, viewerId: number, targetId: number): Promise<void> {
  await db
    .insertInto('suggestion_dismissals')
    .values({ user_id: viewerId, target_id: targetId, created_at: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

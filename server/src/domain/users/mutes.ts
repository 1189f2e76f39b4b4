import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { loadMuteOptions, type MuteOptions } from './friendship-statuses.js';

/**
 * Mutes (`mute` true) or unmutes (`mute` false) the options selected in `which`; options not
 * selected keep their value (the client calls mute for options set true, unmute for those set
 * false: docs/behaviour/relationships.md#mute). A row with nothing muted left is removed. Returns
 * the options after the change.
 */
export async function setMuteOptions(
  db: Kysely<DB>,
  viewer: UserRow,
  target: UserRow,
  which: MuteOptions,
  mute: boolean,
): Promise<MuteOptions> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('mutes')
      .select(['mute_posts', 'mute_stories'])
      .where('user_id', '=', viewer.id)
      .where('target_id', '=', target.id)
      .executeTakeFirst();
    const next = {
      mute_posts: which.posts ? (mute ? 1 : 0) : (current?.mute_posts ?? 0),
      mute_stories: which.story ? (mute ? 1 : 0) : (current?.mute_stories ?? 0),
    };
    if (next.mute_posts === 0 && next.mute_stories === 0) {
      await trx.deleteFrom('mutes').where('user_id', '=', viewer.id).where('target_id', '=', target.id).execute();
      return;
    }
    await trx
      .insertInto('mutes')
      .values({ user_id: viewer.id, target_id: target.id, ...next, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['user_id', 'target_id']).doUpdateSet(next))
      .execute();
  });
  return loadMuteOptions(db, viewer.id, target.id);
}

import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { recordActivity, withdrawActivity } from '../activity/notify.js';
import type { ActivityNotices } from '../activity/activity-notices.js';

/** The answer of like and unlike. */
export interface LikeState {
  like_count: number;
  has_liked: boolean;
}

/**
 * Likes or unlikes a post the viewer may see. Idempotent: the count moves only when the like row
 * was really inserted or deleted, in the same transaction, so like_count always equals the rows.
 */
export async function setMediaLike(
  db: Kysely<DB>,
  viewer: UserRow,
  mediaIdText: string,
  liked: boolean,
  notices?: ActivityNotices,
): Promise<LikeState> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  return db.transaction().execute(async (trx) => {
    let delta = 0;
    if (liked) {
      const result = await trx
        .insertInto('likes')
        .values({ user_id: viewer.id, media_id: media.id, created_at: Date.now() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      delta = Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    } else {
      const result = await trx
        .deleteFrom('likes')
        .where('user_id', '=', viewer.id)
        .where('media_id', '=', media.id)
        .executeTakeFirst();
      delta = Number(result.numDeletedRows) > 0 ? -1 : 0;
    }
    if (delta !== 0)
      await trx
        .updateTable('media')
        .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
        .where('id', '=', media.id)
        .execute();
    const cause = { recipientId: media.owner_id, actorId: viewer.id, kind: 'like', mediaId: media.id } as const;
    if (delta > 0) await recordActivity(trx, cause, { notices });
    if (delta < 0) await withdrawActivity(trx, cause, { notices });
    const row = await trx.selectFrom('media').select('like_count').where('id', '=', media.id).executeTakeFirstOrThrow();
    return { like_count: row.like_count, has_liked: liked };
  });
}

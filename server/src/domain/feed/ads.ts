import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { postVisibleTo } from '../../policy/posts.js';

/** 1-based feed positions of ads: the 4th item, then every 12th after it (16, 28, ...). */
export const AD_FIRST_POSITION = 4;
export const AD_INTERVAL = 12;

/** Whether a 1-based feed position is an ad slot. */
export function isAdSlot(position: number): boolean {
  return position >= AD_FIRST_POSITION && (position - AD_FIRST_POSITION) % AD_INTERVAL === 0;
}

/**
 * Active ads a viewer may be shown, in the operator's order (ad id): never one whose post the
 * viewer cannot see, nor one by an account the viewer follows (it would repeat an organic post),
 * nor one by an account the viewer muted.
 */
export async function eligibleAds(db: Kysely<DB>, viewerId: number): Promise<Array<{ id: number; mediaId: number }>> {
  const rows = await db
    .selectFrom('ads')
    .select(['ads.id', 'ads.media_id'])
    .where('ads.active', '=', 1)
    .where('ads.media_id', 'in', (eb) =>
      eb
        .selectFrom('media')
        .select('media.id')
        .where(postVisibleTo(viewerId))
        .where('media.owner_id', '!=', viewerId)
        .where('media.owner_id', 'not in', (s) =>
          s.selectFrom('follows').select('follows.followee_id').where('follows.follower_id', '=', viewerId),
        )
        .where('media.owner_id', 'not in', (s) =>
          s
            .selectFrom('mutes')
            .select('mutes.target_id')
            .where('mutes.user_id', '=', viewerId)
            .where('mutes.mute_posts', '=', 1),
        ),
    )
    .orderBy('ads.id')
    .execute();
  return rows.map((r) => ({ id: r.id, mediaId: r.media_id }));
}

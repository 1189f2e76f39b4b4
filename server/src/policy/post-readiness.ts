import { sql, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.js';

// A video post is `processing` while its renditions are made, `failed` when that gave up, and
// only then `ready` (docs/behaviour/media.md#video-processing). Until it is ready nobody but its
// author may see it, and even the author only on their profile and on the post's own page: no
// feed, explore, tag page, search, reel list or direct share shows it.

/** The states a post's media goes through; only `ready` is shown to anyone but the author. */
export type MediaProcessing = 'processing' | 'ready' | 'failed';

/** SQL text on a row joined as `media`: its media is ready (feeds, explore, search, tags, reels). */
export const mediaIsReady: RawBuilder<SqlBool> = sql<SqlBool>`media.processing = 'ready'`;

/**
 * Condition on a `media` row (joined as `alias`): ready, or (for the author's profile and the
 * post's page) the viewer's own.
 */
export function mediaReadyOrOwnedBy(viewerId: number | null, alias = 'media'): RawBuilder<SqlBool> {
  const processing = sql.ref(`${alias}.processing`);
  if (viewerId === null) return sql<SqlBool>`(${processing} = 'ready')`;
  return sql<SqlBool>`(${processing} = 'ready' or ${sql.ref(`${alias}.owner_id`)} = ${viewerId})`;
}

/**
 * Condition on `media` rows for a post count (a profile's header): ready posts, and for their
 * author also those still processing, as their own grid shows them; a failed one never counts
 * (docs/behaviour/media.md#video-processing).
 */
export function mediaCountedFor(viewerId: number | null) {
  const processing = sql.ref<string>('media.processing');
  const owner = sql.ref<number>('media.owner_id');
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    viewerId === null
      ? eb(processing, '=', 'ready')
      : eb.or([eb(processing, '=', 'ready'), eb.and([eb(processing, '=', 'processing'), eb(owner, '=', viewerId)])]);
}

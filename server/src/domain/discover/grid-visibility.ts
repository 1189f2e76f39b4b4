import { sql, type RawBuilder } from 'kysely';

/**
 * SQL condition on a row joined as `media` with its owner joined as `owner`: the viewer may see the
 * post (docs/behaviour/search.md#what-each-viewer-finds). The same rule as mediaVisibleTo, written
 * as per-row lookups on primary keys so a page costs what it reads, not the size of `users`:
 * a public author (or the viewer, or an account they follow), not awaiting deletion, no block
 * either way, and media that is ready (a video still processing is shown nowhere here:
 * docs/behaviour/media.md#video-processing).
 */
export function ownerVisibleTo(viewerId: number | null): RawBuilder<boolean> {
  if (viewerId === null)
    return sql<boolean>`(media.processing = 'ready' and owner.is_private = 0 and owner.deletion_requested_at is null)`;
  return sql<boolean>`(media.processing = 'ready' and owner.deletion_requested_at is null
    and (owner.is_private = 0 or owner.id = ${viewerId}
      or exists (select 1 from follows vf where vf.follower_id = ${viewerId} and vf.followee_id = owner.id))
    and not exists (select 1 from blocks vb where vb.blocker_id = ${viewerId} and vb.blocked_id = owner.id)
    and not exists (select 1 from blocks vb where vb.blocker_id = owner.id and vb.blocked_id = ${viewerId}))`;
}

/** Engagement score of a post for ranking "top" sections and explore: comments weigh double. */
export function engagement(row: { like_count: number; comment_count: number }): number {
  return Number(row.like_count) + 2 * Number(row.comment_count);
}

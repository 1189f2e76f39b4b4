import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseMediaId } from '../../http/ids.js';
import { canViewContentOf } from '../users/relationships.js';
import { contentOwnerVisibleTo } from '../visibility/content-owners.js';
import { isMediaShownTo, mediaReadyOrOwnedBy } from './media-readiness.js';

/** A post with its owner. */
export interface VisibleMedia {
  media: MediaRow;
  owner: UserRow;
}

/**
 * Loads a post the viewer may see, or fails with 404: a post that does not exist, one of a
 * private account the viewer does not follow, one hidden by a block (either way) and someone
 * else's video still processing (docs/behaviour/media.md#video-processing) all answer the same,
 * so an id says nothing about what is behind it.
 */
export async function loadVisibleMedia(db: Kysely<DB>, viewer: UserRow | null, idText: string): Promise<VisibleMedia> {
  const id = parseMediaId(idText);
  const media =
    id === null ? undefined : await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!media || !isMediaShownTo(media, viewer?.id ?? null)) throw fail.notFound('Post not found.');
  const owner = await db.selectFrom('users').selectAll().where('id', '=', media.owner_id).executeTakeFirstOrThrow();
  if (!(await canViewContentOf(db, viewer, owner))) throw fail.notFound('Post not found.');
  return { media, owner };
}

/**
 * Whether the post with a shortcode exists and the viewer may see it: the same answer the post
 * page's query gives (docs/routes.md#what-the-server-answers-for-a-page).
 */
export async function isPostVisibleByCode(db: Kysely<DB>, viewer: UserRow | null, code: string): Promise<boolean> {
  const media = await db
    .selectFrom('media')
    .select(['owner_id', 'processing'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!media || !isMediaShownTo(media, viewer?.id ?? null)) return false;
  const owner = await db.selectFrom('users').selectAll().where('id', '=', media.owner_id).executeTakeFirstOrThrow();
  return canViewContentOf(db, viewer, owner);
}

/**
 * SQL condition on `media` rows a viewer may see: the owner's content is visible to the viewer
 * (public, their own or followed, no block either way, not awaiting deletion: the rule stories
 * share, contentOwnerVisibleTo), and only ready media unless it is the viewer's own.
 * Generic over the query's tables so it also serves joins that include `media`.
 */
export function mediaVisibleTo(viewerId: number | null) {
  const ready = mediaReadyOrOwnedBy(viewerId);
  const owner = contentOwnerVisibleTo(viewerId, 'media.owner_id');
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb.and([ready(eb), owner(eb)]);
}

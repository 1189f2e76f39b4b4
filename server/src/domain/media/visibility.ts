import { expressionBuilder, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/errors.js';
import { parseMediaId } from '../../http/ids.js';
import { canViewContentOf } from '../users/relationships.js';
import { accountsAwaitingDeletion } from '../visibility/accounts-awaiting-deletion.js';
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
 * SQL condition on `media` rows a viewer may see: public authors, the viewer's own posts and
 * followed accounts, minus accounts blocked either way and accounts awaiting deletion (subqueries,
 * so it scales with follows), and only ready media unless it is the viewer's own.
 * Generic over the query's tables so it also serves joins that include `media`.
 */
export function mediaVisibleTo(viewerId: number | null) {
  // Subqueries come from a standalone builder so their types do not depend on the caller's tables.
  const sub = expressionBuilder<DB, never>();
  const owner = sql.ref<number>('media.owner_id');
  const publicOwners = sub.selectFrom('users').select('users.id').where('users.is_private', '=', 0);
  const ready = mediaReadyOrOwnedBy(viewerId);
  return <TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    if (viewerId === null)
      return eb.and([eb(owner, 'in', publicOwners), eb(owner, 'not in', accountsAwaitingDeletion()), ready(eb)]);
    return eb.and([
      ready(eb),
      eb(owner, 'not in', accountsAwaitingDeletion()),
      eb.or([
        eb(owner, '=', viewerId),
        eb(owner, 'in', publicOwners),
        eb(
          owner,
          'in',
          sub.selectFrom('follows').select('follows.followee_id').where('follows.follower_id', '=', viewerId),
        ),
      ]),
      eb(
        owner,
        'not in',
        sub.selectFrom('blocks').select('blocks.blocked_id').where('blocks.blocker_id', '=', viewerId),
      ),
      eb(
        owner,
        'not in',
        sub.selectFrom('blocks').select('blocks.blocker_id').where('blocks.blocked_id', '=', viewerId),
      ),
    ]);
  };
}

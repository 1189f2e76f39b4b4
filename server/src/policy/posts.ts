import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB, MediaRow, UserRow } from '../db/schema.js';
import { fail } from '../http/errors.js';
import { parseMediaId } from '../http/ids.js';
import { accountContentVisibleTo } from './accounts.js';
import { mediaReadyOrOwnedBy } from './post-readiness.js';

// Who may see a post (docs/behaviour/relationships.md#profile-visibility,
// docs/behaviour/media.md#video-processing), written once as SQL on a `media` row: its owner's
// content is visible to the viewer (accounts.ts), and its media is ready, or, where the author
// may see their own post still processing (their profile, the post's page), it is the viewer's.
// Lists filter with it; one post's check runs the same condition on that row.

/** Where a post is shown: `page` (a profile, the post's page: the author also sees theirs while it processes) or `listed` (feeds, grids, search, shares: ready posts only). */
export type PostPlace = 'page' | 'listed';

/** SQL condition on a `media` row (joined as `alias`): the viewer may see the post there. */
export function postVisibleTo(
  viewerId: number | null,
  place: PostPlace = 'page',
  alias = 'media',
): RawBuilder<SqlBool> {
  // A listed post is ready whoever looks: nobody's own processing video is listed.
  const ready = mediaReadyOrOwnedBy(place === 'listed' ? null : viewerId, alias);
  return sql<SqlBool>`(${ready} and ${accountContentVisibleTo(viewerId, `${alias}.owner_id`)})`;
}

/** A post with its owner. */
export interface VisibleMedia {
  media: MediaRow;
  owner: UserRow;
}

/**
 * Loads a post the viewer may see, or fails with 404: a post that does not exist, one of a
 * private account the viewer does not follow, one hidden by a block (either way) and someone
 * else's video still processing all answer the same, so an id says nothing about what is behind it.
 */
export async function loadVisibleMedia(db: Kysely<DB>, viewer: UserRow | null, idText: string): Promise<VisibleMedia> {
  const id = parseMediaId(idText);
  const media =
    id === null
      ? undefined
      : await db
          .selectFrom('media')
          .selectAll()
          .where('media.id', '=', id)
          .where(postVisibleTo(viewer?.id ?? null))
          .executeTakeFirst();
  if (!media) throw fail.notFound('Post not found.');
  const owner = await db.selectFrom('users').selectAll().where('id', '=', media.owner_id).executeTakeFirstOrThrow();
  return { media, owner };
}

/**
 * Loads a post for a change only its author may make (delete, edit: docs/behaviour/media.md#deleting-a-post,
 * #editing-a-post): one the viewer may not see answers 404 as `loadVisibleMedia` does, and
 * someone else's post the viewer may see answers 403, with `refusal` as its message.
 */
export async function loadOwnMedia(
  db: Kysely<DB>,
  viewer: UserRow,
  idText: string,
  refusal: string,
): Promise<MediaRow> {
  const { media } = await loadVisibleMedia(db, viewer, idText);
  if (media.owner_id !== viewer.id) throw fail.forbidden(refusal);
  return media;
}

/**
 * Whether the post with a shortcode exists and the viewer may see it: the same answer the post
 * page's query gives (docs/routes.md#what-the-server-answers-for-a-page).
 */
export async function isPostVisibleByCode(db: Kysely<DB>, viewer: UserRow | null, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('media.id')
    .where('media.code', '=', code)
    .where(postVisibleTo(viewer?.id ?? null))
    .executeTakeFirst();
  return row !== undefined;
}

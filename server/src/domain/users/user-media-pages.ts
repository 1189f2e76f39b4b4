import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Locale, Media } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentMediaList } from '../media/media-presenter.js';
import { postVisibleTo } from '../../policy/posts.js';
import { mediaReadyOrOwnedBy } from '../../policy/post-readiness.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';

/** The profile tabs that list posts: the grid, videos only (reels), and posts the user is tagged in. */
export type ProfileTab = 'posts' | 'reels' | 'tagged';

/** A page of a profile tab, newest first. */
export interface ProfileMediaPage {
  items: Media[];
  more_available: boolean;
  next_max_id: string | null;
  num_results: number;
}

/** Whether the account is a collaborator on any post (most are not, and their grid stays one plain range). */
async function collaborates(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('media_coauthors')
    .select('media_id')
    .where('user_id', '=', userId)
    .where('pending', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The account's own posts or the posts it accepted to collaborate on
 * (docs/behaviour/creation.md#collaborators), these only where the viewer may see them listed.
 */
function collabPostsOr(own: RawBuilder<SqlBool>, userId: number, viewer: UserRow | null): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${own} or (media.id in (select media_id from media_coauthors
    where user_id = ${userId} and pending = 0) and ${postVisibleTo(viewer?.id ?? null, 'listed')}))`;
}

/**
 * A page of a profile tab; the caller has already checked the viewer may see the profile's
 * content. Tagged posts, and on the grid the posts the account collaborates on, belong to other
 * authors, so each must also be visible on its own (author public or followed, no block either
 * way); those that are not are skipped.
 */
export async function loadProfileTab(
  db: Kysely<DB>,
  viewer: UserRow | null,
  owner: UserRow,
  tab: ProfileTab,
  page: { count: number; maxId?: string | undefined; cap?: number | undefined },
  options: { urls: MediaUrls; locale: Locale },
): Promise<ProfileMediaPage> {
  const cursor = decodeCursor(page.maxId);
  let query = db.selectFrom('media');
  if (tab === 'tagged') {
    query = query
      .where('media.id', 'in', (eb) =>
        eb.selectFrom('usertags').select('usertags.media_id').where('usertags.user_id', '=', owner.id),
      )
      .where(postVisibleTo(viewer?.id ?? null));
  } else {
    // A video still processing is in its author's own grid only (docs/behaviour/media.md#video-processing).
    const own = sql<SqlBool>`(media.owner_id = ${owner.id} and ${mediaReadyOrOwnedBy(viewer?.id ?? null)})`;
    query = query.where((await collaborates(db, owner.id)) ? collabPostsOr(own, owner.id, viewer) : own);
    if (tab === 'reels') query = query.where('media.media_type', '=', 2);
  }
  let count = page.count;
  let reachesCap = false;
  if (page.cap !== undefined) {
    // A capped tab (a visitor's reels tab, docs/behaviour/logged-out.md#impression-limits) never
    // goes past its first `cap` items, whatever cursor the browser sends.
    const before = cursor
      ? await query
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) =>
            eb.or([
              eb('media.taken_at', '>', cursor.takenAt),
              eb.and([eb('media.taken_at', '=', cursor.takenAt), eb('media.id', '>=', cursor.id)]),
            ]),
          )
          .executeTakeFirstOrThrow()
      : { n: 0 };
    const left = Math.max(0, page.cap - Number(before.n));
    count = Math.min(count, left);
    reachesCap = count === left;
    if (count === 0) return { items: [], more_available: false, next_max_id: null, num_results: 0 };
  }
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('media.taken_at', '<', cursor.takenAt),
        eb.and([eb('media.taken_at', '=', cursor.takenAt), eb('media.id', '<', cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .selectAll('media')
    .orderBy('media.taken_at', 'desc')
    .orderBy('media.id', 'desc')
    .limit(count + 1)
    .execute();
  const shown = rows.slice(0, count);
  const last = shown[shown.length - 1];
  // At the cap there is nothing more to ask for, even when the account has more.
  const more = rows.length > count && !reachesCap;
  return {
    items: await presentMediaList(db, shown, viewer, options),
    more_available: more,
    next_max_id: more && last ? encodeCursor({ takenAt: last.taken_at, id: last.id }) : null,
    num_results: shown.length,
  };
}

import type { Kysely } from 'kysely';
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

/**
 * A page of a profile tab; the caller has already checked the viewer may see the profile's
 * content. Tagged posts belong to other authors, so each must also be visible on its own (author
 * public or followed, no block either way); those that are not are skipped.
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
    query = query.where('media.owner_id', '=', owner.id).where(mediaReadyOrOwnedBy(viewer?.id ?? null));
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

import type { Kysely } from 'kysely';
import type { ClipsPage, Locale } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import { parseRowId } from '../../http/ids.js';
import type { MediaUrls } from '../media-urls.js';
import { presentMediaList } from '../media/media-presenter.js';
import { postVisibleTo } from '../../policy/posts.js';
import { mediaIsReady } from '../../policy/post-readiness.js';

/** Reels per page. */
export const CLIPS_PAGE = 12;

/**
 * A page of reels (docs/behaviour/stories.md#reels): video posts made as clips that the viewer may
 * see, newest first, paged by id; the home list leaves out accounts whose posts the viewer muted,
 * a user's list holds that account's only. A logged-out visitor (null) sees public accounts' reels;
 * with `cap` (a visitor's reels tab, docs/behaviour/logged-out.md#the-reels-tab) the list is the
 * newest `cap` reels and ends there, whatever cursor is sent.
 */
export async function loadClips(
  db: Kysely<DB>,
  viewer: UserRow | null,
  options: { ownerId?: number; maxId?: string; urls: MediaUrls; locale: Locale; cap?: number },
): Promise<ClipsPage> {
  const { cap } = options;
  const before = options.maxId === undefined || cap !== undefined ? null : parseRowId(options.maxId);
  const pageSize = cap === undefined ? CLIPS_PAGE : Math.min(cap, CLIPS_PAGE);
  let query = db
    .selectFrom('media')
    .selectAll('media')
    .where('media.product_type', '=', 'clips')
    .where('media.media_type', '=', 2)
    .where(postVisibleTo(viewer?.id ?? null));
  if (options.ownerId !== undefined) query = query.where('media.owner_id', '=', options.ownerId);
  // Reels are ready videos only; the author finds a processing one on their own profile.
  else {
    query = query.where(mediaIsReady);
    if (viewer)
      query = query.where('media.owner_id', 'not in', (eb) =>
        eb
          .selectFrom('mutes')
          .select('mutes.target_id')
          .where('mutes.user_id', '=', viewer.id)
          .where('mutes.mute_posts', '=', 1),
      );
  }
  if (before !== null) query = query.where('media.id', '<', before);
  const rows = await query
    .orderBy('media.id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = rows.slice(0, pageSize);
  // A capped list has no next page: the visitor's tab ends at its cap.
  const more = cap === undefined && rows.length > pageSize;
  const media = await presentMediaList(db, page, viewer, options);
  return {
    items: media.map((item) => ({ media: item })),
    paging_info: { max_id: more ? String(page[page.length - 1]?.id) : null, more_available: more },
    status: 'ok',
  };
}

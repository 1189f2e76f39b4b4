import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { loadVisibleMedia } from '../../policy/posts.js';
import { listEdgeUsers, type UserListPage, type UserListPaging } from '../users/follow-lists.js';

/**
 * The people who liked a post, most recent like first (docs/behaviour/feed.md#the-likers-list).
 * Only for a post the viewer may see (404 otherwise, like the post itself); likers blocked either
 * way with the viewer, and accounts awaiting deletion, are left out.
 */
export async function listLikers(
  db: Kysely<DB>,
  viewer: UserRow | null,
  mediaIdText: string,
  page: UserListPaging,
  urls: MediaUrls,
): Promise<UserListPage> {
  const { media } = await loadVisibleMedia(db, viewer, mediaIdText);
  const edge = db.selectFrom('likes').select(['user_id as other_id', 'created_at']).where('media_id', '=', media.id);
  return listEdgeUsers(db, viewer, edge, page, urls);
}

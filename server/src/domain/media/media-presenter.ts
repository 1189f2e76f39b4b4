import type { Kysely } from 'kysely';
import type { Media } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentUserSummary } from '../users/user-presenter.js';

/** One stored rendition of a post image. */
export interface StoredVersion {
  width: number;
  height: number;
  key: string;
}

/** Parses the stored renditions of a media row. */
export function storedVersions(row: Pick<MediaRow, 'image_versions'>): StoredVersion[] {
  return JSON.parse(row.image_versions) as StoredVersion[];
}

/**
 * Presents media rows for a viewer with a fixed number of queries whatever the page size:
 * owners, the viewer's likes and the viewer's saves are each loaded in one batch (no N+1).
 */
export async function presentMediaList(
  db: Kysely<DB>,
  rows: readonly MediaRow[],
  viewer: UserRow | null,
  urls: MediaUrls,
): Promise<Media[]> {
  if (rows.length === 0) return [];
  const mediaIds = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.owner_id))];
  const [owners, liked, saved] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', 'in', ownerIds).execute(),
    viewer
      ? db
          .selectFrom('likes')
          .select('media_id')
          .where('user_id', '=', viewer.id)
          .where('media_id', 'in', mediaIds)
          .execute()
      : Promise.resolve([]),
    viewer
      ? db
          .selectFrom('saves')
          .select('media_id')
          .where('user_id', '=', viewer.id)
          .where('media_id', 'in', mediaIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const ownerById = new Map(owners.map((u) => [u.id, u]));
  const likedIds = new Set(liked.map((l) => l.media_id));
  const savedIds = new Set(saved.map((s) => s.media_id));
  return rows.flatMap((row) => {
    const owner = ownerById.get(row.owner_id);
    if (!owner) return [];
    const takenAt = Math.floor(row.taken_at / 1000);
    const media: Media = {
      id: `${row.id}_${row.owner_id}`,
      pk: String(row.id),
      code: row.code,
      taken_at: takenAt,
      media_type: row.media_type === 2 ? 2 : row.media_type === 8 ? 8 : 1,
      product_type: row.product_type,
      original_width: row.original_width,
      original_height: row.original_height,
      image_versions2: {
        candidates: storedVersions(row)
          .sort((a, b) => b.width - a.width)
          .map((v) => ({ url: urls.url(v.key), width: v.width, height: v.height })),
      },
      media_preview: row.preview,
      accessibility_caption: row.accessibility_caption,
      caption: row.caption
        ? { pk: `c${row.id}`, text: row.caption, created_at: takenAt, has_translation: false }
        : null,
      caption_is_edited: row.caption_edited === 1,
      user: presentUserSummary(owner, urls),
      like_count: row.like_count,
      has_liked: likedIds.has(row.id),
      comment_count: row.comment_count,
      comments_disabled: row.comments_disabled === 1,
      commenting_disabled_for_viewer: !viewer || row.comments_disabled === 1,
      like_and_view_counts_disabled: row.like_and_view_counts_disabled === 1,
      top_likers: [],
      has_viewer_saved: savedIds.has(row.id),
      saved_collection_ids: [],
      usertags: null,
      location:
        row.location_name !== null
          ? { pk: `loc${row.id}`, name: row.location_name, lat: row.location_lat, lng: row.location_lng }
          : null,
    };
    return [media];
  });
}

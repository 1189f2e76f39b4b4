import type { Kysely } from 'kysely';
import type { CarouselItem, Locale, Media, UserSummary } from 'shared-contracts';
import type { DB, MediaRow, UserRow } from '../../db/schema.js';
import { postFilesArePublic, type MediaUrls } from '../media-urls.js';
import { presentUserSummary } from '../users/user-presenter.js';
import { loadMediaExtras, usertagKey, type MediaExtras } from './media-extras.js';
import { presentOverlay } from './overlays.js';
import { presentCandidates, presentVideoFields } from './stored-media.js';

export { storedVersions, type StoredVersion } from './stored-media.js';

/** How media are presented: URLs, and the locale of server-written texts (overlays). */
export interface PresentOptions {
  urls: MediaUrls;
  locale?: Locale;
}

function users(ids: readonly number[] | undefined, extras: MediaExtras, urls: MediaUrls): UserSummary[] {
  return (ids ?? []).flatMap((id) => {
    const user = extras.users.get(id);
    return user ? [presentUserSummary(user, urls)] : [];
  });
}

function usertags(mediaId: number, childId: number | null, extras: MediaExtras, urls: MediaUrls) {
  const tags = extras.usertags.get(usertagKey(mediaId, childId));
  if (!tags) return null;
  return {
    in: tags.flatMap((tag) => {
      const user = extras.users.get(tag.userId);
      return user ? [{ user: presentUserSummary(user, urls), position: [tag.x, tag.y] as [number, number] }] : [];
    }),
  };
}

/** `files` addresses the post's own files (public or served); `urls` everything else. */
function carouselItems(row: MediaRow, extras: MediaExtras, urls: MediaUrls, files: MediaUrls): CarouselItem[] | null {
  if (row.media_type !== 8) return null;
  return (extras.children.get(row.id) ?? []).map((child) => ({
    id: `${child.id}_${row.owner_id}`,
    pk: String(child.id),
    media_type: child.media_type === 2 ? 2 : 1,
    original_width: child.original_width,
    original_height: child.original_height,
    image_versions2: { candidates: presentCandidates(child.image_versions, files) },
    media_preview: child.preview,
    accessibility_caption: child.accessibility_caption,
    usertags: usertags(row.id, child.id, extras, urls),
    ...presentVideoFields(child, files),
  }));
}

/** Presents rows whose extras are already loaded (synchronous; rows whose owner is missing are dropped). */
export function presentMediaRows(
  rows: readonly MediaRow[],
  extras: MediaExtras,
  viewer: UserRow | null,
  options: PresentOptions,
): Media[] {
  const { urls } = options;
  const locale = options.locale ?? 'zh-CN';
  return rows.flatMap((row) => {
    const owner = extras.users.get(row.owner_id);
    if (!owner) return [];
    const takenAt = Math.floor(row.taken_at / 1000);
    const facepile = users(extras.facepile.get(row.id), extras, urls);
    // A public post's files may come from the CDN; any other post's only through the access check.
    const files = postFilesArePublic(row, owner) ? urls.public : urls;
    const carousel = carouselItems(row, extras, urls, files);
    const sponsors = (extras.sponsors.get(row.id) ?? []).flatMap((s) => {
      const sponsor = extras.users.get(s.userId);
      return sponsor ? [{ sponsor: presentUserSummary(sponsor, urls), is_pending: s.pending }] : [];
    });
    const collectionIds = extras.saved.get(row.id);
    const media: Media = {
      id: `${row.id}_${row.owner_id}`,
      pk: String(row.id),
      code: row.code,
      taken_at: takenAt,
      media_type: row.media_type === 2 ? 2 : row.media_type === 8 ? 8 : 1,
      product_type: row.product_type,
      original_width: row.original_width,
      original_height: row.original_height,
      image_versions2: { candidates: presentCandidates(row.image_versions, files) },
      media_preview: row.preview,
      accessibility_caption: row.accessibility_caption,
      caption: row.caption
        ? { pk: `c${row.id}`, text: row.caption, created_at: takenAt, has_translation: false }
        : null,
      caption_is_edited: row.caption_edited === 1,
      user: presentUserSummary(owner, urls),
      like_count: row.like_count,
      has_liked: extras.liked.has(row.id),
      comment_count: row.comment_count,
      comments_disabled: row.comments_disabled === 1,
      commenting_disabled_for_viewer: !viewer || row.comments_disabled === 1,
      like_and_view_counts_disabled: row.like_and_view_counts_disabled === 1,
      top_likers: facepile.map((u) => u.username),
      facepile_top_likers: facepile,
      has_viewer_saved: collectionIds !== undefined,
      saved_collection_ids: (collectionIds ?? []).map(String),
      usertags: usertags(row.id, null, extras, urls),
      location:
        row.location_name !== null
          ? {
              // Tagged from the catalogue: its id (what location search answers); older rows: per post.
              pk: typeof row.location_id === 'number' ? String(row.location_id) : `loc${row.id}`,
              name: row.location_name,
              lat: row.location_lat,
              lng: row.location_lng,
            }
          : null,
      carousel_media: carousel,
      carousel_media_count: carousel ? carousel.length : null,
      coauthor_producers: users(extras.coauthors.get(row.id), extras, urls),
      // Whom the owner invited is the owner's to know (docs/behaviour/creation.md#collaborators).
      ...(viewer?.id === row.owner_id
        ? { invited_coauthor_producers: users(extras.invitedCoauthors.get(row.id), extras, urls) }
        : {}),
      is_paid_partnership: row.is_paid_partnership === 1 || sponsors.length > 0,
      sponsor_tags: sponsors,
      media_overlay_info: presentOverlay(row.overlay_type, locale),
      transparency_label: row.transparency_label,
      ...presentVideoFields(row, files),
      // Only its author is ever shown a post that is not ready (docs/behaviour/media.md#video-processing).
      ...(row.processing !== 'ready'
        ? {
            video_processing: {
              status: row.processing === 'failed' ? ('failed' as const) : ('processing' as const),
              progress: row.processing_progress,
            },
          }
        : {}),
    };
    return [media];
  });
}

/**
 * Presents media rows for a viewer with a fixed number of queries whatever the page size
 * (see loadMediaExtras): owners, likes and facepiles, saves and collections, carousel items,
 * usertags, coauthors and sponsors are each loaded in one batch.
 */
export async function presentMediaList(
  db: Kysely<DB>,
  rows: readonly MediaRow[],
  viewer: UserRow | null,
  options: PresentOptions,
): Promise<Media[]> {
  if (rows.length === 0) return [];
  const extras = await loadMediaExtras(db, rows, viewer);
  return presentMediaRows(rows, extras, viewer, options);
}

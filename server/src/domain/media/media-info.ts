import type { Kysely } from 'kysely';
import type { Locale, Media } from 'shared-contracts';
import type { DB, UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { presentMediaList } from './media-presenter.js';
import { loadVisibleMedia } from '../../policy/posts.js';

/**
 * One post as the feed presents it, for a viewer who may see it (404 otherwise, like a missing
 * one). Its author polls it while a video is processing, to learn its progress and when it is
 * ready (docs/behaviour/media.md#video-processing).
 */
export async function loadMediaInfo(
  db: Kysely<DB>,
  viewer: UserRow | null,
  mediaId: string,
  options: { urls: MediaUrls; locale: Locale },
): Promise<{ items: Media[]; status: 'ok' }> {
  const { media } = await loadVisibleMedia(db, viewer, mediaId);
  return { items: await presentMediaList(db, [media], viewer, options), status: 'ok' };
}

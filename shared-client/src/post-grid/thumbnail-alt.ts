import type { Media, Translate } from 'shared-contracts';
import type { PostGridMessageKey } from './post-grid-messages.js';

/**
 * A tile's alt text, the one rule of every post grid (docs/behaviour/profiles.md#post-tiles): the tile
 * is a link to a post, so it names the post, its author, its alt text when it has one, and its kind.
 */
export function thumbnailAlt(media: Media, t: Translate<PostGridMessageKey>): string {
  const username = media.user.username;
  const by = media.accessibility_caption
    ? t('postGrid.postByWith', { username, description: media.accessibility_caption })
    : t('postGrid.postBy', { username });
  if (media.media_type === 8) return `${by} (${t('postGrid.carousel')})`;
  if (media.media_type === 2) return `${by} (${t('postGrid.video')})`;
  return by;
}

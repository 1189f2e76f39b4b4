import type { CarouselItem, Media } from 'shared-contracts';
import { useFeedTranslation } from '../../i18n/messages';

/** Alt text of a photo or video: its accessibility caption, or a description naming the author. */
export function useMediaAlt(
  item: Pick<Media | CarouselItem, 'accessibility_caption' | 'media_type'>,
  username: string,
) {
  const t = useFeedTranslation();
  if (item.accessibility_caption) return t('post.photoAlt', { username, description: item.accessibility_caption });
  return item.media_type === 2 ? t('media.videoBy', { username }) : t('post.photoBy', { username });
}

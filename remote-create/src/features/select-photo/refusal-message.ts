import { MAX_CAROUSEL_ITEMS, MAX_PHOTO_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from 'shared-contracts';
import type { CreateMessageKey } from '../../i18n/messages';
import type { Translate } from 'shared-contracts';
import type { MediaRefusal } from './choose-media';

const MB = 1024 * 1024;

/** The toast text for a refused file (docs/behaviour/creation.md#choosing-a-file). */
export function refusalMessage(
  refusal: MediaRefusal | { reason: 'carousel-full' },
  t: Translate<CreateMessageKey>,
): string {
  switch (refusal.reason) {
    case 'heic':
      return t('select.heic');
    case 'photo-too-large':
      return t('select.tooLarge', { size: Math.round(MAX_PHOTO_UPLOAD_BYTES / MB) });
    case 'video-too-large':
      return t('select.videoTooLarge', { size: Math.round(MAX_VIDEO_UPLOAD_BYTES / MB) });
    case 'video-in-carousel':
      return t('select.videoInCarousel');
    case 'carousel-full':
      return t('select.carouselFull', { max: MAX_CAROUSEL_ITEMS });
    case 'not_supported':
      return t('video.notSupported');
    case 'format_not_supported':
      return t('video.formatNotSupported');
    case 'aspect_ratio':
      return t('video.aspectRatio');
    case 'too_short':
      return t('video.tooShort', { seconds: refusal.seconds });
    case 'too_long':
      return t('video.tooLong', { seconds: refusal.seconds });
    default:
      return t('select.notImage');
  }
}

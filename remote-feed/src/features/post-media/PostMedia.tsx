import { lazy, Suspense, useEffect, useState } from 'react';
import type { CarouselItem, Media } from 'shared-contracts';
import { PersonIcon } from 'shared-ui';
import { useFeedTranslation } from '../../i18n/messages';
import { Carousel } from './Carousel';
import { clampIndex } from './carousel-math';
import { HeartBurst } from './HeartBurst';
import { useMediaAlt } from './media-alt';
import { mediaAspectRatio } from './media-box';
import { MediaImage } from './MediaImage';
import { MediaOverlayBanner, MediaOverlayCover } from './MediaOverlay';
import { PreviewCanvas } from './PreviewCanvas';
import { useTapGestures } from './use-tap-gestures';
import * as styles from './PostMedia.module.css';

// Only some posts have videos, and tags show only on demand: both load when first needed.
const VideoPlayer = lazy(() => import('../video/VideoPlayer').then((m) => ({ default: m.VideoPlayer })));
const VideoProcessingNote = lazy(() =>
  import('../video/VideoProcessingNote').then((m) => ({ default: m.VideoProcessingNote })),
);
const Usertags = lazy(() => import('./Usertags').then((m) => ({ default: m.Usertags })));

function MediaSlide({
  item,
  username,
  sizes,
  eager,
  active,
  tagsShown,
}: {
  item: Media | CarouselItem;
  username: string;
  sizes: string;
  eager?: boolean;
  active: boolean;
  tagsShown: boolean;
}) {
  const alt = useMediaAlt(item, username);
  const tags = item.usertags?.in ?? [];
  // The author's own video before it is ready: its state instead of a player (docs/behaviour/media.md#video-processing).
  const processing = item.video_processing && item.video_processing.status !== 'ready' ? item.video_processing : null;
  return (
    <>
      {processing ? (
        <Suspense fallback={null}>
          <VideoProcessingNote processing={processing} />
        </Suspense>
      ) : item.media_type === 2 ? (
        <>
          <PreviewCanvas data={item.media_preview} />
          <Suspense fallback={null}>
            <VideoPlayer item={item} label={alt} active={active} />
          </Suspense>
        </>
      ) : (
        <MediaImage
          candidates={item.image_versions2.candidates}
          preview={item.media_preview}
          alt={alt}
          sizes={sizes}
          eager={eager}
        />
      )}
      {active && tagsShown && tags.length > 0 && (
        <Suspense fallback={null}>
          <Usertags tags={tags} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A post's media: a photo, a video or a carousel in a box whose aspect ratio is known before
 * anything loads. Double-tap (or double-click) likes with a heart; a tap, or the tag button,
 * shows who is tagged; a sensitive or misleading post stays covered until revealed.
 */
export function PostMedia({
  media,
  sizes,
  eager,
  onDoubleTapLike,
}: {
  media: Media;
  sizes: string;
  eager?: boolean;
  onDoubleTapLike?: () => void;
}) {
  const t = useFeedTranslation();
  const items: Array<Media | CarouselItem> = media.carousel_media?.length ? media.carousel_media : [media];
  const [index, setIndex] = useState(0);
  const [tagsShown, setTagsShown] = useState(false);
  const [burst, setBurst] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const current = items[clampIndex(index, items.length)] ?? media;
  const hasTags = (current.usertags?.in.length ?? 0) > 0;
  const overlay = media.media_overlay_info;
  const covered = overlay?.layout === 'full' && !revealed;

  const taps = useTapGestures({
    onDoubleTap: covered
      ? undefined
      : () => {
          setBurst((n) => n + 1);
          onDoubleTapLike?.();
        },
    onSingleTap: hasTags && !covered ? () => setTagsShown((shown) => !shown) : undefined,
  });

  // The heart removes itself on animationend; this catches browsers that skip the animation.
  useEffect(() => {
    if (burst === 0) return undefined;
    const timer = window.setTimeout(() => setBurst(0), 1200);
    return () => window.clearTimeout(timer);
  }, [burst]);

  const renderSlide = (slide: number, active: boolean) => {
    const item = items[slide];
    return item ? (
      <MediaSlide
        item={item}
        username={media.user.username}
        sizes={sizes}
        eager={eager && slide === 0}
        active={active}
        tagsShown={tagsShown}
      />
    ) : null;
  };

  return (
    <div
      className={styles.frame}
      style={{ aspectRatio: String(mediaAspectRatio(media.original_width, media.original_height)) }}
      data-testid="post-media"
      {...taps}
    >
      <div className={covered ? styles.layerCovered : styles.layer} inert={covered} aria-hidden={covered || undefined}>
        {items.length > 1 ? (
          <Carousel
            count={items.length}
            index={clampIndex(index, items.length)}
            onIndexChange={(next) => {
              setIndex(next);
              setTagsShown(false);
            }}
            renderSlide={renderSlide}
          />
        ) : (
          renderSlide(0, true)
        )}
        {hasTags && (
          <button
            type="button"
            className={styles.tagsToggle}
            aria-label={t('media.showTags')}
            aria-pressed={tagsShown}
            onClick={() => setTagsShown((shown) => !shown)}
          >
            <PersonIcon size={12} />
          </button>
        )}
      </div>
      {burst > 0 && <HeartBurst key={burst} onDone={() => setBurst(0)} />}
      {overlay && covered && <MediaOverlayCover info={overlay} onReveal={() => setRevealed(true)} />}
      {overlay && !covered && <MediaOverlayBanner info={overlay} />}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { apiClient, pickCandidate, type CarouselItem, type Media } from 'shared-contracts';
import { PauseIcon, PlayIcon, SpeakerIcon } from 'shared-contracts/ui';
import { useFeedTranslation } from '../../i18n/messages';
import { attachVideo } from './attach-video';
import * as styles from './PostMedia.module.css';

/** Share of the video that must be on screen for it to play (muted) by itself. */
const AUTOPLAY_VISIBLE_RATIO = 0.5;

/**
 * A video item: poster from its image candidates, the stream attached (hls.js loaded on demand)
 * when it comes near the viewport, muted autoplay while at least half visible and `active` (the
 * current carousel item), and play/pause and sound buttons.
 */
export function VideoPlayer({
  item,
  label,
  active = true,
}: {
  item: Pick<Media | CarouselItem, 'video_hls_url' | 'video_versions' | 'image_versions2' | 'has_audio'>;
  label: string;
  active?: boolean;
}) {
  const t = useFeedTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);
  // A pause by the viewer wins over autoplay until the video leaves the screen.
  const pausedByViewer = useRef(false);
  const poster = pickCandidate(item.image_versions2.candidates, 640);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return undefined;
    const nearObserver = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: '400px 0px',
    });
    const visibleObserver = new IntersectionObserver(
      ([entry]) => {
        const isVisible = Boolean(entry && entry.intersectionRatio >= AUTOPLAY_VISIBLE_RATIO);
        if (!isVisible) pausedByViewer.current = false;
        setVisible(isVisible);
      },
      { threshold: [0, AUTOPLAY_VISIBLE_RATIO] },
    );
    nearObserver.observe(video);
    visibleObserver.observe(video);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return undefined;
    let detach: (() => void) | null = null;
    let cancelled = false;
    attachVideo(video, item, () => setFailed(true))
      .then((stop) => {
        if (cancelled) stop();
        else detach = stop;
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [near, item]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || failed) return;
    if (visible && active && !pausedByViewer.current) void video.play().catch(() => undefined);
    else video.pause();
  }, [visible, active, near, failed]);

  const togglePlay = (): void => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByViewer.current = false;
      void video.play().catch(() => undefined);
    } else {
      pausedByViewer.current = true;
      video.pause();
    }
  };

  return (
    <>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster ? apiClient.resolveUrl(poster.url) : undefined}
        muted={muted}
        playsInline
        loop
        preload="none"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="post-video"
      />
      {failed ? (
        <p className={styles.videoError} role="status">
          {t('media.videoError')}
        </p>
      ) : (
        <div className={styles.videoControls}>
          <button
            type="button"
            className={styles.roundButton}
            onClick={togglePlay}
            aria-label={playing ? t('media.pause') : t('media.play')}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </button>
          {item.has_audio && (
            <button
              type="button"
              className={styles.roundButton}
              onClick={() => setMuted((m) => !m)}
              aria-label={muted ? t('media.unmute') : t('media.mute')}
            >
              <SpeakerIcon muted={muted} size={16} />
            </button>
          )}
        </div>
      )}
    </>
  );
}

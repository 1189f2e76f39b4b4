import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from 'shared-client';
import { pickCandidate, type CarouselItem, type Media } from 'shared-contracts';
import { Button, PauseIcon, PlayIcon, SpeakerIcon } from 'shared-ui';
import { attachVideo } from './attach-video';
import { currentConnectionQuality } from './connection-quality';
import { LOOP_FOREVER, loopContinues } from './loop-rule';
import { errorMessageKey, useVideoTranslation } from './messages';
import { setSoundOn, useSoundOn } from './sound-preference';
import { fromMediaError, fromThrown, type NormalisedVideoError } from './video-errors';
import { autoplayAllowed, PRELOAD_MARGIN_PX, VIEWABILITY_THRESHOLDS } from './viewability';
import { audioBlocked, audioOf, audioToggleOffered, volumeState, type VolumeState } from './volume-state';
import * as styles from './VideoPlayer.module.css';

/** The fields of a video item the player reads. */
export type VideoItem = Pick<
  Media | CarouselItem,
  'video_hls_url' | 'video_versions' | 'image_versions2' | 'has_audio' | 'video_duration'
> &
  Partial<Pick<Parameters<typeof audioOf>[0], 'audio_availability' | 'audio_muted_segments'>>;

/** What the player shows of its own controls. */
export interface VideoPlayerProps {
  item: VideoItem;
  /** The video's accessible name. */
  label: string;
  /** False while the item is not the current one (another carousel slide, another story). */
  active?: boolean;
  /** Held by the page (a story held or a dialog over it): the video stops and stays stopped. */
  paused?: boolean;
  /** Full plays before playback ends; -1 loops forever (docs/behaviour/video-player.md#loops-and-the-end). */
  loopCount?: number;
  /** Attach the stream at once instead of when it comes near the viewport. */
  eager?: boolean;
  /**
   * Start from the progressive file rather than the adaptive stream, for the soonest first frame;
   * read when the source is attached. A Retry after a failure goes back to the usual order
   * (docs/behaviour/video-player.md#sources).
   */
  progressiveFirst?: boolean;
  /** How the picture fills the box. */
  fit?: 'cover' | 'contain';
  /** Offer the play/pause button (a story or a reel pauses by its own gestures). */
  playButton?: boolean;
  /** Offer the sound button (a story has its own in its header). */
  soundButton?: boolean;
  /** Called once when playback ends (never while looping forever). */
  onEnded?: () => void;
  /** The playhead and duration, as the video plays. */
  onTimeUpdate?: (currentTime: number, duration: number) => void;
  /** Whether it is playing, as it changes. */
  onPlayingChange?: (playing: boolean) => void;
  /** Playback has actually begun, with data (the element's `playing` event), each time it does. */
  onPlaying?: () => void;
  testId?: string;
}

/**
 * The one video player of post cards, reels and stories (docs/behaviour/video-player.md): picks hls.js,
 * native HLS or the progressive file, starts at the rendition the connection allows, plays muted
 * by itself while at least half on screen and the item is active, counts loops, keeps the shared
 * sound preference within what the audio allows, and on failure shows the poster, what went wrong
 * and Retry.
 */
export function VideoPlayer({
  item,
  label,
  active = true,
  paused = false,
  loopCount = LOOP_FOREVER,
  eager = false,
  progressiveFirst = false,
  fit = 'cover',
  playButton = true,
  soundButton = true,
  onEnded,
  onTimeUpdate,
  onPlayingChange,
  onPlaying,
  testId = 'post-video',
}: VideoPlayerProps) {
  const t = useVideoTranslation();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [near, setNear] = useState(eager);
  const [visible, setVisible] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failure, setFailure] = useState<NormalisedVideoError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Counts attachments: the stream is attached asynchronously (hls.js loads on demand), and
  // attaching resets the element to paused, so a play asked for before it must be asked again.
  const [attachments, setAttachments] = useState(0);
  const [ended, setEnded] = useState(false);
  const soundOn = useSoundOn();
  const audio = audioOf(item);
  const [volume, setVolume] = useState<VolumeState>(() => volumeState(audio.availability, audio.segments, 0));
  // A pause by the viewer wins over autoplay until the video leaves the screen.
  const pausedByViewer = useRef(false);
  const completedLoops = useRef(0);
  const poster = pickCandidate(item.image_versions2.candidates, 640);
  const posterUrl = poster ? apiClient.resolveUrl(poster.url) : undefined;
  const muted = !soundOn || audioBlocked(volume);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return undefined;
    const nearObserver = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: `${PRELOAD_MARGIN_PX}px 0px`,
    });
    const visibleObserver = new IntersectionObserver(
      ([entry]) => {
        const isVisible = Boolean(entry && autoplayAllowed(entry.intersectionRatio));
        if (!isVisible) pausedByViewer.current = false;
        setVisible(isVisible);
      },
      { threshold: [...VIEWABILITY_THRESHOLDS] },
    );
    nearObserver.observe(video);
    visibleObserver.observe(video);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, []);

  // Re-attach only when the files change, not when the post around them does (a like, a comment).
  const sourceKey = [item.video_hls_url ?? '', ...(item.video_versions ?? []).map((v) => v.url)].join(' ');
  const itemRef = useRef(item);
  const progressiveFirstRef = useRef(progressiveFirst);
  useEffect(() => {
    itemRef.current = item;
    progressiveFirstRef.current = progressiveFirst;
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return undefined;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const fail = (error: NormalisedVideoError) => !cancelled && setFailure(error);
    attachVideo(video, itemRef.current, {
      quality: currentConnectionQuality(),
      onFatalError: fail,
      // A Retry (attempt > 0) does not ask for the file that may just have failed.
      progressiveFirst: progressiveFirstRef.current && attempt === 0,
    })
      .then((attached) => {
        if (cancelled) attached.detach();
        else {
          detach = attached.detach;
          video.dataset.implementation = attached.kind;
          setAttachments((n) => n + 1);
        }
      })
      .catch((error: unknown) => fail(fromThrown(error)));
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [near, sourceKey, attempt]);

  const shouldPlay = visible && active && !paused && !failure && !ended;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (shouldPlay && !pausedByViewer.current) {
      video.play().catch((error: unknown) => {
        // A browser that refuses sound without a gesture still plays muted.
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
          setSoundOn(false);
        }
      });
    } else video.pause();
  }, [shouldPlay, near, attempt, attachments]);

  // A story or a carousel slide that becomes current again starts over.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setEnded(false);
  }
  useEffect(() => {
    if (active) return;
    completedLoops.current = 0;
    const video = videoRef.current;
    if (video && video.readyState > 0) video.currentTime = 0;
  }, [active]);

  const handleEnded = useCallback(() => {
    const video = videoRef.current;
    completedLoops.current += 1;
    if (video && loopContinues(loopCount, completedLoops.current)) {
      video.currentTime = 0;
      void video.play().catch(() => undefined);
      return;
    }
    setEnded(true);
    onEnded?.();
  }, [loopCount, onEnded]);

  const togglePlay = (): void => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByViewer.current = false;
      if (ended) {
        completedLoops.current = 0;
        setEnded(false);
      }
      void video.play().catch(() => undefined);
    } else {
      pausedByViewer.current = true;
      video.pause();
    }
  };

  const retry = (): void => {
    setFailure(null);
    setNear(true);
    setAttempt((n) => n + 1);
  };

  const note =
    volume === 'copyright_silenced'
      ? t('video.audioUnavailable')
      : volume === 'partially_silenced'
        ? t('video.audioUnavailablePart')
        : null;

  return (
    <>
      <video
        ref={videoRef}
        className={fit === 'contain' ? styles.videoContain : styles.video}
        poster={posterUrl}
        muted={muted}
        playsInline
        preload="none"
        aria-label={label}
        onPlay={() => {
          setPlaying(true);
          onPlayingChange?.(true);
        }}
        onPause={() => {
          setPlaying(false);
          onPlayingChange?.(false);
        }}
        onPlaying={onPlaying}
        onEnded={handleEnded}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          if (audio.segments.length > 0) setVolume(volumeState(audio.availability, audio.segments, video.currentTime));
          onTimeUpdate?.(video.currentTime, video.duration);
        }}
        onError={(event) => {
          const error = event.currentTarget.error;
          // hls.js reports its own failures; an element error with a source is the file's.
          if (error && event.currentTarget.dataset.implementation !== 'hls.js') setFailure(fromMediaError(error));
        }}
        data-testid={testId}
      />
      {failure ? (
        <div className={styles.failed} role="alert" data-error-kind={failure.kind}>
          {posterUrl && <img className={styles.failedPoster} src={posterUrl} alt="" />}
          <div className={styles.failedBody}>
            <p className={styles.failedText}>{t(errorMessageKey(failure.kind))}</p>
            <Button size="small" onClick={retry}>
              {t('video.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.controls}>
          {note && (
            <p className={styles.note} data-testid="audio-unavailable">
              {note}
            </p>
          )}
          {playButton && (
            <button
              type="button"
              className={styles.roundButton}
              onClick={togglePlay}
              aria-label={playing ? t('video.pause') : t('video.play')}
            >
              {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
            </button>
          )}
          {soundButton && audioToggleOffered(volume) && (
            <button
              type="button"
              className={styles.roundButton}
              onClick={() => setSoundOn(!soundOn)}
              aria-label={soundOn ? t('video.soundOff') : t('video.soundOn')}
            >
              <SpeakerIcon muted={muted} size={16} />
            </button>
          )}
        </div>
      )}
    </>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { apiClient } from 'shared-client';
import {
  formatCount,
  formatTimeAgo,
  pickCandidate,
  profilePath,
  type StoryItem,
  type StoryReel,
} from 'shared-contracts';
import { useLocale } from 'shared-ui';
import { useMarkStoriesSeenMutation } from 'shared-client/stories';
import { Avatar } from 'shared-client';
import { AlertIcon, ChevronIcon, CloseIcon, PauseIcon, PlayIcon, SpeakerIcon } from 'shared-ui';
import { setSoundOn, useSoundOn } from '../video/sound-preference';
import { VideoPlayer } from '../video/VideoPlayer';
import { audioOf, audioToggleOffered, volumeState } from '../video/volume-state';
import { useStoriesTranslation } from './messages';
import { StoryProgress } from './StoryProgress';
import { StoryReply } from './StoryReply';
import { nextStory, previousStory, storyDurationMs, tapDirection, type StoryStep } from './story-sequence';
import * as styles from './Stories.module.css';

// The report dialog loads only when someone opens it (docs/behaviour/moderation.md#reporting).
const ReportDialog = lazy(() => import('shared-client/report').then((m) => ({ default: m.ReportDialog })));
const StoryViewersDialog = lazy(() => import('./StoryViewersDialog').then((m) => ({ default: m.StoryViewersDialog })));

/** A press on the story longer than this holds it (pauses until released) instead of tapping. */
export const HOLD_MS = 200;

/** Whether a key press belongs to a field, a button or another dialog rather than to the viewer. */
function keyIsTaken(event: KeyboardEvent, root: HTMLElement | null): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  // A dialog opened over the viewer (the viewers list) keeps its keys.
  const dialog = target.closest('dialog');
  return Boolean(dialog && root && !dialog.contains(root));
}

function StoryMedia({
  item,
  label,
  paused,
  onEnded,
  onFraction,
}: {
  item: StoryItem;
  label: string;
  paused: boolean;
  onEnded: () => void;
  onFraction: (fraction: number) => void;
}) {
  const t = useStoriesTranslation();
  const image = pickCandidate(item.image_versions2.candidates, 1080);
  const processing = item.video_processing && item.video_processing.status !== 'ready';
  if (item.media_type === 2 && !processing) {
    return (
      <VideoPlayer
        item={item}
        label={label}
        paused={paused}
        loopCount={1}
        eager
        fit="contain"
        playButton={false}
        soundButton={false}
        onEnded={onEnded}
        onTimeUpdate={(time, duration) => onFraction(duration > 0 ? time / duration : 0)}
        testId="story-video"
      />
    );
  }
  return (
    <>
      {image && (
        <img className={styles.photo} src={apiClient.resolveUrl(image.url)} alt={label} data-testid="story-photo" />
      )}
      {processing && item.video_processing && (
        <p className={styles.processing} role="status">
          {t('stories.processing', { percent: Math.round(item.video_processing.progress * 100) })}
        </p>
      )}
    </>
  );
}

/**
 * The story on screen (docs/behaviour/stories.md#the-viewer-on-screen): progress bars, the
 * author, pause, sound and close; the photo (5 s) or video (its length); taps on the left third go
 * back and elsewhere forward, a press held pauses; ArrowLeft/ArrowRight and Space; reply and like,
 * or for the owner who saw it. Each story shown is recorded as seen.
 */
export function StoryStage({
  reel,
  reelIndex,
  reelCount,
  itemIndex,
  markSeen,
  onStep,
  onClose,
}: {
  reel: StoryReel;
  reelIndex: number;
  reelCount: number;
  itemIndex: number;
  /** Record stories as seen (not for highlights). */
  markSeen: boolean;
  onStep: (step: StoryStep) => void;
  onClose: () => void;
}) {
  const t = useStoriesTranslation();
  const locale = useLocale();
  const items = reel.items ?? [];
  const item = items[itemIndex]!;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [replying, setReplying] = useState(false);
  const [viewersOpen, setViewersOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [fraction, setFraction] = useState(0);
  const holdTimer = useRef<number | null>(null);
  const wasHeld = useRef(false);
  const soundOn = useSoundOn();
  const seen = useMarkStoriesSeenMutation();
  const sentSeen = useRef(new Set<string>());
  const paused = userPaused || held || replying || viewersOpen || reporting;
  const processing = Boolean(item.video_processing && item.video_processing.status !== 'ready');
  const durationMs =
    item.media_type === 1 || processing ? storyDurationMs({ media_type: 1, video_duration: null }) : null;
  const username = reel.user.username;
  const label = item.media_type === 2 ? t('stories.videoBy', { username }) : t('stories.photoBy', { username });
  const audio = audioOf(item);
  const soundOffered = item.media_type === 2 && audioToggleOffered(volumeState(audio.availability, audio.segments, 0));

  const next = (): void => onStep(nextStory({ reel: reelIndex, item: itemIndex }, items.length, reelCount));
  const previous = (): void => onStep(previousStory({ reel: reelIndex, item: itemIndex }));

  // A new story starts from the beginning of its bar.
  const [shownId, setShownId] = useState(item.id);
  if (shownId !== item.id) {
    setShownId(item.id);
    setFraction(0);
  }

  useEffect(() => {
    if (!markSeen || item.seen || sentSeen.current.has(item.id)) return;
    sentSeen.current.add(item.id);
    seen.mutate([item.id]);
  }, [item.id, item.seen, markSeen, seen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (viewersOpen || reporting || keyIsTaken(event, rootRef.current)) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        setUserPaused((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const pressStart = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    wasHeld.current = false;
    holdTimer.current = window.setTimeout(() => {
      wasHeld.current = true;
      setHeld(true);
    }, HOLD_MS);
  };
  const pressEnd = (event: PointerEvent<HTMLDivElement>): void => {
    if (holdTimer.current !== null) window.clearTimeout(holdTimer.current);
    holdTimer.current = null;
    if (wasHeld.current) {
      wasHeld.current = false;
      setHeld(false);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    if (tapDirection(event.clientX - box.left, box.width) === 'previous') previous();
    else next();
  };
  const pressCancel = (): void => {
    if (holdTimer.current !== null) window.clearTimeout(holdTimer.current);
    holdTimer.current = null;
    wasHeld.current = false;
    setHeld(false);
  };

  return (
    <div ref={rootRef} className={styles.stage} data-testid="story-stage" data-paused={paused || undefined}>
      <button type="button" className={styles.arrow} onClick={previous}>
        <ChevronIcon direction="left" size={16} />
        <span className="lm-visually-hidden">{t('stories.previous')}</span>
      </button>
      <div className={styles.card} data-story-id={item.id} data-testid="story-card">
        <div
          className={styles.media}
          onPointerDown={pressStart}
          onPointerUp={pressEnd}
          onPointerCancel={pressCancel}
          onPointerLeave={(event) => event.buttons > 0 && pressCancel()}
          onContextMenu={(event) => event.preventDefault()}
          data-testid="story-media"
        >
          <StoryMedia key={item.id} item={item} label={label} paused={paused} onEnded={next} onFraction={setFraction} />
        </div>
        <div className={styles.top}>
          <StoryProgress
            count={items.length}
            index={itemIndex}
            paused={paused}
            durationMs={durationMs}
            videoFraction={fraction}
            onPhotoDone={next}
          />
          <div className={styles.header}>
            <Link to={profilePath(username)} className={styles.author}>
              <Avatar src={reel.user.profile_pic_url} size={32} />
              <span className={styles.username}>{reel.reel_type === 'highlight_reel' ? reel.title : username}</span>
            </Link>
            <span className={styles.age}>{formatTimeAgo(item.taken_at, locale)}</span>
            {item.audience === 'close_friends' && <span className={styles.badge}>{t('stories.closeFriends')}</span>}
            <span className={styles.headerEnd}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={userPaused ? t('stories.play') : t('stories.pause')}
                onClick={() => setUserPaused((value) => !value)}
                data-testid="story-pause"
              >
                {userPaused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
              </button>
              {soundOffered && (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={soundOn ? t('stories.soundOff') : t('stories.soundOn')}
                  onClick={() => setSoundOn(!soundOn)}
                >
                  <SpeakerIcon muted={!soundOn} size={18} />
                </button>
              )}
              {item.viewer_count === null && (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('stories.report')}
                  onClick={() => setReporting(true)}
                  data-testid="story-report"
                >
                  <AlertIcon size={18} />
                </button>
              )}
              <button type="button" className={styles.iconButton} aria-label={t('stories.close')} onClick={onClose}>
                <CloseIcon size={18} />
              </button>
            </span>
          </div>
        </div>
        <div className={styles.bottom}>
          {item.viewer_count !== null ? (
            <button
              type="button"
              className={styles.seenBy}
              onClick={() => setViewersOpen(true)}
              data-testid="story-seen-by"
            >
              {t('stories.seenBy', { count: item.viewer_count, formatted: formatCount(item.viewer_count, locale) })}
            </button>
          ) : (
            <StoryReply item={item} owner={reel.user} onFocusChange={setReplying} />
          )}
        </div>
      </div>
      <button type="button" className={styles.arrow} onClick={next}>
        <ChevronIcon direction="right" size={16} />
        <span className="lm-visually-hidden">{t('stories.next')}</span>
      </button>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="story" targetId={item.pk} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      {viewersOpen && (
        <Suspense fallback={null}>
          <StoryViewersDialog mediaId={item.id} onClose={() => setViewersOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

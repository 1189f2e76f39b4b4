import { useStoriesTranslation } from './messages';
import * as styles from './Stories.module.css';

/**
 * One bar per story of the reel: those before the current one full, those after empty. A photo's
 * bar fills by a CSS animation of its duration, paused with the story, whose end moves on; a
 * video's bar follows its playhead.
 */
export function StoryProgress({
  count,
  index,
  paused,
  durationMs,
  videoFraction,
  onPhotoDone,
}: {
  count: number;
  index: number;
  paused: boolean;
  /** The photo's duration; null for a video (its bar follows `videoFraction`). */
  durationMs: number | null;
  videoFraction: number;
  onPhotoDone: () => void;
}) {
  const t = useStoriesTranslation();
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('stories.progress', { index: index + 1, count })}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={index + 1}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.progressTrack}>
          {i < index && <span className={styles.progressFull} />}
          {i === index &&
            (durationMs !== null ? (
              <span
                key={`${index}-${durationMs}`}
                className={styles.progressTimed}
                style={{ animationDuration: `${durationMs}ms`, animationPlayState: paused ? 'paused' : 'running' }}
                onAnimationEnd={onPhotoDone}
                data-testid="story-timer"
              />
            ) : (
              <span
                className={styles.progressFill}
                style={{ transform: `scaleX(${Math.min(1, Math.max(0, videoFraction))})` }}
              />
            ))}
        </span>
      ))}
    </div>
  );
}

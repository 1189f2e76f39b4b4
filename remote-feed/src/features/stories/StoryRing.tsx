import { Avatar } from 'shared-contracts/ui';
import type { DrawnRing } from './ring-label';
import * as styles from './StoryRing.module.css';

/** Segments of the loading ring and how long one turn takes (docs/behaviour/stories.md#the-tray-on-screen). */
export const RING_SPINNER_SEGMENTS = 30;

/**
 * An avatar in its story ring: a warm gradient for unseen stories, green for close friends, grey
 * once seen, red for live, and a dashed ring turning while the reel opens. Decorative: the link or
 * button around it carries the name and state.
 */
export function StoryRing({ src, size, state }: { src: string; size: number; state: DrawnRing }) {
  const outer = size + 10;
  const radius = outer / 2 - 1.5;
  const circumference = 2 * Math.PI * radius;
  const segment = circumference / RING_SPINNER_SEGMENTS;
  return (
    <span className={styles.ring} style={{ width: outer, height: outer }} data-ring={state} aria-hidden="true">
      {state !== 'none' && (
        <svg className={state === 'loading' ? styles.spinner : styles.svg} width={outer} height={outer}>
          <defs>
            <linearGradient id="lm-story-ring" x1="0" y1="1" x2="1" y2="0">
              <stop offset="0%" stopColor="#feda75" />
              <stop offset="35%" stopColor="#fa7e1e" />
              <stop offset="65%" stopColor="#d62976" />
              <stop offset="100%" stopColor="#962fbf" />
            </linearGradient>
          </defs>
          <circle
            cx={outer / 2}
            cy={outer / 2}
            r={radius}
            fill="none"
            className={styles[state]}
            strokeDasharray={state === 'loading' ? `${segment * 0.6} ${segment * 0.4}` : undefined}
          />
        </svg>
      )}
      <span className={styles.avatar}>
        <Avatar src={src} size={size} />
      </span>
    </span>
  );
}

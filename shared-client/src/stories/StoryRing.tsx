import { useId, type ReactNode } from 'react';
import { Avatar } from 'shared-client';
import * as styles from './StoryRing.module.css';

/**
 * How a story ring is drawn (docs/behaviour/stories.md#the-tray-on-screen): none, a warm gradient
 * when not seen, green for close friends, grey once seen (and for highlights), red for live, and a
 * dashed turning ring while the reel opens.
 */
export type StoryRingLook = 'none' | 'unseen' | 'seen' | 'close_friends' | 'live' | 'loading';

/** Segments of the loading ring (one turn every 2 s, docs/behaviour/stories.md#the-tray-on-screen). */
export const RING_SPINNER_SEGMENTS = 30;

/**
 * A picture (an avatar or a highlight's cover) in its story ring: the one ring of the product, used
 * by the stories tray, profile headers, post headers and highlights. Decorative: the link or
 * button around it carries the account's name and the ring's state. `children` are laid over it
 * (the LIVE label).
 */
export function StoryRing({
  src,
  size,
  state,
  eager,
  alt,
  children,
}: {
  src: string;
  size: number;
  state: StoryRingLook;
  eager?: boolean;
  alt?: string;
  children?: ReactNode;
}) {
  const gradient = useId();
  // 2 px of background between picture and ring, then the ring itself (thicker round big pictures).
  const pad = size >= 100 ? 6 : 5;
  const outer = size + pad * 2;
  const radius = outer / 2 - 1.5;
  const segment = (2 * Math.PI * radius) / RING_SPINNER_SEGMENTS;
  return (
    <span className={styles.ring} style={{ width: outer, height: outer }} data-ring={state}>
      {state !== 'none' && (
        <svg
          className={state === 'loading' ? styles.spinner : styles.svg}
          width={outer}
          height={outer}
          aria-hidden="true"
        >
          <defs>
            <linearGradient id={gradient} x1="0" y1="1" x2="1" y2="0">
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
            stroke={state === 'unseen' || state === 'loading' ? `url(#${gradient})` : undefined}
            strokeDasharray={state === 'loading' ? `${segment * 0.6} ${segment * 0.4}` : undefined}
          />
        </svg>
      )}
      <span className={styles.picture}>
        <Avatar src={src} size={size} alt={alt} eager={eager} />
      </span>
      {children}
    </span>
  );
}

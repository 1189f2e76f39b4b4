import { useEffect, useRef } from 'react';
import * as styles from './ProfilePosts.module.css';

/** Distance below the viewport at which the next page is requested, so it lands before the end. */
const PREFETCH_MARGIN = '0px 0px 800px 0px';

/**
 * An invisible marker after the grid that calls `onVisible` when it nears the viewport. The screen
 * mounts it only while another page can be loaded, so each mount re-checks visibility: if a page
 * arrives and the marker is still on screen, the next one is requested at once.
 */
export function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" data-testid="posts-sentinel" />;
}

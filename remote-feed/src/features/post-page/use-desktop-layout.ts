import { useSyncExternalStore } from 'react';
import { BOTTOM_NAV_MAX_WIDTH } from 'shared-contracts';

/** From this width the post page puts the media beside the details (below it, stacked). */
export const DESKTOP_QUERY = `(min-width: ${BOTTOM_NAV_MAX_WIDTH + 1}px)`;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isDesktop = (): boolean => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * Whether the post page uses its desktop layout. The two layouts order their parts differently
 * (comments between header and actions on desktop, after the caption on mobile), so this is a
 * render choice, not only CSS.
 */
export function useDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}

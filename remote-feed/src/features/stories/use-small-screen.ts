import { useSyncExternalStore } from 'react';
import { BOTTOM_NAV_MAX_WIDTH } from 'shared-contracts';

/** Below this width the stories viewer shows one reel, full screen, without previews. */
export const SMALL_SCREEN_QUERY = `(max-width: ${BOTTOM_NAV_MAX_WIDTH}px)`;

/** Whether the screen is small now. */
export function isSmallScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SMALL_SCREEN_QUERY).matches
    : false;
}

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is small, following changes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreen, () => false);
}

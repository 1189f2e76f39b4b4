import { useSyncExternalStore } from 'react';
import { BOTTOM_NAV_MAX_WIDTH } from 'shared-contracts';

const COMPACT_QUERY = `(max-width: ${BOTTOM_NAV_MAX_WIDTH}px)`;

function compactMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(COMPACT_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const media = compactMedia();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

const isCompact = (): boolean => compactMedia()?.matches ?? false;

/**
 * Whether the window is below 768 px (the mobile layout). Read synchronously on first render, so
 * the avatar has its final size from the start instead of jumping after an effect.
 */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}

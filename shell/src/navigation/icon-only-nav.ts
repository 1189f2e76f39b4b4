import { useSyncExternalStore } from 'react';
import { BOTTOM_NAV_MAX_WIDTH, NAV_LABELS_MIN_WIDTH } from 'shared-contracts';

// From 768 to 1263 px the left nav shows icons only, so its entries get tooltips
// (docs/behaviour/shell-chrome.md#tooltips).
const QUERY = `(min-width: ${BOTTOM_NAV_MAX_WIDTH + 1}px) and (max-width: ${NAV_LABELS_MIN_WIDTH - 1}px)`;

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the left nav is showing icons without labels now. */
export function useIconOnlyNav(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}

import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 767px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
}

/** Whether the page has the phone layout (below 768 px), following the window as it resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = query();
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => query()?.matches ?? false,
  );
}

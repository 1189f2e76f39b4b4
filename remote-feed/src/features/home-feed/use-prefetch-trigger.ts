import { useEffect, useRef } from 'react';

/**
 * Returns a ref for the item `buffer` places before the end of the list; when it scrolls into
 * view, `onTrigger` runs, so the next page arrives before the reader reaches the end.
 */
export function usePrefetchTrigger(onTrigger: () => void, deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onTrigger);
  latest.current = onTrigger;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-observe when the list changes
  }, deps);
  return ref;
}

import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Returns a ref for the item `buffer` places before the end of the list; when it scrolls into
 * view, `onTrigger` runs, so the next page arrives before the reader reaches the end. `key`
 * changes whenever the observed element may have changed (the list grew, loading ended).
 */
export function usePrefetchTrigger(onTrigger: () => void, key: string) {
  const ref = useRef<HTMLDivElement | null>(null);
  const trigger = useEffectEvent(onTrigger);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The root box reaches far above the viewport, so the trigger also counts once it has been
    // scrolled past (a fast scroll can jump over it without it ever being on screen).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) trigger();
      },
      { rootMargin: '1000000px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

import { useEffect, useRef, type PointerEvent } from 'react';
import { DOUBLE_TAP_MS, isDoubleTap, isTap, type Tap } from './tap-gesture';

/** Presses on these never count as taps on the media (buttons, links, the overlay's controls). */
const INTERACTIVE = 'button, a, input, video, [data-no-tap]';

/**
 * Single and double taps (or clicks) on the media. A double tap fires at once; a single tap
 * waits until no second tap can follow. Drags (carousel swipes) and presses on controls are not taps.
 */
export function useTapGestures({ onSingleTap, onDoubleTap }: { onSingleTap?: () => void; onDoubleTap?: () => void }) {
  const down = useRef<{ x: number; y: number } | null>(null);
  const last = useRef<Tap | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const handlers = useRef({ onSingleTap, onDoubleTap });
  useEffect(() => {
    handlers.current = { onSingleTap, onDoubleTap };
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const target = event.target as Element;
      down.current = event.isPrimary && !target.closest(INTERACTIVE) ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = down.current;
      down.current = null;
      if (!start || !isTap(start, { x: event.clientX, y: event.clientY })) return;
      const tap: Tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
      window.clearTimeout(timer.current);
      if (isDoubleTap(last.current, tap)) {
        last.current = null;
        handlers.current.onDoubleTap?.();
        return;
      }
      last.current = tap;
      if (handlers.current.onSingleTap) {
        timer.current = window.setTimeout(() => handlers.current.onSingleTap?.(), DOUBLE_TAP_MS);
      }
    },
    onPointerCancel() {
      down.current = null;
    },
  };
}

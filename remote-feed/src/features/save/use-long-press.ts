import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a press must last to count as a long press (ms). */
export const LONG_PRESS_MS = 500;

/**
 * Long press (touch or mouse) and the context menu both call `onLongPress`; the click that ends a
 * long press is swallowed so it does not also act as a tap. `wasLongPress()` tells the click
 * handler whether to ignore the click.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = (): void => window.clearTimeout(timer.current);
  return {
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        fired.current = false;
        cancel();
        timer.current = window.setTimeout(() => {
          fired.current = true;
          callback.current();
        }, LONG_PRESS_MS);
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onContextMenu(event: MouseEvent<HTMLElement>) {
        event.preventDefault();
        cancel();
        fired.current = true;
        callback.current();
      },
    },
    /** True once per long press: the click after it should be ignored. */
    wasLongPress(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}

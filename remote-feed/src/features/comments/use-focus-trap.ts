import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * Modal keyboard behaviour: on mount the focus moves into the container (its `[data-autofocus]`
 * element, else its first control, else itself); Tab cycles inside; Escape calls `onEscape`; on
 * unmount the focus goes to `returnFocus` when given, else back to what had it before. The explicit
 * target matters when the opener was disabled meanwhile (the composer's Post button while sending).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  { onEscape, returnFocus }: { onEscape?: () => void; returnFocus?: RefObject<HTMLElement | null> } = {},
): void {
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = container.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(container)[0] ?? container;
    target.focus();
    const handleKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    const returnTarget = returnFocus;
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      const destination = returnTarget?.current ?? previous;
      if (destination?.isConnected) destination.focus();
    };
  }, [ref, returnFocus]);
}

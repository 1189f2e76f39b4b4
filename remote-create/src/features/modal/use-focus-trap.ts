import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"]):not([hidden])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * Modal keyboard behaviour for a dialog: on mount, focus moves to its `[data-autofocus]` element
 * (else its first control, else the dialog itself) and returns on unmount to what had it (unless
 * another dialog has taken it meanwhile); while
 * `active`, Tab cycles inside the dialog and Escape calls `onEscape`. A nested dialog sets the
 * outer one inactive so only the top one answers keys.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  { active = true, onEscape }: { active?: boolean; onEscape?: () => void } = {},
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
    return () => {
      // Only when the focus went down with this dialog: not if a dialog mounted since has taken it.
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || container.contains(focused);
      if (lost && previous?.isConnected) previous.focus();
    };
  }, [ref]);

  useEffect(() => {
    if (!active) return undefined;
    const handleKeyDown = (event: KeyboardEvent): void => {
      const container = ref.current;
      if (!container) return;
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
      } else if (event.shiftKey && (current === first || current === container || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [ref, active]);
}

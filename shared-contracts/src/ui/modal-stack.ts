import { useSyncExternalStore } from 'react';

// The kit's open modal dialogs, bottom to top. Anything floating (a menu, a tooltip, the shell's
// toasts) must render inside the top one: a modal <dialog> makes the rest of the page inert, so
// outside it they would be unreachable by keyboard and hidden from screen readers.
const stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records a dialog as the top one while it is open. */
export function pushModal(dialog: HTMLDialogElement): () => void {
  stack.push(dialog);
  notify();
  return () => {
    const index = stack.lastIndexOf(dialog);
    if (index >= 0) stack.splice(index, 1);
    notify();
  };
}

/** The top open dialog, or null. */
export function topModal(): HTMLDialogElement | null {
  return stack[stack.length - 1] ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where floating UI should be portalled: the top open modal dialog, else the body. Re-renders when
 * a dialog opens or closes.
 */
export function useModalHost(): HTMLElement {
  const top = useSyncExternalStore(subscribe, topModal, () => null);
  return top ?? document.body;
}

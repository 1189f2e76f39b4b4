import { createValueStore } from '../state/value-store.js';
import { useValueStore } from '../state/use-value-store.js';

// The kit's open modal dialogs, bottom to top. Anything floating (a menu, a tooltip, the shell's
// toasts) must render inside the top one: a modal <dialog> makes the rest of the page inert, so
// outside it they would be unreachable by keyboard and hidden from screen readers.
const stack = createValueStore<readonly HTMLDialogElement[]>([]);

// Who opened each dialog, kept after it closes: when dialogs close together (a confirmation and
// the modal it was opened from), focus must go back past both, to the control outside.
const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

/** Remembers the element that had focus when a dialog opened. */
export function recordOpener(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  openers.set(dialog, opener);
}

/**
 * The element that opened the top open dialog. A dialog that opens while focus is nowhere (a step
 * of a flow replacing the previous step's dialog) takes it as its own opener.
 */
export function topModalOpener(): HTMLElement | null {
  const top = topModal();
  return top ? (openers.get(top) ?? null) : null;
}

/**
 * Where focus should return: `target`, or when it can no longer take focus (gone, or inside a
 * dialog that closed meanwhile), the opener of that dialog, and so on outwards.
 */
export function focusReturnTarget(target: HTMLElement | null): HTMLElement | null {
  let candidate = target;
  for (let depth = 0; candidate && depth < 10; depth += 1) {
    const closedDialog = candidate.closest('dialog:not([open])');
    if (candidate.isConnected && !closedDialog) return candidate;
    candidate = closedDialog instanceof HTMLDialogElement ? (openers.get(closedDialog) ?? null) : null;
  }
  return null;
}

/** Records a dialog as the top one while it is open. */
export function pushModal(dialog: HTMLDialogElement): () => void {
  stack.update((dialogs) => [...dialogs, dialog]);
  return () => {
    stack.update((dialogs) => {
      const index = dialogs.lastIndexOf(dialog);
      return index >= 0 ? [...dialogs.slice(0, index), ...dialogs.slice(index + 1)] : dialogs;
    });
  };
}

const topOf = (dialogs: readonly HTMLDialogElement[]): HTMLDialogElement | null => dialogs[dialogs.length - 1] ?? null;

/** The top open dialog, or null. */
export function topModal(): HTMLDialogElement | null {
  return topOf(stack.getValue());
}

/**
 * Where floating UI should be portalled: the top open modal dialog, else the body. Re-renders when
 * a dialog opens or closes.
 */
export function useModalHost(): HTMLElement {
  return useValueStore(stack, topOf) ?? globalThis.document?.body;
}

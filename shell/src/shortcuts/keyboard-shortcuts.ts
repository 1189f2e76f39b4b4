import { profilePath, type PostShortcutAction } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';

// The global keyboard shortcuts (docs/behaviour/shell-chrome.md#keyboard-shortcuts). The listener
// is here, in the shell's first load; the list of them is a dialog loaded on first use.

const POST_KEYS: Readonly<Record<string, PostShortcutAction>> = {
  j: 'next',
  k: 'previous',
  l: 'like',
  s: 'save',
  c: 'comment',
};

/** How long after g the second key of "g then h" or "g then p" may come. */
export const SECOND_KEY_WINDOW_MS = 1500;

/** What the shortcuts do that needs the page: the list's dialog, and moving to another page. */
export interface ShortcutTargets {
  toggleList(): void;
  navigate(path: string): void;
}

/** Whether a key typed on this element is text being written (never a shortcut then). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

/** Listens on the document for the shortcuts of a logged-in page; answers the way to stop. */
export function listenForShortcuts(targets: ShortcutTargets, now: () => number = Date.now): () => void {
  let gPressedAt = -Infinity;
  const handleKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.metaKey || isTyping(event.target)) return;
    const viewer = sessionStore.getState().viewer;
    if (!viewer) return;
    const key = event.key;
    // ? and Ctrl+/ open and close the list, even over another dialog.
    if ((key === '?' && !event.ctrlKey) || (event.ctrlKey && (key === '/' || event.code === 'Slash'))) {
      event.preventDefault();
      targets.toggleList();
      return;
    }
    // The rest act on the page, not behind a dialog (Escape closes the dialog itself).
    if (event.ctrlKey || document.querySelector('dialog[open]')) return;
    const afterG = now() - gPressedAt <= SECOND_KEY_WINDOW_MS;
    gPressedAt = -Infinity;
    if (afterG && (key === 'h' || key === 'p')) {
      targets.navigate(key === 'h' ? '/' : profilePath(viewer.username));
    } else if (key === 'g') {
      gPressedAt = now();
    } else if (POST_KEYS[key]) {
      eventBus.emit('post-shortcut-requested', { action: POST_KEYS[key] });
    } else if (key === 'n') {
      eventBus.emit('create-requested', { mode: 'POST' });
    } else if (key === '/') {
      // The search entry of whichever nav is showing: the panel on a desktop, the page on a phone.
      const entries = document.querySelectorAll<HTMLElement>('[data-nav="search"]');
      const visible = Array.from(entries).find((entry) => entry.getClientRects().length > 0) ?? entries[0];
      if (!visible) return;
      visible.click();
    } else {
      return;
    }
    event.preventDefault();
  };
  document.addEventListener('keydown', handleKeyDown);
  return () => document.removeEventListener('keydown', handleKeyDown);
}

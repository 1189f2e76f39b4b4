import { useEffect } from 'react';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';

const CARD = '[data-testid="post-card"]';
const BUTTONS = { like: 'like-button', save: 'save-button', comment: 'comment-button' } as const;

/** Whether a card is at least partly inside the window. */
function inView(card: HTMLElement): boolean {
  const { top, bottom } = card.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/** Where the shortcuts act: the posts of the screen, and whether j and k move between them. */
export interface PostShortcutOptions {
  /** A selector of the screen's posts (each holding its like, save and comment buttons). */
  posts?: string;
  /** j and k move to the next or previous post; false where the screen shows one post. */
  moves?: boolean;
}

/**
 * A screen's part of the keyboard shortcuts (docs/behaviour/shell-chrome.md#keyboard-shortcuts):
 * the shell sends j/k/l/s/c over the bus; here they act on the current post: the one j or k last
 * moved to while it is still on screen, else the first one in view. The home feed's posts are its
 * cards; the post page passes its one article and no moves.
 */
export function usePostShortcuts({ posts = CARD, moves = true }: PostShortcutOptions = {}): void {
  useEffect(() => {
    let current: HTMLElement | null = null;
    const handle = ({ action }: AppEvents['post-shortcut-requested']): void => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>(posts));
      const card = current?.isConnected && inView(current) ? current : (cards.find(inView) ?? cards[0]);
      if (!card) return;
      if (action === 'next' || action === 'previous') {
        if (!moves) return;
        const index = cards.indexOf(card);
        // The first press goes to the current post itself when it is not yet at the top.
        const atTop = current === card || Math.abs(card.getBoundingClientRect().top) < 2;
        const step = atTop ? (action === 'next' ? 1 : -1) : action === 'next' ? 0 : -1;
        const target = cards[Math.min(Math.max(index + step, 0), cards.length - 1)] ?? card;
        current = target;
        target.tabIndex = -1;
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
        return;
      }
      card.querySelector<HTMLElement>(`[data-testid="${BUTTONS[action]}"]`)?.click();
    };
    eventBus.on('post-shortcut-requested', handle);
    return () => eventBus.off('post-shortcut-requested', handle);
  }, [posts, moves]);
}

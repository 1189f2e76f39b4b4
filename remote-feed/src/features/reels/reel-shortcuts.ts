import { useEffect, type RefObject } from 'react';
import { type AppEvents } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';

const BUTTONS = { like: 'like-button', save: 'save-button', comment: 'comment-button' } as const;

/**
 * The reels feed's part of the keyboard shortcuts (docs/behaviour/shell-chrome.md#keyboard-shortcuts):
 * j and k move one reel like ArrowDown and ArrowUp; l, s and c act on the reel on screen.
 */
export function useReelShortcuts(
  feed: RefObject<HTMLElement | null>,
  current: number,
  count: number,
  goTo: (index: number) => void,
): void {
  // Subscribed again when the reel on screen changes, like the arrow keys' listener.
  useEffect(() => {
    const handle = ({ action }: AppEvents['post-shortcut-requested']): void => {
      if (action === 'next' || action === 'previous') {
        const next = current + (action === 'next' ? 1 : -1);
        if (next >= 0 && next < count) goTo(next);
        return;
      }
      const reel = feed.current?.querySelectorAll<HTMLElement>('[data-testid="reel"]')[current];
      reel?.querySelector<HTMLElement>(`[data-testid="${BUTTONS[action]}"]`)?.click();
    };
    eventBus.on('post-shortcut-requested', handle);
    return () => eventBus.off('post-shortcut-requested', handle);
  }, [feed, current, count, goTo]);
}

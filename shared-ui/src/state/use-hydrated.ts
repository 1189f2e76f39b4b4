import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while React hydrates the server's markup, true in every render after:
 * what draws into a portal or depends on the window waits for it, so the browser's first render
 * matches the server's (docs/performance.md#the-first-screen-is-rendered-on-the-server). A page
 * rendered in the browser alone sees true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

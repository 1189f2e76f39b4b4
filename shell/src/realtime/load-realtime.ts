import type { SessionStore } from 'shared-client';

/**
 * Loads the realtime socket's code (its own chunk) the first time someone is logged in, so a
 * visitor's first load carries none of it (docs/behaviour/direct.md#real-time). From then on the
 * connection follows the session itself: it closes on logout and opens for the next login.
 */
export function loadRealtimeWhenLoggedIn(
  session: SessionStore,
  load: () => Promise<{ startRealtime(): unknown }> = () => import('./start-realtime'),
): void {
  let started = false;
  let unsubscribe: (() => void) | null = null;
  const check = (): void => {
    if (started || session.getState().status !== 'authenticated') return;
    started = true;
    unsubscribe?.();
    load().then(
      (module) => module.startRealtime(),
      (error: unknown) => console.error('[shell] the realtime socket could not load', error),
    );
  };
  unsubscribe = session.subscribe(check);
  if (started) unsubscribe();
  check();
}

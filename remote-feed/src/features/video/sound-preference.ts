import { useSyncExternalStore } from 'react';

/**
 * Whether the viewer asked for sound, shared by every player on the page: turning it on in one
 * reel keeps it on for the next (docs/behaviour/video-player.md#sound). Videos start muted until then.
 */
let soundOn = false;
const listeners = new Set<() => void>();

/** Sets the preference for every player. */
export function setSoundOn(next: boolean): void {
  if (next === soundOn) return;
  soundOn = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared preference. */
export function useSoundOn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => soundOn,
    () => false,
  );
}

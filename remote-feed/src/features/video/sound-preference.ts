import { createValueStore, useValueStore } from 'shared-ui';

/**
 * Whether the viewer asked for sound, shared by every player on the page: turning it on in one
 * reel keeps it on for the next (docs/behaviour/video-player.md#sound). Videos start muted until then.
 */
const soundOn = createValueStore(false);

/** Sets the preference for every player. */
export function setSoundOn(next: boolean): void {
  soundOn.setValue(next);
}

/** The shared preference. */
export function useSoundOn(): boolean {
  return useValueStore(soundOn);
}

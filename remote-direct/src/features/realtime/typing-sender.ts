import { useEffect, useMemo } from 'react';

/** While typing, "still typing" goes out at most this often. */
export const TYPING_REFRESH_MS = 3000;
/** No key for this long counts as stopped. */
export const TYPING_IDLE_MS = 5000;

/** Where typing announcements go (the shell's socket, through the bus). */
export type TypingSink = (threadId: string, active: boolean) => void;

/**
 * Throttles typing announcements for one thread: "started" at once, repeated at most every
 * TYPING_REFRESH_MS while keys come, and "stopped" once on an explicit stop or after
 * TYPING_IDLE_MS without a key (docs/behaviour/direct.md#typing).
 */
export function createTypingAnnouncer(threadId: string, sink: TypingSink, now: () => number = Date.now) {
  let lastSent = -Infinity;
  let active = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(idle);
    if (!active) return;
    active = false;
    lastSent = -Infinity;
    sink(threadId, false);
  };
  return {
    announce(typing: boolean) {
      if (!typing) return stop();
      clearTimeout(idle);
      idle = setTimeout(stop, TYPING_IDLE_MS);
      if (active && now() - lastSent < TYPING_REFRESH_MS) return;
      active = true;
      lastSent = now();
      sink(threadId, true);
    },
    dispose: stop,
  };
}

let sink: TypingSink = () => undefined;

/** Sets where typing announcements go (the realtime link does this when it starts). */
export function setTypingSink(next: TypingSink): void {
  sink = next;
}

/** `announce(typing)` for the composer of a thread; stops on unmount. */
export function useTypingAnnouncer(threadId: string): (typing: boolean) => void {
  const announcer = useMemo(() => createTypingAnnouncer(threadId, (id, active) => sink(id, active)), [threadId]);
  useEffect(() => () => announcer.dispose(), [announcer]);
  return announcer.announce;
}

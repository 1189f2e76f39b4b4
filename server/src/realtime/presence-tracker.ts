/**
 * Counts each user's open sockets on this instance: the first one makes them active, closing the
 * last one makes them inactive (docs/behaviour/direct.md#real-time). `announce` publishes the
 * change to whoever may see it.
 */
export interface PresenceTracker {
  opened(userId: number): void;
  closed(userId: number): void;
  /** The users holding at least one socket here. */
  activeUsers(): number[];
}

export function createPresenceTracker(
  announce: (userId: number, isActive: boolean, lastActivityAt: number) => void,
): PresenceTracker {
  const open = new Map<number, number>();
  return {
    opened(userId) {
      const count = (open.get(userId) ?? 0) + 1;
      open.set(userId, count);
      if (count === 1) announce(userId, true, Date.now());
    },
    closed(userId) {
      const count = (open.get(userId) ?? 0) - 1;
      if (count > 0) {
        open.set(userId, count);
        return;
      }
      open.delete(userId);
      announce(userId, false, Date.now());
    },
    activeUsers: () => [...open.keys()],
  };
}

import type { RealtimeServerEvent } from 'shared-contracts';
import { createTypingThrottle } from './typing-throttle.js';

/** Receives the events addressed to one user (one per open socket). */
export type RealtimeListener = (event: RealtimeServerEvent) => void;

/**
 * Delivers realtime events to the sockets of given users, on this instance and (with PostgreSQL)
 * on every other instance sharing the database (docs/behaviour/direct.md#real-time). Domain code
 * calls `publish` after its transaction commits; it never waits for delivery.
 */
export interface RealtimeHub {
  publish(userIds: readonly number[], event: RealtimeServerEvent): void;
  /** Register a socket's listener; returns the unsubscribe function. */
  subscribe(userId: number, listener: RealtimeListener): () => void;
  /**
   * Tells every socket of a user, on every instance: 'logged-out' makes each re-check its session
   * at once and close if that session ended (so one device's logout leaves the others open);
   * 'blocked' closes them, and the clients reconnect authorised afresh.
   */
  disconnectUser(userId: number, reason: 'logged-out' | 'blocked'): void;
  close(): Promise<void>;
}

/** The in-process hub: enough for one instance (SQLite, tests), and the local half of the PostgreSQL one. */
export interface LocalRealtimeHub extends RealtimeHub {
  /** Closes every socket (they reconnect and catch up): after this instance may have missed events. */
  closeAll(): void;
}

/**
 * `now` is the clock of the typing cap: every typing event reaching this instance's sockets,
 * published here or by another instance, passes it (docs/behaviour/direct.md#who-hears-what).
 */
export function createLocalRealtimeHub(options: { now?: () => number } = {}): LocalRealtimeHub {
  const listeners = new Map<number, Set<RealtimeListener>>();
  const typingAllowed = createTypingThrottle(options.now);
  return {
    publish(userIds, event) {
      // Ephemeral: an excess typing event is dropped for everyone, silently.
      if (event.type === 'direct-typing' && !typingAllowed(event.userId, event.threadId)) return;
      for (const userId of new Set(userIds)) {
        for (const listener of listeners.get(userId) ?? []) listener(event);
      }
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<RealtimeListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    disconnectUser(userId, reason) {
      for (const listener of listeners.get(userId) ?? []) listener({ type: 'closing', reason });
    },
    closeAll() {
      for (const set of listeners.values())
        for (const listener of set) listener({ type: 'closing', reason: 'shutdown' });
    },
    async close() {
      listeners.clear();
    },
  };
}

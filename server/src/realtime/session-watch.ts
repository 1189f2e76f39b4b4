import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Notices, within SESSION_CHECK_INTERVAL_MS, that a socket's session ended elsewhere (a logout in
 * another tab, an account deletion, an expiry) on any instance: one query per interval for all of
 * this instance's sockets, not one per socket (docs/behaviour/direct.md#real-time).
 */
export const SESSION_CHECK_INTERVAL_MS = 2000;
/** Session hashes asked about per query (bounded `in` lists). */
const CHUNK = 500;

export interface SessionWatch {
  /** Watch a session; `onEnded` runs once when it no longer exists or expired. Returns the unwatch. */
  watch(tokenHash: string, onEnded: () => void): () => void;
  /** Checks every watched session now (after a logout on this instance, so it closes at once). */
  checkNow(): Promise<void>;
  stop(): void;
}

export function createSessionWatch(db: Kysely<DB>, intervalMs = SESSION_CHECK_INTERVAL_MS): SessionWatch {
  const watchers = new Map<string, Set<() => void>>();
  let running: Promise<void> | null = null;

  const check = async (): Promise<void> => {
    const hashes = [...watchers.keys()];
    const now = Date.now();
    for (let i = 0; i < hashes.length; i += CHUNK) {
      const chunk = hashes.slice(i, i + CHUNK);
      const alive = await db
        .selectFrom('sessions')
        .select('token_hash')
        .where('token_hash', 'in', chunk)
        .where('expires_at', '>', now)
        .execute();
      const aliveSet = new Set(alive.map((r) => r.token_hash));
      for (const hash of chunk) {
        if (aliveSet.has(hash)) continue;
        const ended = watchers.get(hash);
        watchers.delete(hash);
        for (const onEnded of ended ?? []) onEnded();
      }
    }
  };
  const checkNow = (): Promise<void> => {
    running ??= check()
      .catch(() => {
        // A failed check (database busy, closing) is retried at the next interval.
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (watchers.size > 0) void checkNow();
  }, intervalMs);
  timer.unref();

  return {
    watch(tokenHash, onEnded) {
      const set = watchers.get(tokenHash) ?? new Set();
      set.add(onEnded);
      watchers.set(tokenHash, set);
      return () => {
        set.delete(onEnded);
        if (set.size === 0 && watchers.get(tokenHash) === set) watchers.delete(tokenHash);
      };
    },
    checkNow,
    stop() {
      clearInterval(timer);
      watchers.clear();
    },
  };
}

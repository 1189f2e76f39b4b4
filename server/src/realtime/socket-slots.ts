/**
 * How many realtime sockets one login may hold (docs/behaviour/direct.md#opening-the-socket): a
 * tab holds one, so these leave room for many tabs and devices while keeping one session, or one
 * account across its sessions, from pinning thousands of connections and their listeners.
 */
export const MAX_SOCKETS_PER_SESSION = 50;
export const MAX_SOCKETS_PER_ACCOUNT = 100;

/**
 * Counts the open sockets of each session and account on this server instance, in memory: behind
 * several instances an account may hold up to the cap on each, which still bounds what one
 * instance carries.
 */
export interface SocketSlots {
  /** Takes a slot for a new socket; answers its release (call once, when the socket closes), or null when a cap is reached. */
  take(userId: number, sessionKey: string): (() => void) | null;
}

export function createSocketSlots(
  limits = { perSession: MAX_SOCKETS_PER_SESSION, perAccount: MAX_SOCKETS_PER_ACCOUNT },
): SocketSlots {
  const bySession = new Map<string, number>();
  const byAccount = new Map<number, number>();
  const add = <K>(counts: Map<K, number>, key: K, delta: number): void => {
    const count = (counts.get(key) ?? 0) + delta;
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
  };
  return {
    take(userId, sessionKey) {
      if ((bySession.get(sessionKey) ?? 0) >= limits.perSession) return null;
      if ((byAccount.get(userId) ?? 0) >= limits.perAccount) return null;
      add(bySession, sessionKey, 1);
      add(byAccount, userId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(bySession, sessionKey, -1);
        add(byAccount, userId, -1);
      };
    },
  };
}

/** The first wait before reconnecting, and the longest (docs/behaviour/direct.md#real-time). */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from
 * BACKOFF_BASE_MS up to BACKOFF_MAX_MS, and a random half of it ("equal jitter"), so tabs that
 * lost one server together do not all come back at the same instant. `random` is in [0, 1).
 */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

import type { DirectPresence } from 'shared-contracts';

/** What the thread header says about the other person's activity (docs/behaviour/direct.md#presence). */
export type PresenceLabel =
  { kind: 'hidden' } | { kind: 'now' } | { kind: 'ago'; unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
/** Activity within this long counts as now. */
const ACTIVE_WINDOW_MS = 2 * MINUTE;
/** Older activity is not shown at all. */
const SHOWN_FOR_MS = 7 * 24 * 60 * MINUTE;

/** Reads presence into a label; absent presence (hidden from the viewer, or unknown) shows nothing. */
export function presenceLabel(presence: DirectPresence | undefined, nowMs: number): PresenceLabel {
  if (!presence) return { kind: 'hidden' };
  const ago = Math.max(0, nowMs - presence.last_activity_at_ms);
  if (presence.is_active || ago < ACTIVE_WINDOW_MS) return { kind: 'now' };
  if (ago >= SHOWN_FOR_MS) return { kind: 'hidden' };
  const minutes = Math.floor(ago / MINUTE);
  if (minutes < 60) return { kind: 'ago', unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'ago', unit: 'hours', count: hours };
  return { kind: 'ago', unit: 'days', count: Math.floor(hours / 24) };
}

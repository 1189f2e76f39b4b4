import { isOverVisitorLimit, type VisitorSurface } from 'shared-contracts';
import { recordVisitorImpression } from 'shared-client';

/**
 * A visitor's counts: the browser's own (in localStorage, so the wall shows without a round trip)
 * and the server's, which decides (docs/behaviour/logged-out.md#impression-limits).
 */

const STORAGE_PREFIX = 'lumen.visitor.seen.';

/** Where the browser keeps its own count; a stand-in for tests. */
export interface CountStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readCount(storage: CountStorage | null, surface: VisitorSurface): number {
  const value = Number(storage?.getItem(STORAGE_PREFIX + surface) ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function writeCount(storage: CountStorage | null, surface: VisitorSurface, seen: number): void {
  try {
    storage?.setItem(STORAGE_PREFIX + surface, String(seen));
  } catch {
    // Storage full or refused: the server's count still decides.
  }
}

/** The browser's storage, or null where it is unavailable (privacy modes). */
export function browserStorage(): CountStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** An impression's outcome as far as it is known. */
export interface ImpressionOutcome {
  /** The browser's own count already walls it (known at once). */
  walledLocally: boolean;
  /** The server's decision; the local one when the server could not be asked. */
  walled: Promise<boolean>;
}

/** Counts one impression of `surface` in the browser and on the server. */
export function countImpression(
  surface: VisitorSurface,
  storage: CountStorage | null = browserStorage(),
  record: typeof recordVisitorImpression = recordVisitorImpression,
): ImpressionOutcome {
  const local = readCount(storage, surface) + 1;
  writeCount(storage, surface, local);
  const walledLocally = isOverVisitorLimit(surface, local);
  const walled = record(surface).then(
    (answer) => {
      // The server's count is the truth: a browser that forgot its own catches up.
      if (answer.seen > readCount(storage, surface)) writeCount(storage, surface, answer.seen);
      return answer.walled || (answer.seen > 0 && walledLocally);
    },
    () => walledLocally,
  );
  return { walledLocally, walled };
}

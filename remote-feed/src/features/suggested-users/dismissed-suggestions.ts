import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'lumen.feed.dismissedSuggestions';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage can be disabled; dismissals then last for the page only
  }
}

/**
 * Suggested accounts the viewer dismissed, remembered for the browser session (besides the
 * server's own memory), so a dismissed account never comes back in this session's feed pages.
 */
export class DismissedSuggestions {
  private readonly ids: Set<string>;
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull()) {
    let stored: unknown = [];
    try {
      stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    } catch {
      stored = [];
    }
    this.ids = new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  }

  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a user was dismissed. */
  has(userId: string): boolean {
    return this.ids.has(userId);
  }

  /** Remembers a dismissal. */
  add(userId: string): void {
    if (this.ids.has(userId)) return;
    this.ids.add(userId);
    this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.ids]));
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The remote's dismissals for this browser session. */
export const dismissedSuggestions = new DismissedSuggestions();

/** Re-renders when a suggestion is dismissed; returns the membership test. */
export function useDismissedSuggestions(): (userId: string) => boolean {
  useSyncExternalStore(
    dismissedSuggestions.subscribe,
    dismissedSuggestions.getVersion,
    dismissedSuggestions.getVersion,
  );
  return (userId) => dismissedSuggestions.has(userId);
}

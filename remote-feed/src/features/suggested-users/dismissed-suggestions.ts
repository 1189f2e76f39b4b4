import {
  createStoredValueStore,
  useValueStore,
  type ReadonlyValueStore,
  type ValueStorage,
  type ValueStore,
} from 'shared-ui';

const STORAGE_KEY = 'lumen.feed.dismissedSuggestions';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage can be disabled; dismissals then last for the page only
  }
}

/** The dismissed ids a stored text holds; anything malformed counts as none. */
function readIds(stored: string): ReadonlySet<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return new Set();
  }
  return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
}

/**
 * Suggested accounts the viewer dismissed, remembered for the browser session (besides the
 * server's own memory), so a dismissed account never comes back in this session's feed pages.
 */
export class DismissedSuggestions {
  private readonly store: ValueStore<ReadonlySet<string>>;
  /** The dismissed ids to read and follow; they change only through `add`. */
  readonly ids: ReadonlyValueStore<ReadonlySet<string>>;

  constructor(storage: ValueStorage | null = sessionStorageOrNull()) {
    this.ids = this.store = createStoredValueStore({
      storage,
      key: STORAGE_KEY,
      read: readIds,
      write: (ids) => JSON.stringify([...ids]),
      fallback: () => new Set<string>(),
    });
  }

  /** Whether a user was dismissed. */
  has(userId: string): boolean {
    return this.store.getValue().has(userId);
  }

  /** Remembers a dismissal. */
  add(userId: string): void {
    this.store.update((ids) => (ids.has(userId) ? ids : new Set([...ids, userId])));
  }
}

/** The remote's dismissals for this browser session. */
export const dismissedSuggestions = new DismissedSuggestions();

/** Re-renders when a suggestion is dismissed; returns the membership test. */
export function useDismissedSuggestions(): (userId: string) => boolean {
  const ids = useValueStore(dismissedSuggestions.ids);
  return (userId) => ids.has(userId);
}

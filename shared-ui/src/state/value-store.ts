/**
 * One current value and the listeners told when it changes: the one store primitive of the client
 * packages (docs/architecture.md#shared-packages). The session and locale stores and every
 * remote's and the shell's page-lifetime state hold their value in it, instead of each keeping a
 * listener set of its own. Listeners run synchronously, in subscription order.
 */
export interface ValueStore<T> extends ReadonlyValueStore<T> {
  /** Replaces the value; the same value again (Object.is) changes nothing and tells no one. */
  setValue(value: T): void;
  /** Replaces the value with what `change` makes of the current one. */
  update(change: (current: T) => T): void;
}

/** The reading half of a value store, for a store that changes only through its owner's methods. */
export interface ReadonlyValueStore<T> {
  getValue(): T;
  subscribe(listener: (value: T) => void): () => void;
}

/** Creates a store holding `initial`. */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  const setValue = (value: T): void => {
    // React ignores an unchanged snapshot anyway; skipping here spares listeners outside React.
    if (Object.is(value, current)) return;
    current = value;
    // A copy: a listener that unsubscribes (or subscribes another) must not disturb this round.
    for (const listener of [...listeners]) listener(value);
  };
  return {
    getValue: () => current,
    setValue,
    update: (change) => setValue(change(current)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

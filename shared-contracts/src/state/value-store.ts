/**
 * One current value and the listeners told when it changes. The session and locale stores hold
 * their state in it: it is all they need of an observable, without a stream library
 * (docs/architecture.md#shared-contracts). Listeners run synchronously, in subscription order.
 */
export interface ValueStore<T> {
  getValue(): T;
  setValue(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    getValue: () => current,
    setValue(value) {
      current = value;
      // A copy: a listener that unsubscribes (or subscribes another) must not disturb this round.
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

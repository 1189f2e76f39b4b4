import { createValueStore, type ValueStore } from './value-store.js';

/** The part of Web Storage a stored value needs (tests pass an object of their own). */
export type ValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where and how a value store keeps its value between pages. */
export interface StoredValueOptions<T> {
  /** null when storage is unavailable (disabled by the browser): the value then lasts for the page. */
  storage: ValueStorage | null;
  key: string;
  /** The value a stored text stands for, or null when it is unreadable (then `fallback` is used). */
  read(stored: string): T | null;
  write(value: T): string;
  /** The value when nothing readable is stored. */
  fallback(): T;
}

/**
 * A value store that starts from what `storage` holds under `key` and writes every new value there
 * before telling its listeners. The locale choice and the dismissed suggestions persist this way.
 */
export function createStoredValueStore<T>(options: StoredValueOptions<T>): ValueStore<T> {
  const { storage, key } = options;
  const stored = storage?.getItem(key) ?? null;
  const store = createValueStore<T>((stored === null ? null : options.read(stored)) ?? options.fallback());
  const setValue = (value: T): void => {
    if (Object.is(value, store.getValue())) return;
    storage?.setItem(key, options.write(value));
    store.setValue(value);
  };
  return {
    getValue: store.getValue,
    setValue,
    update: (change) => setValue(change(store.getValue())),
    subscribe: store.subscribe,
  };
}

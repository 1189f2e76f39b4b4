import { useSyncExternalStore } from 'react';
import type { ReadonlyValueStore } from './value-store.js';

/** The store's value, re-rendering when it changes. */
export function useValueStore<T>(store: ReadonlyValueStore<T>): T;
/**
 * What `select` reads from the store's value, re-rendering when that changes. `select` must return
 * the same value for an unchanged input (a primitive, or a part of the value, never a new array):
 * React compares snapshots by identity and would render for ever.
 */
export function useValueStore<T, S>(store: ReadonlyValueStore<T>, select: (value: T) => S): S;
export function useValueStore<T, S>(store: ReadonlyValueStore<T>, select?: (value: T) => S): T | S {
  const snapshot = (): T | S => (select ? select(store.getValue()) : store.getValue());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

import { describe, expect, it } from 'vitest';
import { createValueStore } from './value-store.js';

describe('value store', () => {
  it('holds the latest value and tells each listener until it unsubscribes', () => {
    const store = createValueStore(1);
    const seen: number[] = [];
    const stop = store.subscribe((value) => seen.push(value));
    store.setValue(2);
    stop();
    store.setValue(3);
    expect(store.getValue()).toBe(3);
    expect(seen).toEqual([2]);
  });

  it('lets a listener unsubscribe another during a change without skipping anyone', () => {
    const store = createValueStore('a');
    const calls: string[] = [];
    let stopSecond = () => {};
    store.subscribe(() => {
      calls.push('first');
      stopSecond();
    });
    stopSecond = store.subscribe(() => calls.push('second'));
    store.setValue('b');
    store.setValue('c');
    expect(calls).toEqual(['first', 'second', 'first']);
  });
});

describe('value store changes', () => {
  it('tells no one when the same value is set again', () => {
    const store = createValueStore<string | null>(null);
    const seen: (string | null)[] = [];
    store.subscribe((value) => seen.push(value));
    store.setValue(null);
    store.setValue('7');
    store.setValue('7');
    expect(seen).toEqual(['7']);
  });

  it('updates from the current value', () => {
    const store = createValueStore(1);
    const seen: number[] = [];
    store.subscribe((value) => seen.push(value));
    store.update((n) => n + 1);
    store.update((n) => n * 10);
    expect(store.getValue()).toBe(20);
    expect(seen).toEqual([2, 20]);
  });
});

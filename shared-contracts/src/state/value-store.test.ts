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

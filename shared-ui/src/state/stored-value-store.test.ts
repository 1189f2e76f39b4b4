import { describe, expect, it } from 'vitest';
import { createStoredValueStore, type ValueStorage } from './stored-value-store.js';

function memoryStorage(initial: Record<string, string> = {}): ValueStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => void (items[key] = value),
  };
}

const numberOptions = {
  key: 'n',
  read: (stored: string) => (/^\d+$/.test(stored) ? Number(stored) : null),
  write: (value: number) => String(value),
  fallback: () => 5,
};

describe('stored value store', () => {
  it('starts from the stored value, else from the fallback when nothing readable is stored', () => {
    expect(createStoredValueStore({ ...numberOptions, storage: memoryStorage({ n: '9' }) }).getValue()).toBe(9);
    expect(createStoredValueStore({ ...numberOptions, storage: memoryStorage({ n: 'x' }) }).getValue()).toBe(5);
    expect(createStoredValueStore({ ...numberOptions, storage: memoryStorage() }).getValue()).toBe(5);
    expect(createStoredValueStore({ ...numberOptions, storage: null }).getValue()).toBe(5);
  });

  it('writes each new value before telling listeners, and nothing for the same value', () => {
    const storage = memoryStorage();
    const store = createStoredValueStore({ ...numberOptions, storage });
    const storedWhenTold: (string | undefined)[] = [];
    store.subscribe(() => storedWhenTold.push(storage.items.n));
    store.setValue(5);
    expect(storage.items.n).toBeUndefined();
    store.update((n) => n + 1);
    expect(storedWhenTold).toEqual(['6']);
    expect(createStoredValueStore({ ...numberOptions, storage }).getValue()).toBe(6);
  });

  it('keeps the value for the page when there is no storage', () => {
    const store = createStoredValueStore({ ...numberOptions, storage: null });
    store.setValue(8);
    expect(store.getValue()).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { DismissedSuggestions } from './dismissed-suggestions';

const memoryStorage = (initial: string | null) => {
  let value = initial;
  return {
    getItem: () => value,
    setItem: (_key: string, next: string) => void (value = next),
    read: () => value,
  };
};

describe('DismissedSuggestions', () => {
  it('remembers dismissals in session storage and reads them back', () => {
    const storage = memoryStorage(null);
    const first = new DismissedSuggestions(storage);
    first.add('7');
    first.add('7');
    expect(storage.read()).toBe('["7"]');
    expect(new DismissedSuggestions(storage).has('7')).toBe(true);
    expect(new DismissedSuggestions(storage).has('8')).toBe(false);
  });

  it('ignores malformed stored data', () => {
    expect(new DismissedSuggestions(memoryStorage('{oops')).has('7')).toBe(false);
    expect(new DismissedSuggestions(memoryStorage('[7, "8"]')).has('8')).toBe(true);
    expect(new DismissedSuggestions(memoryStorage('[7, "8"]')).has('7')).toBe(false);
    expect(new DismissedSuggestions(null).has('1')).toBe(false);
  });
});

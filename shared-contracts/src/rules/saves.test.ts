import { describe, expect, it } from 'vitest';
import { optimisticSave } from './saves.js';

describe('optimisticSave', () => {
  const before = { saved: true, collectionIds: ['a', 'b'] };

  it('adds collections on save, removes some or everything on unsave', () => {
    expect(optimisticSave({ saved: false, collectionIds: [] }, true, [])).toEqual({ saved: true, collectionIds: [] });
    expect(optimisticSave(before, true, ['b', 'c'])).toEqual({ saved: true, collectionIds: ['a', 'b', 'c'] });
    expect(optimisticSave(before, false, ['a'])).toEqual({ saved: true, collectionIds: ['b'] });
    expect(optimisticSave(before, false, [])).toEqual({ saved: false, collectionIds: [] });
  });
});

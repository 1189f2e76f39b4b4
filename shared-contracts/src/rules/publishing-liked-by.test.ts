import { describe, expect, it } from 'vitest';
import { hasPublishedMedia } from './publishing.js';
import { summarizeLikedBy } from './liked-by.js';

describe('hasPublishedMedia', () => {
  it('needs media with both pk and id', () => {
    expect(hasPublishedMedia({ media: { pk: '1', id: '1_2' } })).toBe(true);
    expect(hasPublishedMedia({ media: { pk: '1' } })).toBe(false);
    expect(hasPublishedMedia({ media: { pk: '', id: 'x' } })).toBe(false);
    expect(hasPublishedMedia({ error_title: 'nope' })).toBe(false);
    expect(hasPublishedMedia(null)).toBe(false);
  });
});

describe('summarizeLikedBy', () => {
  it('names up to 3 people and counts the rest', () => {
    expect(summarizeLikedBy(['a', 'b', 'c', 'd'], 10)).toEqual({ names: ['a', 'b', 'c'], others: 7 });
    expect(summarizeLikedBy(['a'], 1)).toEqual({ names: ['a'], others: 0 });
    expect(summarizeLikedBy([], 5)).toBeNull();
  });
});

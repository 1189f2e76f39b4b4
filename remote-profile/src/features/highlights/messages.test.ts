import { describe, expect, it } from 'vitest';
import { catalogProblems } from 'shared-ui/testing';
import { highlightsCatalogs } from './messages';
import { highlightNumber } from './ProfileHighlights';

describe('highlights', () => {
  it('catalog has the same keys in both languages and no English left in zh-CN', () => {
    expect(catalogProblems(highlightsCatalogs)).toEqual([]);
  });
  it('links by the highlight number inside the reel id', () => {
    expect(highlightNumber('highlight:12')).toBe('12');
    expect(highlightNumber('12')).toBe('12');
  });
});

import { describe, expect, it } from 'vitest';
import { makeTestMedia } from 'shared-client/testing';
import { estimateItemHeight } from './estimate-height';

describe('estimateItemHeight', () => {
  it('adds the exact media box (clamped ratio) to the typical chrome of a post', () => {
    const square = estimateItemHeight({ kind: 'media', media: makeTestMedia() }, 470);
    const portrait = estimateItemHeight(
      { kind: 'media', media: makeTestMedia({ original_width: 1080, original_height: 1920 }) },
      470,
    );
    expect(portrait - square).toBeCloseTo(470 / 0.8 - 470);
    expect(estimateItemHeight({ kind: 'media', media: makeTestMedia() }, 390)).toBe(square - 80);
  });
  it('gives the other kinds their typical heights', () => {
    expect(estimateItemHeight({ kind: 'suggested_users', id: 'a', users: [] }, 470)).toBeGreaterThan(0);
    expect(estimateItemHeight({ kind: 'end_of_feed_demarcator', title: '' }, 470)).toBeGreaterThan(0);
  });
});

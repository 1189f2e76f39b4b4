import { describe, expect, it } from 'vitest';
import { galleryReels, galleryWindow } from './story-gallery';

const reels = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('galleryWindow', () => {
  it('shows only the current reel on a small screen', () => {
    expect(galleryWindow(reels, 3, true)).toEqual({ before: [], current: 'd', after: [] });
  });
  it('shows the first three from the current one and the last two before it otherwise', () => {
    const window = galleryWindow(reels, 3, false)!;
    expect(window).toEqual({ before: ['b', 'c'], current: 'd', after: ['e', 'f'] });
    expect(galleryReels(window)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });
  it('shows fewer previews at the ends and nothing outside the list', () => {
    expect(galleryWindow(reels, 0, false)).toEqual({ before: [], current: 'a', after: ['b', 'c'] });
    expect(galleryWindow(reels, 6, false)).toEqual({ before: ['e', 'f'], current: 'g', after: [] });
    expect(galleryWindow(reels, 7, false)).toBeNull();
    expect(galleryWindow([], 0, true)).toBeNull();
  });
});

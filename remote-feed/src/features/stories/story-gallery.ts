/**
 * Which reels the stories viewer shows at once (docs/behaviour/stories.md#the-viewer-on-screen):
 * on a small screen only the current one; otherwise the current one and the two after it (the
 * first three from the current) and the two before it (the last two), as previews beside it.
 */

/** Reels of the gallery after the current one, and before it, on a wide screen. */
export const GALLERY_AFTER = 2;
export const GALLERY_BEFORE = 2;

/** The reels on screen: previews before, the current reel, previews after. */
export interface GalleryWindow<T> {
  before: T[];
  current: T;
  after: T[];
}

/** The gallery around `index` of `reels`; null for an index outside them. */
export function galleryWindow<T>(reels: readonly T[], index: number, small: boolean): GalleryWindow<T> | null {
  const current = reels[index];
  if (current === undefined) return null;
  if (small) return { before: [], current, after: [] };
  return {
    before: reels.slice(Math.max(0, index - GALLERY_BEFORE), index),
    current,
    after: reels.slice(index + 1, index + 1 + GALLERY_AFTER),
  };
}

/** Every reel of a gallery, in screen order (the ids asked for in one call). */
export function galleryReels<T>(window: GalleryWindow<T>): T[] {
  return [...window.before, window.current, ...window.after];
}

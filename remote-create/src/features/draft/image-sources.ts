import type { DrawableImage } from '../image/read-image';

// The upright decoded pixels of each chosen photo, by item key. Kept out of the store's state
// (which holds only plain data) and dropped with the draft.
const sources = new Map<string, DrawableImage>();

export function rememberSource(key: string, image: DrawableImage): void {
  sources.set(key, image);
}

export function sourceOf(key: string): DrawableImage | undefined {
  return sources.get(key);
}

/** Forgets every source except those of `keep` (the items still in the draft). */
export function forgetSources(keep: ReadonlySet<string> = new Set()): void {
  for (const [key, image] of sources) {
    if (keep.has(key)) continue;
    if ('close' in image && typeof image.close === 'function') image.close();
    sources.delete(key);
  }
}

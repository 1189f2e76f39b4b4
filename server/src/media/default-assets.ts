import type { MediaStorage } from './storage.js';

/** The avatar shown for accounts without a picture: a neutral silhouette. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 150"><rect width="150" height="150" fill="#dbdbdb"/><circle cx="75" cy="58" r="28" fill="#fff"/><path d="M22 150c4-34 26-52 53-52s49 18 53 52z" fill="#fff"/></svg>`;

/**
 * What a video post or story shows its author while it is still processing, until its poster
 * exists (docs/behaviour/media.md#video-processing): a plain grey frame.
 */
export const PROCESSING_PLACEHOLDER_KEY = 'default/processing.svg';
const PROCESSING_PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 16"><rect width="9" height="16" fill="#3a3a3a"/></svg>`;

/** Writes the static media every answer may refer to. */
export async function ensureDefaultAssets(storage: MediaStorage): Promise<void> {
  if (!(await storage.has('default/avatar.svg')))
    await storage.put('default/avatar.svg', Buffer.from(DEFAULT_AVATAR_SVG));
  if (!(await storage.has(PROCESSING_PLACEHOLDER_KEY)))
    await storage.put(PROCESSING_PLACEHOLDER_KEY, Buffer.from(PROCESSING_PLACEHOLDER_SVG));
}

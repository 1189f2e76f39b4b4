import crypto from 'node:crypto';
import { z } from 'zod';
import type { MediaStorage } from '../media/storage.js';
import { AVATAR_WIDTHS, POST_WIDTHS, encodeRenditions } from '../media/image-pipeline.js';
import { StoredVersionSchema } from '../domain/media/stored-media.js';
import { storeRenditions } from '../domain/media/publish.js';
import { renderSvg } from './render.js';
import { readSeedCache } from './seed-cache.js';

/** A seeded image as stored: where its renditions are and what the post row needs. */
export const SeedImageSchema = z.object({
  prefix: z.string(),
  versions: z.array(StoredVersionSchema),
  width: z.number(),
  height: z.number(),
  preview: z.string(),
});
/** A seeded image as stored. */
export type SeedImage = z.infer<typeof SeedImageSchema>;

/**
 * Renders and stores a generated image under a fixed prefix, or reuses what an earlier seeding
 * stored there (its meta.json), so re-seeding an emptied database takes seconds.
 */
export async function storeSeedImage(
  storage: MediaStorage,
  basePrefix: string,
  svg: string,
  kind: 'post' | 'avatar',
): Promise<SeedImage> {
  // The drawing's hash is part of the key: a changed drawing never reuses a stale cached image.
  const prefix = `${basePrefix}-${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 10)}`;
  const metaKey = `${prefix}/meta.json`;
  const cached = readSeedCache(SeedImageSchema, await storage.read(metaKey));
  if (cached) return cached;
  const decoded = await renderSvg(svg, { grain: kind === 'post' });
  // Effort 1 keeps 300 posts well inside the one-minute seeding budget; uploads use the default.
  const processed = await encodeRenditions(decoded, {
    widths: kind === 'post' ? POST_WIDTHS : AVATAR_WIDTHS,
    square: kind === 'avatar',
    effort: 1,
  });
  const stored = await storeRenditions(storage, processed, prefix);
  const image: SeedImage = { ...stored, width: processed.width, height: processed.height, preview: processed.preview };
  await storage.put(metaKey, Buffer.from(JSON.stringify(image)));
  return image;
}

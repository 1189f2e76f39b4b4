import type { MediaStorage } from '../../media/storage.js';
import { processImage } from '../../media/image-pipeline.js';
import { newMediaPrefix, storeRenditions, type StoredImage } from '../../domain/media/publish.js';

/**
 * Runs the image pipeline on an uploaded photo (JPEG only) and stores its renditions under a
 * fresh prefix. If storing fails part way, what was written is removed before the error goes on.
 */
export async function storePhoto(
  storage: MediaStorage,
  bytes: Buffer,
  options: { widths: readonly number[]; square?: boolean; prefix?: string },
): Promise<StoredImage> {
  const processed = await processImage(bytes, {
    allowedFormats: ['jpeg'],
    widths: options.widths,
    square: options.square,
  });
  const prefix = options.prefix ?? newMediaPrefix();
  try {
    const stored = await storeRenditions(storage, processed, prefix);
    return { ...stored, width: processed.width, height: processed.height, preview: processed.preview };
  } catch (error) {
    await storage.removePrefix(prefix);
    throw error;
  }
}

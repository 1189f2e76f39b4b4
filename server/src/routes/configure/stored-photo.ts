import type { AppDeps } from '../../deps.js';
import { processImage } from '../../media/image-pipeline.js';
import { newMediaPrefix, storeRenditions, type StoredImage } from '../../domain/media/publish.js';

/**
 * Runs the image pipeline on an uploaded photo (JPEG only) as one media job, and stores its
 * renditions under a fresh prefix. The bytes are read only when the job starts, so photos waiting
 * for their turn hold no memory (docs/behaviour/creation.md#processing-cost). If storing fails
 * part way, what was written is removed before the error goes on.
 */
export async function storePhoto(
  deps: Pick<AppDeps, 'storage' | 'mediaJobs'>,
  read: () => Promise<Buffer>,
  options: { widths: readonly number[]; square?: boolean; prefix?: string },
): Promise<StoredImage> {
  const { storage, mediaJobs } = deps;
  const processed = await mediaJobs.run(async () =>
    processImage(await read(), { allowedFormats: ['jpeg'], widths: options.widths, square: options.square }),
  );
  const prefix = options.prefix ?? newMediaPrefix();
  try {
    const stored = await storeRenditions(storage, processed, prefix);
    return { ...stored, width: processed.width, height: processed.height, preview: processed.preview };
  } catch (error) {
    await storage.removePrefix(prefix);
    throw error;
  }
}

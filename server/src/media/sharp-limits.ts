import sharp from 'sharp';

/**
 * libvips' own limits (docs/behaviour/creation.md#processing-cost): one worker thread per image
 * operation, because the media job queue already runs one job per CPU; a small operation cache
 * that keeps no file open (uploads are decoded from memory, each one only once).
 */
export const SHARP_LIMITS = {
  concurrency: 1,
  cache: { memory: 32, files: 0, items: 50 },
} as const;

/** Applies SHARP_LIMITS to the process's libvips; called once at start-up. */
export function configureSharp(): void {
  sharp.concurrency(SHARP_LIMITS.concurrency);
  sharp.cache({ ...SHARP_LIMITS.cache });
}

import type { z } from 'zod';

/**
 * A seeding's cached meta.json read back: its value, or null when it is missing or does not parse
 * (an older layout, a torn write), so the image or clip is simply made again.
 */
export function readSeedCache<T>(schema: z.ZodType<T>, cached: Buffer | null): T | null {
  if (!cached) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(cached.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

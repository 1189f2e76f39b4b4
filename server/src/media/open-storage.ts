import type { ServerConfig } from '../config.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalDiskStorage, type MediaStorage } from './storage.js';

/**
 * The storage this server keeps its files in: the bucket when S3_BUCKET is set, checked before
 * anything is served (a bucket that cannot be used stops the start with the setting at fault),
 * else the media folder (docs/operating.md#where-files-are-stored).
 */
export async function openStorage(config: Pick<ServerConfig, 'mediaDir' | 'objectStorage'>): Promise<MediaStorage> {
  if (!config.objectStorage) return createLocalDiskStorage(config.mediaDir);
  const storage = createS3Storage(config.objectStorage);
  await storage.check();
  return storage;
}

/** Where the files are, for the start-up log. */
export function describeStorage(config: Pick<ServerConfig, 'mediaDir' | 'objectStorage'>): string {
  const bucket = config.objectStorage;
  return bucket ? `media in bucket ${bucket.bucket} at ${bucket.endpoint ?? 'AWS S3'}` : `media in ${config.mediaDir}`;
}

import { UPLOAD_PARTS_ROOT } from '../../domain/uploads/upload-parts.js';
import { createLocalDiskStorage, type MediaStorage } from '../../media/storage.js';
import { copyStorage, type CopyReport } from '../storage/copy-storage.js';

/** Whether a storage is a bucket (S3_BUCKET): its media are backed up from it and restored into it. */
export function isBucket(storage: MediaStorage | null | undefined): storage is MediaStorage {
  return storage?.kind === 's3';
}

/** A copy that left files behind is a failed backup or restore, naming the first few. */
function checkCopied(report: CopyReport, what: string): void {
  if (report.failed.length === 0) return;
  const first = report.failed
    .slice(0, 3)
    .map((failure) => `${failure.key}: ${failure.reason}`)
    .join('; ');
  throw new Error(`${report.failed.length} files could not be copied ${what} (${first}).`);
}

/**
 * The bucket without the parts of unfinished uploads: they are not kept, as on the folder, where
 * they live outside the media folder (docs/operating.md#backup-and-restore).
 */
function withoutPartialUploads(bucket: MediaStorage): MediaStorage {
  return {
    ...bucket,
    async *list(prefix: string) {
      for await (const item of bucket.list(prefix)) {
        if (item.key.split('/')[0] !== UPLOAD_PARTS_ROOT) yield item;
      }
    },
  };
}

/** Copies a bucket's media into a folder (the archive's `media/`), each file checked by SHA-256. */
export async function copyBucketToFolder(bucket: MediaStorage, folder: string): Promise<void> {
  checkCopied(await copyStorage(withoutPartialUploads(bucket), createLocalDiskStorage(folder)), 'from the bucket');
}

/** Copies an extracted archive's `media/` into a bucket, each file checked by SHA-256 read back. */
export async function copyFolderToBucket(folder: string, bucket: MediaStorage): Promise<void> {
  checkCopied(await copyStorage(createLocalDiskStorage(folder), bucket), 'into the bucket');
}

/** Whether a bucket holds any object (a restore into it then needs --force). */
export async function bucketHoldsObjects(bucket: MediaStorage): Promise<boolean> {
  for await (const item of bucket.list('')) if (item) return true;
  return false;
}

/**
 * Removes the parts of the unfinished uploads a forced restore replaces: they belong to the
 * replaced database, as the folder's `DATA_DIR/uploads` that is moved aside.
 */
export async function removePartialUploads(bucket: MediaStorage): Promise<void> {
  await bucket.removePrefix(UPLOAD_PARTS_ROOT);
}

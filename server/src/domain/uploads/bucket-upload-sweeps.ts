import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MediaStorage } from '../../media/storage.js';
import { removeStaleUploads, STALE_UPLOAD_MS } from './stale-uploads.js';
import { BUCKET_HOLDER, PUBLISHING_HOLDER_PREFIX, UPLOAD_PARTS_ROOT, uploadPartsPrefix } from './upload-parts.js';

/** Rows of uploads in the bucket, waiting or being published (one killed mid-publish stays so). */
const inBucket = (eb: ExpressionBuilder<DB, 'uploads'>) =>
  eb.or([eb('holder_instance', '=', BUCKET_HOLDER), eb('holder_instance', 'like', `${PUBLISHING_HOLDER_PREFIX}%`)]);

/** What a sweep of the bucket's uploads removed. */
export interface BucketSweepReport {
  /** Uploads not published within a day: rows, part rows and objects. */
  stale: number;
  /** Upload folders no row names (published or swept, then the objects could not go; a purged account). */
  orphanFolders: number;
}

/**
 * Sweeps the uploads kept in the bucket (docs/behaviour/creation.md#uploads-across-instances).
 * Any instance may run it, at any time: a stale upload's row goes first (its parts' rows with it),
 * and only if it is still in the bucket; then its objects. Folders are listed before the rows are
 * read, and an upload's row is made before its first object, so a folder being written for an
 * upload made meanwhile is never taken for an orphan.
 */
export async function sweepBucketUploads(
  db: Kysely<DB>,
  storage: MediaStorage,
  now: number = Date.now(),
  maxAgeMs: number = STALE_UPLOAD_MS,
): Promise<BucketSweepReport> {
  const report: BucketSweepReport = { stale: 0, orphanFolders: 0 };
  report.stale = await removeStaleUploads(
    db,
    now - maxAgeMs,
    inBucket,
    () => inBucket,
    (upload) => storage.removePrefix(uploadPartsPrefix(upload.owner_id, upload.entity_name)),
  );
  const folders = new Set<string>();
  for await (const { key } of storage.list(UPLOAD_PARTS_ROOT)) folders.add(key.split('/').slice(0, 3).join('/'));
  if (folders.size === 0) return report;
  const rows = await db.selectFrom('uploads').select(['owner_id', 'entity_name']).where(inBucket).execute();
  const claimed = new Set(rows.map((row) => uploadPartsPrefix(row.owner_id, row.entity_name)));
  for (const folder of folders) {
    if (claimed.has(folder)) continue;
    await storage.removePrefix(folder);
    report.orphanFolders += 1;
  }
  return report;
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { removeUploadFile, uploadFilePath } from './upload-files.js';

/** Uploads not published within a day are abandoned: their rows and partial files go. */
export const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/** Removes abandoned uploads (row and file); returns how many went. */
export async function sweepStaleUploads(
  db: Kysely<DB>,
  dataDir: string,
  now: number = Date.now(),
  maxAgeMs: number = STALE_UPLOAD_MS,
): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name'])
    .where('created_at', '<', now - maxAgeMs)
    .execute();
  for (const upload of stale) {
    // The row first: a file without a row is never read again, a row without a file would be.
    await db
      .deleteFrom('uploads')
      .where('owner_id', '=', upload.owner_id)
      .where('entity_name', '=', upload.entity_name)
      .execute();
    await removeUploadFile(uploadFilePath(dataDir, upload.owner_id, upload.entity_name));
  }
  return stale.length;
}

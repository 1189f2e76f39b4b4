import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { removeUploadFile, uploadFilePath } from './upload-files.js';

/** Uploads not published within a day are abandoned: their rows and partial files go. */
export const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/**
 * Removes abandoned uploads (row and file); returns how many went. Only those this instance holds,
 * whose files are in its own folder, and day-old rows that no instance holds (made before holders
 * were recorded and adopted by none): another instance's are its own to sweep
 * (docs/operating.md#one-data-folder-per-process).
 */
export async function sweepStaleUploads(
  db: Kysely<DB>,
  dataDir: string,
  now: number = Date.now(),
  maxAgeMs: number = STALE_UPLOAD_MS,
): Promise<number> {
  const holder = await instanceIdOf(dataDir);
  const stale = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name', 'holder_instance'])
    .where('created_at', '<', now - maxAgeMs)
    .where((eb) => eb.or([eb('holder_instance', '=', holder), eb('holder_instance', 'is', null)]))
    .execute();
  let swept = 0;
  for (const upload of stale) {
    // The row first: a file without a row is never read again, a row without a file would be.
    // Only while it is still held as read (nobody adopted or resumed it meanwhile).
    const deleted = await db
      .deleteFrom('uploads')
      .where('owner_id', '=', upload.owner_id)
      .where('entity_name', '=', upload.entity_name)
      .where('holder_instance', upload.holder_instance === null ? 'is' : '=', upload.holder_instance)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    swept += 1;
    await removeUploadFile(uploadFilePath(dataDir, upload.owner_id, upload.entity_name));
  }
  return swept;
}

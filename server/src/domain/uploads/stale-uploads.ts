import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { removeUploadFile, uploadFilePath } from './upload-files.js';
import { whereUpload, type UploadKey } from './upload-store.js';

/** Uploads not published within a day are abandoned: their rows and partial files go. */
export const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/** A stale upload as read: its key and who held it. */
export type StaleUpload = UploadKey & { holder_instance: string | null };

type UploadFilter = (eb: ExpressionBuilder<DB, 'uploads'>) => Expression<SqlBool>;

/**
 * Removes the uploads made before `before` that `held` selects: each row goes first, and only
 * while `stillHeld` selects it (nobody adopted, resumed or published it meanwhile), then its bytes
 * with `removeBytes` (a file without a row is never read again, a row without a file would be).
 * Returns how many went. The folder's sweep and the bucket's (bucket-upload-sweeps.ts) differ only
 * in these.
 */
export async function removeStaleUploads(
  db: Kysely<DB>,
  before: number,
  held: UploadFilter,
  stillHeld: (upload: StaleUpload) => UploadFilter,
  removeBytes: (upload: StaleUpload) => Promise<void>,
): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name', 'holder_instance'])
    .where('created_at', '<', before)
    .where(held)
    .execute();
  let swept = 0;
  for (const upload of stale) {
    const deleted = await db
      .deleteFrom('uploads')
      .where(whereUpload(upload))
      .where(stillHeld(upload))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    swept += 1;
    await removeBytes(upload);
  }
  return swept;
}

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
  return removeStaleUploads(
    db,
    now - maxAgeMs,
    (eb) => eb.or([eb('holder_instance', '=', holder), eb('holder_instance', 'is', null)]),
    // Only while it is still held as read.
    (upload) => (eb) => eb('holder_instance', upload.holder_instance === null ? 'is' : '=', upload.holder_instance),
    (upload) => removeUploadFile(uploadFilePath(dataDir, upload.owner_id, upload.entity_name)),
  );
}

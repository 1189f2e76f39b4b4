import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { truncateUploadFile, uploadFileSize, uploadFilePath } from './upload-files.js';
import { resetReceived } from './upload-slices.js';
import { removeOrphanUploadFiles } from './orphan-upload-files.js';
import { whereUpload } from './upload-store.js';

/** What reconciling changed, for the start-up log and tests. */
export interface ReconcileReport {
  /** Rows from before holders were recorded whose file is in this folder: now held by this instance. */
  adopted: number;
  /** Rows whose file was shorter than recorded: set back to the file's size. */
  shortened: number;
  /** Rows with no file at all: set back to 0. */
  reset: number;
  /** Files longer than their row (written, never recorded, never acknowledged): cut back. */
  trimmed: number;
  /** Files with no row (published or swept, then a crash before the file went): removed. */
  orphansRemoved: number;
}

/**
 * Makes upload rows and files agree after a crash, before any slice is served
 * (docs/behaviour/creation.md#after-a-crash). Rows claim no more than their file holds, files hold
 * no more than their row claims, and files without a row go. A client asking for the offset then
 * resumes from bytes that are really there, so the finished file is the one it sent.
 *
 * Only this instance's uploads are touched: the rows it holds and the files in its own data folder.
 * Another instance on the same database keeps its uploads in its own folder and may be writing one
 * right now (docs/operating.md#one-data-folder-per-process).
 */
export async function reconcileUploads(db: Kysely<DB>, dataDir: string): Promise<ReconcileReport> {
  const holder = await instanceIdOf(dataDir);
  const report: ReconcileReport = { adopted: 0, shortened: 0, reset: 0, trimmed: 0, orphansRemoved: 0 };
  report.adopted = await adoptUnheldRows(db, dataDir, holder);
  const rows = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name', 'received'])
    .where('holder_instance', '=', holder)
    .execute();
  for (const row of rows) {
    const file = uploadFilePath(dataDir, row.owner_id, row.entity_name);
    const size = await uploadFileSize(file);
    if (size === null) {
      if (row.received !== 0) {
        await resetReceived(db, row, 0, holder);
        report.reset += 1;
      }
    } else if (size < row.received) {
      await resetReceived(db, row, size, holder);
      report.shortened += 1;
    } else if (size > row.received) {
      await truncateUploadFile(file, row.received);
      report.trimmed += 1;
    }
  }
  report.orphansRemoved = await removeOrphanUploadFiles(db, dataDir, holder);
  return report;
}

/**
 * Rows made before holders were recorded (migration 028) say nothing of where their bytes are.
 * The instance that finds a row's file in its own folder adopts the row, if no other did first;
 * rows whose file is in no folder here stay unheld until the upload is resumed or swept.
 */
async function adoptUnheldRows(db: Kysely<DB>, dataDir: string, holder: string): Promise<number> {
  const rows = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name'])
    .where('holder_instance', 'is', null)
    .execute();
  let adopted = 0;
  for (const row of rows) {
    if ((await uploadFileSize(uploadFilePath(dataDir, row.owner_id, row.entity_name))) === null) continue;
    const result = await db
      .updateTable('uploads')
      .set({ holder_instance: holder })
      .where(whereUpload(row))
      .where('holder_instance', 'is', null)
      .executeTakeFirst();
    adopted += Number(result.numUpdatedRows);
  }
  return adopted;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { removeUploadFile, truncateUploadFile, uploadFileSize, uploadFilePath, uploadsRoot } from './upload-files.js';
import { resetReceived } from './upload-slices.js';

/** What reconciling changed, for the start-up log and tests. */
export interface ReconcileReport {
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
 */
export async function reconcileUploads(db: Kysely<DB>, dataDir: string): Promise<ReconcileReport> {
  const report: ReconcileReport = { shortened: 0, reset: 0, trimmed: 0, orphansRemoved: 0 };
  const rows = await db.selectFrom('uploads').select(['owner_id', 'entity_name', 'received']).execute();
  const known = new Set<string>();
  for (const row of rows) {
    const file = uploadFilePath(dataDir, row.owner_id, row.entity_name);
    known.add(file);
    const size = await uploadFileSize(file);
    if (size === null) {
      if (row.received !== 0) {
        await resetReceived(db, row, 0);
        report.reset += 1;
      }
    } else if (size < row.received) {
      await resetReceived(db, row, size);
      report.shortened += 1;
    } else if (size > row.received) {
      await truncateUploadFile(file, row.received);
      report.trimmed += 1;
    }
  }
  for (const file of await partialFiles(uploadsRoot(dataDir))) {
    if (known.has(file)) continue;
    await removeUploadFile(file);
    report.orphansRemoved += 1;
  }
  return report;
}

/** Every file under the uploads folder (one folder per owner). */
async function partialFiles(root: string): Promise<string[]> {
  let owners: string[];
  try {
    owners = await fs.readdir(root);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const owner of owners) {
    const dir = path.join(root, owner);
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.push(path.join(dir, entry.name));
  }
  return files;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { removeUploadFile, uploadFilePath, uploadsRoot } from './upload-files.js';

/**
 * Removes the files in this instance's uploads folder that no row held by this instance claims:
 * published or swept just before a crash, handed over to another instance, or left by an account
 * that was purged on another instance, which could only clear its own folder
 * (docs/operating.md#one-data-folder-per-process). Safe while slices are served: a row is made
 * before its file, and the files are listed before the rows are read, so a file being written for
 * a row made meanwhile is never taken for an orphan. Returns how many went.
 */
export async function removeOrphanUploadFiles(db: Kysely<DB>, dataDir: string, holder: string): Promise<number> {
  const files = await partialFiles(uploadsRoot(dataDir));
  if (files.length === 0) return 0;
  const rows = await db
    .selectFrom('uploads')
    .select(['owner_id', 'entity_name'])
    .where('holder_instance', '=', holder)
    .execute();
  const claimed = new Set(rows.map((row) => uploadFilePath(dataDir, row.owner_id, row.entity_name)));
  let removed = 0;
  for (const file of files) {
    if (claimed.has(file)) continue;
    await removeUploadFile(file);
    removed += 1;
  }
  return removed;
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

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { mediaFolderOf, sqliteFileOf, type DataLocation } from './backup.js';
import { MEDIA_FOLDER, readManifest, type BackupManifest } from './backup-manifest.js';
import { restorePostgres } from './postgres-tools.js';
import { checkSqliteFile } from './sqlite-snapshot.js';
import { runTool } from './run-tool.js';
import { bucketHoldsObjects, copyFolderToBucket, isBucket, removePartialUploads } from './bucket-media.js';

/** What a restore did. */
export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was replaced was moved (SQLite file, media, partial uploads), if any. */
  replacedDir: string | null;
}

/** Whether the target already holds data a restore would replace. */
async function existingData(location: DataLocation): Promise<string[]> {
  const found: string[] = [];
  if (!location.databaseUrl && fs.existsSync(sqliteFileOf(location.dataDir))) found.push('a SQLite database');
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl });
    await client.connect();
    try {
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      if ((tables.rows[0]?.n ?? 0) > 0) found.push('PostgreSQL tables');
    } finally {
      await client.end();
    }
  }
  if (isBucket(location.storage)) {
    if (await bucketHoldsObjects(location.storage)) found.push('objects in its bucket');
    return found;
  }
  const media = mediaFolderOf(location);
  if (fs.existsSync(media) && fs.readdirSync(media).length > 0) found.push('media files');
  return found;
}

/** Moves a file or folder, copying it when the destination is on another file system (MEDIA_DIR on its own volume). */
function moveEntry(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Restores an archive made by createBackup into a stopped server's data location
 * (docs/operating.md#backup-and-restore). A target that already holds data is refused unless
 * `force`; then the SQLite file, the media folder and the partial uploads it had are moved into
 * `DATA_DIR/replaced-<time>/` (PostgreSQL objects of the dump are dropped and recreated). On a
 * bucket the archive's media are copied into it, each checked by SHA-256; the objects it held stay,
 * except the parts of unfinished uploads, which belong to the replaced database and are removed.
 */
export async function restoreBackup(
  location: DataLocation,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`${archive} does not exist.`);
  fs.mkdirSync(location.dataDir, { recursive: true });
  // Extracted next to its destination, so moving it into place is a rename.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extracted = fs.mkdtempSync(path.join(location.dataDir, '.restore-'));
  try {
    await runTool('tar', ['-xf', archive, '-C', extracted]);
    const manifest = readManifest(extracted);
    const dialect = location.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== dialect)
      throw new Error(`This backup is of a ${manifest.dialect} database; this server is configured for ${dialect}.`);
    const database = path.join(extracted, manifest.database_file);
    if (dialect === 'sqlite') checkSqliteFile(database);
    const present = await existingData(location);
    if (present.length > 0 && !options.force)
      throw new Error(
        `The target already holds ${present.join(', ')}. Stop the server and run again with --force to replace it` +
          (isBucket(location.storage) ? ' (objects already in the bucket stay, except partial uploads).' : '.'),
      );

    const media = path.join(extracted, MEDIA_FOLDER);
    const bucket = isBucket(location.storage) ? location.storage : null;
    // Into a bucket the media go first: a copy that fails leaves the database as it was.
    if (bucket) {
      await removePartialUploads(bucket);
      if (fs.existsSync(media)) await copyFolderToBucket(media, bucket);
    }

    const replacedDir = path.join(location.dataDir, `replaced-${stamp}`);
    let replaced = false;
    const moveAside = (from: string) => {
      if (!fs.existsSync(from)) return;
      fs.mkdirSync(replacedDir, { recursive: true });
      moveEntry(from, path.join(replacedDir, path.basename(from)));
      replaced = true;
    };
    if (location.databaseUrl) await restorePostgres(location.databaseUrl, database);
    else {
      const file = sqliteFileOf(location.dataDir);
      for (const suffix of ['', '-wal', '-shm']) moveAside(file + suffix);
      fs.renameSync(database, file);
    }
    const mediaDir = mediaFolderOf(location);
    if (!bucket) moveAside(mediaDir);
    // Partial uploads belong to the replaced database; the restored rows start again from 0.
    moveAside(path.join(location.dataDir, 'uploads'));
    if (!bucket && fs.existsSync(media)) {
      fs.mkdirSync(path.dirname(mediaDir), { recursive: true });
      moveEntry(media, mediaDir);
    }
    return { manifest, replacedDir: replaced ? replacedDir : null };
  } finally {
    fs.rmSync(extracted, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILES, folderSize, MANIFEST_FILE, MEDIA_FOLDER, type BackupManifest } from './backup-manifest.js';
import { dumpPostgres } from './postgres-tools.js';
import { snapshotSqlite } from './sqlite-snapshot.js';
import { runTool } from './run-tool.js';
import { copyBucketToFolder, isBucket } from './bucket-media.js';
import type { MediaStorage } from '../../media/storage.js';

/** The data a server keeps: its folder (SQLite file, media) and, when set, its PostgreSQL URL. */
export interface DataLocation {
  dataDir: string;
  databaseUrl: string | null;
  /** The media folder when it is not DATA_DIR/media (MEDIA_DIR, docs/operating.md#one-data-folder-per-process). */
  mediaDir?: string;
  /**
   * The server's storage (openStorage). When it is a bucket (S3_BUCKET) the media are there and the
   * media folder is not read; a folder storage changes nothing.
   */
  storage?: MediaStorage | null;
}

/** The SQLite file in a data folder (as db/database.ts opens it). */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, 'lumen.sqlite');
}

/** The media folder in a data folder (as server-main.ts stores it when MEDIA_DIR is not set). */
export function mediaDirOf(dataDir: string): string {
  return path.join(dataDir, MEDIA_FOLDER);
}

/** The media folder of a data location: MEDIA_DIR when set, else DATA_DIR/media. */
export function mediaFolderOf(location: DataLocation): string {
  return location.mediaDir ? path.resolve(location.mediaDir) : mediaDirOf(location.dataDir);
}

/**
 * The tar arguments that put a media folder into the archive as `media/`. A folder of another
 * name (MEDIA_DIR) goes in through a link of that name in the staging folder, followed (-h).
 */
function mediaMembers(media: string, staging: string): string[] {
  if (path.basename(media) === MEDIA_FOLDER) return ['-C', path.dirname(media), MEDIA_FOLDER];
  fs.symlinkSync(media, path.join(staging, MEDIA_FOLDER), 'dir');
  return ['-h', '-C', staging, MEDIA_FOLDER];
}

/**
 * Writes one tar archive of a running server's data (docs/operating.md#backup-and-restore): the
 * database first (SQLite's online backup, or pg_dump in custom format), then the media folder,
 * then a manifest. Media files are only ever added under new names, so a post created during the
 * backup at worst leaves an unused file in the archive; none the database refers to is missing.
 * Partial uploads are not kept: after a restore they start again from 0. On a bucket its objects
 * are first copied into the staging folder's `media/`, so the archive is the same whatever the storage.
 */
export async function createBackup(location: DataLocation, archive: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-backup-'));
  try {
    const dialect = location.databaseUrl ? 'postgres' : 'sqlite';
    const databaseFile = DATABASE_FILES[dialect];
    if (location.databaseUrl) await dumpPostgres(location.databaseUrl, path.join(staging, databaseFile));
    else await snapshotSqlite(sqliteFileOf(location.dataDir), path.join(staging, databaseFile));
    let media = mediaFolderOf(location);
    if (isBucket(location.storage)) {
      media = path.join(staging, MEDIA_FOLDER);
      await copyBucketToFolder(location.storage, media);
    }
    const size = folderSize(media);
    const manifest: BackupManifest = {
      format: 'lumen-backup',
      version: 1,
      created_at: new Date().toISOString(),
      dialect,
      database_file: databaseFile,
      media_files: size.files,
      media_bytes: size.bytes,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.partial`;
    const args = ['-cf', partial, '-C', staging, MANIFEST_FILE, databaseFile];
    // Temporary names of files being written (storage.ts writes then renames) are left out.
    if (fs.existsSync(media)) args.push('--exclude=*.tmp', ...mediaMembers(media, staging));
    await runTool('tar', args);
    // Only a whole archive gets the final name.
    fs.renameSync(partial, archive);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

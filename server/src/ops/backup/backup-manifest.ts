import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The manifest's file name inside an archive. */
export const MANIFEST_FILE = 'manifest.json';
/** The database inside an archive, per dialect. */
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
/** The media folder inside an archive (DATA_DIR/media on the server). */
export const MEDIA_FOLDER = 'media';

const ManifestSchema = z.object({
  format: z.literal('lumen-backup'),
  version: z.literal(1),
  created_at: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  database_file: z.string(),
  media_files: z.number().int().nonnegative(),
  media_bytes: z.number().int().nonnegative(),
});

/** What an archive holds (docs/operating.md#backup-and-restore). */
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** Reads and checks the manifest of an extracted archive. */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error('This is not a Lumen backup (no manifest.json).');
  const parsed = ManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error('This backup has a manifest this version does not understand.');
  return parsed.data;
}

/** Files and bytes under a folder (0 and 0 when it does not exist). */
export function folderSize(dir: string): { files: number; bytes: number } {
  if (!fs.existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createBackup } from './backup/backup.js';
import { restoreBackup } from './backup/restore.js';
import { acquireDataDirLock } from '../data-dir/data-dir-lock.js';
import { openStorage } from '../media/open-storage.js';
import type { MediaStorage } from '../media/storage.js';

const USAGE = `Usage (from the repository root, after npm run build):
  npm run backup [-- --out <file.tar>]        default: lumen-backup-<time>.tar here
  npm run restore -- <file.tar> [--force]     stop the server first
Uses the server's DATA_DIR / MEDIA_DIR / DATABASE_URL and, when set, its bucket (S3_*); PostgreSQL needs pg_dump / pg_restore
(PG_DUMP, PG_RESTORE, PG_BIN_DIR, /usr/lib/postgresql/<version>/bin or PATH).`;

/** Paths given on the command line are relative to where npm was run, not to the package. */
function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The operator's backup tool (server/README.md, "Operating"; docs/operating.md#backup-and-restore). */
async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, archive] = positionals;
  const config = loadConfig();
  let storage: MediaStorage | null = null;
  try {
    // On a bucket the media are there (docs/operating.md#backup-and-restore); one that cannot be used stops here.
    storage = await openStorage(config);
    const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, mediaDir: config.mediaDir, storage };
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = fromCaller(values.out ?? `lumen-backup-${stamp}.tar`);
      const manifest = await createBackup(location, out);
      console.log(
        `backup written: ${out} (${manifest.dialect} database, ${manifest.media_files} media files, ` +
          `${(manifest.media_bytes / 1024 / 1024).toFixed(1)} MB of media)`,
      );
      return 0;
    }
    if (command === 'restore' && archive) {
      // Only into a stopped server: a server running on DATA_DIR holds its lock, and this fails.
      await acquireDataDirLock(config.dataDir);
      const result = await restoreBackup(location, fromCaller(archive), { force: values.force });
      console.log(
        `restored the backup of ${result.manifest.created_at} (${result.manifest.dialect}, ` +
          `${result.manifest.media_files} media files) into ${config.dataDir}` +
          (config.objectStorage ? ` and bucket ${config.objectStorage.bucket}` : ''),
      );
      if (result.replacedDir) console.log(`the data it replaced was moved to ${result.replacedDir}`);
      return 0;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    // The bucket's client keeps connections open; the tool is done with them.
    (storage as { client?: { destroy(): void } } | null)?.client?.destroy();
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await run(process.argv.slice(2));

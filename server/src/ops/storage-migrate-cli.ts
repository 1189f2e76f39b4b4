import { loadConfig } from '../config.js';
import { createS3Storage } from '../media/s3-storage.js';
import { createLocalDiskStorage } from '../media/storage.js';
import { copyStorage } from './storage/copy-storage.js';

const USAGE = `Usage (from the repository root, after npm run build):
  npm run storage:migrate
Copies every file of the media folder (MEDIA_DIR, else DATA_DIR/media) into the bucket the S3_*
settings name, checking each one read back by its SHA-256. Run it again to go on after a cut or
to check a finished copy: files already there and equal are left alone. The folder is not changed.`;

/** The operator's copy of a media folder into object storage (docs/operating.md#moving-files-to-a-bucket). */
async function run(): Promise<number> {
  const config = loadConfig();
  if (!config.objectStorage) {
    console.error(`S3_BUCKET is not set: there is no bucket to copy into.\n\n${USAGE}`);
    return 2;
  }
  try {
    const target = createS3Storage(config.objectStorage);
    await target.check();
    console.log(`copying ${config.mediaDir} into bucket ${config.objectStorage.bucket}`);
    const report = await copyStorage(createLocalDiskStorage(config.mediaDir), target, (line) => console.log(line));
    console.log(
      `${report.copied} files copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ` +
        `${report.unchanged} already there and equal, ${report.failed.length} failed`,
    );
    for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
    return report.failed.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await run();

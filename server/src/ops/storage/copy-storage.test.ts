import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../media/s3-storage.js';
import { createLocalDiskStorage } from '../../media/storage.js';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { copyStorage } from './copy-storage.js';

// Moving a media folder into a bucket (docs/operating.md#moving-files-to-a-bucket): every file
// copied and checked, a second run copies nothing, and a copy that differs is written again.

let s3: TestS3Server;
let folder: string;
const files: Record<string, Buffer> = {
  'default/avatar.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'm/ab12/1080.webp': randomBytes(90_000),
  'm/ab12/320.webp': randomBytes(9_000),
  'm/cd34/720.mp4': randomBytes(2 * 1024 * 1024 + 3),
  'm/cd34/hls/720/seg000.ts': randomBytes(40_000),
};

beforeAll(async () => {
  s3 = await startTestS3Server(['lumen-migrate']);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-migrate-'));
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, key)), { recursive: true });
    fs.writeFileSync(path.join(folder, key), bytes);
  }
  // A write cut short in the folder is not a file.
  fs.writeFileSync(path.join(folder, 'm/ab12/1080.webp.123.456.tmp'), 'partial');
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('copying a media folder into a bucket', () => {
  it('copies every file, checked, and a second run leaves them as they are', async () => {
    const bucket = createS3Storage(s3.settings);
    const first = await copyStorage(createLocalDiskStorage(folder), bucket);
    expect(first).toMatchObject({ copied: 5, unchanged: 0, failed: [] });
    expect(first.bytes).toBe(Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0));
    for (const [key, bytes] of Object.entries(files))
      expect(Buffer.compare((await bucket.read(key))!, bytes), key).toBe(0);
    expect(await bucket.has('m/ab12/1080.webp.123.456.tmp')).toBe(false);

    const again = await copyStorage(createLocalDiskStorage(folder), bucket);
    expect(again).toMatchObject({ copied: 0, unchanged: 5, bytes: 0, failed: [] });
  });

  it('writes again a copy whose bytes differ, even at the same size', async () => {
    const bucket = createS3Storage(s3.settings);
    await bucket.put('m/ab12/320.webp', randomBytes(files['m/ab12/320.webp']!.length));
    const report = await copyStorage(createLocalDiskStorage(folder), bucket);
    expect(report).toMatchObject({ copied: 1, unchanged: 4, failed: [] });
    expect(Buffer.compare((await bucket.read('m/ab12/320.webp'))!, files['m/ab12/320.webp']!)).toBe(0);
  });

  it('names each file it could not copy and goes on with the others', async () => {
    const bucket = createS3Storage(s3.settings);
    await bucket.removePrefix('m');
    await s3.pause();
    try {
      const report = await copyStorage(createLocalDiskStorage(folder), bucket);
      expect(report.copied).toBe(0);
      expect(report.failed.map((f) => f.key).sort()).toEqual(Object.keys(files).sort());
    } finally {
      await s3.resume();
    }
    expect(await copyStorage(createLocalDiskStorage(folder), bucket)).toMatchObject({ copied: 4, unchanged: 1 });
  });
});

describe('npm run storage:migrate', () => {
  const cli = path.resolve(import.meta.dirname, '../storage-migrate-cli.ts');
  // Asynchronous: the S3 server runs in this process and must keep answering meanwhile.
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', cli],
        { env: { PATH: process.env.PATH ?? '', DATA_DIR: folder, MEDIA_DIR: folder, ...env }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      );
    });

  it('copies the media folder into the bucket the settings name, and says so', async () => {
    const settings = s3.bucket('lumen-migrate');
    const answer = await run({
      S3_ENDPOINT: settings.endpoint!,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    });
    expect(answer.status, answer.stderr).toBe(0);
    expect(answer.stdout).toMatch(/0 files copied \(0\.0 MB\), 5 already there and equal, 0 failed/);
  });

  it('refuses to run without a bucket, and with one it cannot use', async () => {
    const none = await run({});
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/S3_BUCKET is not set/);
    const missing = await run({
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_BUCKET: 'no-such-bucket',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/does not exist \(S3_BUCKET\)/);
  });
});

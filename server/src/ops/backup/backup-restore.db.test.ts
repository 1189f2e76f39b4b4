import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeComment, makeFollow, makeLikes, makePost, makeUser } from '../../test-support/fixtures.js';
import { sliceHeaders, uploadAll } from '../../test-support/upload-test-kit.js';
import { tableContents } from '../../test-support/db-integrity.js';
import { onBucket, removeTestBucket, testBucketEnv } from '../../test-support/test-bucket.js';
import { createLocalDiskStorage, type MediaStorage } from '../../media/storage.js';
import { createS3Storage } from '../../media/s3-storage.js';
import { objectStorageSettings } from '../../media/storage-config.js';
import { createBackup, mediaDirOf, sqliteFileOf, type DataLocation } from './backup.js';
import { restoreBackup } from './restore.js';

let server: TestServer;
/** The test server is stopped by the first test (a restore needs the server stopped). */
let serverRunning = true;
let location: DataLocation;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-backup-test-'));

/** The server's media (its folder or its bucket), read through the storage as the server reads them. */
let storage: MediaStorage;
/** The media files' hashes when the backup was taken. */
let mediaBefore: Record<string, string>;

/** Every stored file's SHA-256 by its key, without partial uploads' parts (never backed up). */
async function mediaHashes(from: MediaStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const { key } of from.list('')) {
    if (!key.startsWith('uploads/'))
      hashes[key] = crypto
        .createHash('sha256')
        .update((await from.read(key))!)
        .digest('hex');
  }
  return hashes;
}

/** Wipes the data: the data folder, the bucket's objects, and on PostgreSQL every table. */
async function wipe(): Promise<void> {
  fs.rmSync(location.dataDir, { recursive: true, force: true });
  if (onBucket) {
    const keys: string[] = [];
    for await (const { key } of storage.list('')) keys.push(key);
    for (const key of keys) await storage.removePrefix(key);
  }
  if (!location.databaseUrl) return;
  const client = new pg.Client({ connectionString: location.databaseUrl });
  await client.connect();
  await client.query('drop schema public cascade; create schema public');
  await client.end();
}

async function contentsNow() {
  const database = await openDatabase(location);
  try {
    return await tableContents(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  server = await createTestServer();
  storage = server.deps.storage;
  location = { dataDir: server.deps.config.dataDir, databaseUrl: server.deps.config.databaseUrl, storage };
  const { db } = server.deps;
  const ann = await makeUser(db, 'ann');
  const bob = await makeUser(db, 'bob', { isPrivate: true });
  await makeFollow(db, bob.id, ann.id);
  const post = await makePost(db, storage, ann.id, Date.now(), 'backed up #safe');
  await makeLikes(db, post.id, [bob.id]);
  await makeComment(db, post.id, bob.id, 'a comment to keep');
  // A photo published through the real pipeline (its renditions are media files), and an
  // unfinished upload (kept out of backups: it starts again after a restore).
  const client = new TestClient(server.app);
  await client.login('ann', 'password1');
  await uploadAll(client, '4242', await jpeg(640, 480, '#c0ffee'));
  expect((await client.post('/api/v1/media/configure/', { upload_id: '4242', caption: 'published' })).statusCode).toBe(
    200,
  );
  const partial = await jpeg(300, 300);
  await client.post(`/rupload_igphoto/4343_0_${partial.length}`, partial.subarray(0, 1000), {
    headers: sliceHeaders('4343', `4343_0_${partial.length}`, 0, partial.length),
  });
});
afterAll(async () => {
  if (serverRunning) await server.close();
  else {
    fs.rmSync(location.dataDir, { recursive: true, force: true });
    if (onBucket) await removeTestBucket(server.deps.config.objectStorage!);
  }
  fs.rmSync(work, { recursive: true, force: true });
});

// A backup holds the database and the media, from the folder or the bucket
// (docs/operating.md#backup-and-restore): these run on every project, folder and bucket.
describe('backup and restore', () => {
  it('backs up a running server, and a wiped one restored from it has the same rows and media bytes', async () => {
    const rows = await tableContents(server.deps.db);
    const media = await mediaHashes(storage);
    mediaBefore = media;
    expect(Object.keys(media).length).toBeGreaterThan(3);
    expect(rows.users).toHaveLength(2);

    // Online: the server keeps running while the backup is taken.
    const archive = path.join(work, 'lumen.tar');
    const manifest = await createBackup(location, archive);
    expect(manifest).toMatchObject({
      format: 'lumen-backup',
      dialect: server.dialect,
      media_files: Object.keys(media).length,
    });
    await server.app.close();
    await server.deps.db.destroy();
    serverRunning = false;
    await wipe();
    expect(fs.existsSync(location.dataDir)).toBe(false);

    const result = await restoreBackup(location, archive);
    expect(result.replacedDir).toBeNull();
    expect(await contentsNow()).toEqual(rows);
    expect(await mediaHashes(storage)).toEqual(media);
    if (!onBucket) expect(await mediaHashes(createLocalDiskStorage(mediaDirOf(location.dataDir)))).toEqual(media);

    // The restored database takes new rows (PostgreSQL sequences were restored too).
    const database = await openDatabase(location);
    const carol = await makeUser(database.db, 'carol');
    expect(carol.id).toBeGreaterThan(Math.max(...rows.users!.map((u) => (JSON.parse(u) as { id: number }).id)));
    await database.close();
  });

  it('refuses to restore over data unless forced, then moves the replaced data aside', async () => {
    const archive = path.join(work, 'lumen.tar');
    await expect(restoreBackup(location, archive)).rejects.toThrow(/already holds .*--force/);
    // On a bucket the objects already there stay, except partial uploads' parts.
    if (onBucket) {
      await storage.put('m/left/over.webp', Buffer.from('not in the backup'));
      await storage.put('uploads/9/part-0', Buffer.from('a slice of the replaced database'));
    }
    const result = await restoreBackup(location, archive, { force: true });
    const restored = await contentsNow();
    expect(restored.users!.some((u) => u.includes('"carol"'))).toBe(false);
    if (onBucket) {
      expect(await storage.has('uploads/9/part-0')).toBe(false);
      const { 'm/left/over.webp': leftOver, ...others } = await mediaHashes(storage);
      expect(leftOver).toBeDefined();
      expect(others).toEqual(mediaBefore);
      await storage.removePrefix('m/left');
    } else {
      expect(result.replacedDir).not.toBeNull();
      expect(fs.existsSync(path.join(result.replacedDir!, 'media'))).toBe(true);
    }
    if (!location.databaseUrl)
      expect(fs.existsSync(path.join(result.replacedDir!, path.basename(sqliteFileOf('x'))))).toBe(true);
  });

  it('refuses an archive that is not a Lumen backup, changing nothing', async () => {
    const before = await contentsNow();
    const bogus = path.join(work, 'bogus.tar');
    fs.writeFileSync(path.join(work, 'notes.txt'), 'hello');
    expect(spawnSync('tar', ['-cf', bogus, '-C', work, 'notes.txt']).status).toBe(0);
    await expect(restoreBackup(location, bogus, { force: true })).rejects.toThrow(/not a Lumen backup/);
    expect(await contentsNow()).toEqual(before);
  });
});

// The archive has the same layout whatever the storage, so one taken on a bucket restores into a
// folder server, and one taken there into a bucket (only where the run has an S3 server).
it.runIf(onBucket)('a backup of a bucket restores into a folder, and one of a folder into a bucket', async () => {
  const folderServer: DataLocation = { dataDir: path.join(work, 'folder-server'), databaseUrl: location.databaseUrl };
  await restoreBackup(folderServer, path.join(work, 'lumen.tar'), { force: true });
  expect(await mediaHashes(createLocalDiskStorage(mediaDirOf(folderServer.dataDir)))).toEqual(mediaBefore);

  const fromFolder = path.join(work, 'from-folder.tar');
  expect((await createBackup(folderServer, fromFolder)).media_files).toBe(Object.keys(mediaBefore).length);
  const settings = objectStorageSettings(await testBucketEnv())!;
  const bucket = createS3Storage(settings);
  try {
    const bucketServer = { dataDir: path.join(work, 'bucket-server'), databaseUrl: location.databaseUrl };
    await restoreBackup({ ...bucketServer, storage: bucket }, fromFolder, { force: true });
    expect(await mediaHashes(bucket)).toEqual(mediaBefore);
    expect(fs.existsSync(mediaDirOf(bucketServer.dataDir))).toBe(false);
  } finally {
    await removeTestBucket(settings);
  }
});

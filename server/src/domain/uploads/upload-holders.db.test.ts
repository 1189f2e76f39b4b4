import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { reconcileUploads } from './reconcile-uploads.js';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './stale-uploads.js';
import { recordReceived, writeAndRecordSlice } from './upload-slices.js';
import { uploadFilePath } from './upload-files.js';
import { lookupUpload } from './upload-store.js';
import { removeOrphanUploadFiles } from './orphan-upload-files.js';

/**
 * Instances on one database, each with its own data folder, keep apart their uploads in progress
 * (docs/operating.md#one-data-folder-per-process): an upload's row names the instance whose folder
 * holds its bytes, and reconciling, sweeping and resuming keep to that. Before, every instance
 * reconciled every row against its own folder: a second instance set the first one's uploads back
 * to 0 (their files are not in its folder) while they were being written.
 */
let server: TestServer;
let ownerId: number;
/** The data folder of the test server ("here") and of another instance on the same database. */
let here: string;
let there: string;

beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await makeUser(server.deps.db, 'holder')).id;
  here = server.deps.config.dataDir;
  there = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-there-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(there, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.deps.db.deleteFrom('uploads').execute();
  for (const folder of [here, there]) fs.rmSync(path.join(folder, 'uploads'), { recursive: true, force: true });
});

const bytes = Buffer.alloc(64 * 1024, 9);
const fileIn = (folder: string, entity: string) => uploadFilePath(folder, ownerId, entity);

/** A row as its holder (a folder, or null for a row older than holders) left it, with `onDisk` bytes there. */
async function upload(entity: string, holderFolder: string | null, received: number, onDisk: number | null, age = 0) {
  await server.deps.db
    .insertInto('uploads')
    .values({
      owner_id: ownerId,
      entity_name: entity,
      upload_id: entity,
      entity_length: bytes.length,
      entity_type: 'image/jpeg',
      media_type: 1,
      received,
      created_at: Date.now() - age,
      session_hash: 'session',
      holder_instance: holderFolder ? await instanceIdOf(holderFolder) : null,
    })
    .execute();
  if (onDisk === null || holderFolder === null) return;
  fs.mkdirSync(path.dirname(fileIn(holderFolder, entity)), { recursive: true });
  fs.writeFileSync(fileIn(holderFolder, entity), bytes.subarray(0, onDisk));
}

async function rowOf(entity: string) {
  return server.deps.db
    .selectFrom('uploads')
    .select(['received', 'holder_instance'])
    .where('owner_id', '=', ownerId)
    .where('entity_name', '=', entity)
    .executeTakeFirst();
}

describe('each instance its own uploads', () => {
  it('gives each data folder its own identity, the same on every start', async () => {
    const first = await instanceIdOf(here);
    expect(first).not.toBe(await instanceIdOf(there));
    expect(fs.readFileSync(path.join(here, 'instance-id'), 'utf8').trim()).toBe(first);
  });

  it("reconciling leaves another instance's uploads and files alone", async () => {
    // Held there: recorded 16 KB, 40 KB on disk (a slice being written right now).
    await upload('theirs', there, 16 * 1024, 40 * 1024);
    await upload('theirs-no-file-here', there, 32 * 1024, null);
    const report = await reconcileUploads(server.deps.db, here);
    expect(report).toEqual({ adopted: 0, reset: 0, shortened: 0, trimmed: 0, orphansRemoved: 0 });
    expect((await rowOf('theirs'))?.received).toBe(16 * 1024);
    expect((await rowOf('theirs-no-file-here'))?.received).toBe(32 * 1024);
    expect(fs.statSync(fileIn(there, 'theirs')).size).toBe(40 * 1024);
  });

  it("sweeping removes this instance's abandoned uploads, not another's", async () => {
    await upload('mine-old', here, 8 * 1024, 8 * 1024, STALE_UPLOAD_MS + 1000);
    await upload('theirs-old', there, 8 * 1024, 8 * 1024, STALE_UPLOAD_MS + 1000);
    expect(await sweepStaleUploads(server.deps.db, here)).toBe(1);
    expect(await rowOf('mine-old')).toBeUndefined();
    expect(fs.existsSync(fileIn(here, 'mine-old'))).toBe(false);
    expect(await rowOf('theirs-old')).toBeDefined();
    expect(fs.existsSync(fileIn(there, 'theirs-old'))).toBe(true);
  });

  it('a row made before holders is adopted by the instance whose folder has its file, once', async () => {
    await upload('legacy', null, 8 * 1024, null);
    fs.mkdirSync(path.dirname(fileIn(here, 'legacy')), { recursive: true });
    fs.writeFileSync(fileIn(here, 'legacy'), bytes.subarray(0, 12 * 1024));
    await upload('legacy-nowhere', null, 4 * 1024, null);

    // The other instance has neither file: it adopts nothing and changes nothing.
    expect(await reconcileUploads(server.deps.db, there)).toMatchObject({ adopted: 0, reset: 0, trimmed: 0 });
    // This one adopts the row it has the file of, then fits the file to it as after a crash.
    expect(await reconcileUploads(server.deps.db, here)).toMatchObject({ adopted: 1, trimmed: 1, reset: 0 });
    expect(await rowOf('legacy')).toEqual({ received: 8 * 1024, holder_instance: await instanceIdOf(here) });
    expect(fs.statSync(fileIn(here, 'legacy')).size).toBe(8 * 1024);
    // A row whose file is nowhere here stays unheld, as it was.
    expect(await rowOf('legacy-nowhere')).toEqual({ received: 4 * 1024, holder_instance: null });
  });

  it('a day-old row that nobody holds is swept by whoever sweeps', async () => {
    await upload('legacy-old', null, 4 * 1024, null, STALE_UPLOAD_MS + 1000);
    expect(await sweepStaleUploads(server.deps.db, there)).toBe(1);
    expect(await rowOf('legacy-old')).toBeUndefined();
  });

  it("a slice past 0 for an upload held elsewhere starts it again from 0 here; the old holder's record then fails", async () => {
    await upload('moved', there, 16 * 1024, 16 * 1024);
    const found = await lookupUpload(server.deps.db, { userId: ownerId, sessionHash: 'session' }, 'moved');
    if (found.kind !== 'mine') throw new Error('not found');
    const outcome = await writeAndRecordSlice(server.deps.db, here, found.upload, 16 * 1024, bytes.subarray(16 * 1024));
    expect(outcome).toEqual({ kind: 'offset_mismatch', offset: 0 });
    expect(await rowOf('moved')).toEqual({ received: 0, holder_instance: await instanceIdOf(here) });
    // The other instance, finishing a slice it was writing, records nothing: the row is not its own.
    expect(await recordReceived(server.deps.db, found.upload, 0, 32 * 1024, await instanceIdOf(there))).toBe(false);
    // From 0 the upload continues here, in this instance's folder.
    const again = await lookupUpload(server.deps.db, { userId: ownerId, sessionHash: 'session' }, 'moved');
    if (again.kind !== 'mine') throw new Error('not found');
    expect(await writeAndRecordSlice(server.deps.db, here, again.upload, 0, bytes)).toEqual({
      kind: 'written',
      received: bytes.length,
    });
    expect(fs.readFileSync(fileIn(here, 'moved')).equals(bytes)).toBe(true);
    expect(fs.statSync(fileIn(there, 'moved')).size).toBe(16 * 1024);
  });

  it('the hourly pass removes files no row of this instance claims (an account purged on another instance)', async () => {
    await upload('kept', here, 8 * 1024, 8 * 1024);
    await upload('purged-elsewhere', here, 8 * 1024, 8 * 1024);
    await server.deps.db.deleteFrom('uploads').where('entity_name', '=', 'purged-elsewhere').execute();
    await upload('handed-over', there, 0, null);
    fs.writeFileSync(fileIn(here, 'handed-over'), bytes.subarray(0, 1024));
    expect(await removeOrphanUploadFiles(server.deps.db, here, await instanceIdOf(here))).toBe(2);
    expect(fs.existsSync(fileIn(here, 'kept'))).toBe(true);
    expect(fs.existsSync(fileIn(here, 'purged-elsewhere'))).toBe(false);
    expect(fs.existsSync(fileIn(here, 'handed-over'))).toBe(false);
  });
});

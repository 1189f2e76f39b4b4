import fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { FIXTURES, makeUser } from '../../test-support/fixtures.js';
import { sliceHeaders } from '../../test-support/upload-test-kit.js';
import { buildApp } from '../../app.js';
import { hashToken, SESSION_COOKIE } from '../../http/session.js';
import { uploadFilePath } from '../../domain/uploads/upload-files.js';
import { reconcileUploads } from '../../domain/uploads/reconcile-uploads.js';
import { instanceIdOf } from '../../data-dir/instance-id.js';
import { onBucket } from '../../test-support/test-bucket.js';

/**
 * The bytes of an upload must be on disk and synced before its row says they were received
 * (docs/behaviour/creation.md#after-a-crash). The file handles of partial uploads are watched: at
 * every write and sync, the row is read, which is what a `kill -9` at that moment would leave.
 */
const watch = vi.hoisted(() => ({
  /** Called before a partial upload's write or sync runs; may throw to fail the step. */
  beforeStep: null as null | ((step: 'write' | 'sync', file: string) => Promise<void>),
  /** Called after a partial upload's sync returned. */
  afterSync: null as null | ((file: string) => Promise<void>),
  /** Bytes of each partial file known to be synced. */
  durable: new Map<string, number>(),
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const open = (async (file: string, ...rest: unknown[]) => {
    const handle = await (real.open as (...args: unknown[]) => Promise<FileHandle>)(file, ...rest);
    if (!String(file).endsWith('.part')) return handle;
    return new Proxy(handle, {
      get(target, property) {
        if (property === 'write' || property === 'writev' || property === 'sync')
          return async (...args: unknown[]) => {
            await watch.beforeStep?.(property === 'sync' ? 'sync' : 'write', String(file));
            const result = await (target[property] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (property === 'sync') {
              watch.durable.set(String(file), (await target.stat()).size);
              await watch.afterSync?.(String(file));
            }
            return result;
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }) as typeof real.open;
  return { ...real, open, default: { ...real, open } };
});

let server: TestServer;
let owner: TestClient;
let ownerId: number;
const restartedApps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await makeUser(server.deps.db, 'crasher')).id;
  owner = new TestClient(server.app);
  await owner.login('crasher', 'password1');
});
afterAll(async () => {
  for (const app of restartedApps) await app.close();
  await server.close();
});

const source = fs.readFileSync(path.join(FIXTURES, 'gps', 'DSCN0010.jpg'));
const SLICE = 16 * 1024;
const entityOf = (uploadId: string) => `${uploadId}_0_${source.length}`;
const fileOf = (uploadId: string) => uploadFilePath(server.deps.config.dataDir, ownerId, entityOf(uploadId));

async function receivedOf(uploadId: string): Promise<number | undefined> {
  const row = await server.deps.db
    .selectFrom('uploads')
    .select('received')
    .where('owner_id', '=', ownerId)
    .where('entity_name', '=', entityOf(uploadId))
    .executeTakeFirst();
  return row?.received;
}

function sendSlice(client: TestClient, uploadId: string, offset: number, end = offset + SLICE) {
  const entity = entityOf(uploadId);
  return client.post(`/rupload_igphoto/${entity}`, source.subarray(offset, Math.min(end, source.length)), {
    headers: sliceHeaders(uploadId, entity, offset, source.length),
  });
}

/** Resumes like the client: asks the offset, then sends the rest; returns the final offset. */
async function resume(client: TestClient, uploadId: string): Promise<number> {
  let offset = (await client.get(`/rupload_igphoto/${entityOf(uploadId)}`)).json().offset as number;
  while (offset < source.length) {
    const answer = await sendSlice(client, uploadId, offset);
    expect(answer.statusCode, answer.body).toBe(200);
    offset = answer.json().offset;
  }
  return offset;
}

/** A server started again on the same database and data folder (it reconciles on ready). */
async function restart(): Promise<TestClient> {
  const app = await buildApp(server.deps);
  restartedApps.push(app);
  await app.ready();
  return owner.onApp(app);
}

/**
 * Sets up an upload row of this instance as a crash could have left it, with a file of
 * `fileBytes` (null: none).
 */
async function leftByCrash(uploadId: string, received: number, fileBytes: number | null) {
  await server.deps.db
    .insertInto('uploads')
    .values({
      owner_id: ownerId,
      entity_name: entityOf(uploadId),
      upload_id: uploadId,
      entity_length: source.length,
      entity_type: 'image/jpeg',
      media_type: 1,
      received,
      created_at: Date.now(),
      session_hash: hashToken(owner.cookie(SESSION_COOKIE) ?? ''),
      holder_instance: await instanceIdOf(server.deps.config.dataDir),
    })
    .execute();
  if (fileBytes === null) return;
  fs.mkdirSync(path.dirname(fileOf(uploadId)), { recursive: true });
  fs.writeFileSync(fileOf(uploadId), source.subarray(0, fileBytes));
}

// These read and damage an upload's file in the data folder and count its fsyncs. On a bucket a
// slice is an object recorded in upload_parts, with no such file: skipped there until the uploads'
// owner gives them a bucket form (issue 28; uploads-across-instances.db.test.ts covers the bucket).
describe.skipIf(onBucket)('upload slices and crashes', () => {
  it('never records bytes that are not written and synced yet', async () => {
    const claims: string[] = [];
    watch.beforeStep = async (step, file) => {
      if (file !== fileOf('9001')) return;
      // What a kill -9 right now would leave: the row may claim only synced bytes.
      const received = (await receivedOf('9001')) ?? 0;
      const durable = watch.durable.get(file) ?? 0;
      if (received > durable) claims.push(`before ${step}: row says ${received}, ${durable} bytes synced`);
    };
    try {
      expect(await resume(owner, '9001')).toBe(source.length);
    } finally {
      watch.beforeStep = null;
    }
    expect(claims).toEqual([]);
    expect(fs.readFileSync(fileOf('9001')).equals(source)).toBe(true);
  });

  it('records a slice of megabytes, synced while it arrives, only after its last sync', async () => {
    const big = Buffer.concat([source, Buffer.alloc(5 * 1024 * 1024, 7)]);
    const entity = `9003_0_${big.length}`;
    const file = uploadFilePath(server.deps.config.dataDir, ownerId, entity);
    const claims: string[] = [];
    let syncs = 0;
    watch.beforeStep = async (step, written) => {
      if (written !== file) return;
      if (step === 'sync') syncs += 1;
      const row = await server.deps.db
        .selectFrom('uploads')
        .select('received')
        .where('owner_id', '=', ownerId)
        .where('entity_name', '=', entity)
        .executeTakeFirst();
      const durable = watch.durable.get(written) ?? 0;
      if ((row?.received ?? 0) > durable) claims.push(`before ${step}: row says ${row?.received}, ${durable} synced`);
    };
    try {
      const answer = await owner.post(`/rupload_igphoto/${entity}`, big, {
        headers: sliceHeaders('9003', entity, 0, big.length),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ offset: big.length, complete: true });
    } finally {
      watch.beforeStep = null;
    }
    expect(claims).toEqual([]);
    expect(syncs).toBeGreaterThan(1);
    expect(watch.durable.get(file)).toBe(big.length);
    expect(fs.readFileSync(file).equals(big)).toBe(true);
  });

  it('keeps the old offset when the process dies between the sync and the record', async () => {
    expect((await sendSlice(owner, '9002', 0)).statusCode).toBe(200);
    // The slice reaches the disk, then the server dies before it records the new offset.
    watch.afterSync = async () => {
      throw new Error('simulated crash after sync');
    };
    try {
      expect((await sendSlice(owner, '9002', SLICE)).statusCode).toBe(500);
    } finally {
      watch.afterSync = null;
    }
    expect(await receivedOf('9002')).toBe(SLICE);
    // Restarted: the unrecorded bytes are cut, the client resumes from the recorded offset.
    const client = await restart();
    expect(fs.statSync(fileOf('9002')).size).toBe(SLICE);
    expect(await resume(client, '9002')).toBe(source.length);
    expect(fs.readFileSync(fileOf('9002')).equals(source)).toBe(true);
  });

  it('after a restart, resumes from the bytes really on disk and finishes byte-identical', async () => {
    // The cases: a row claiming bytes with no file, a row claiming more than its file holds.
    await leftByCrash('9101', 8 * SLICE, null);
    await leftByCrash('9102', 6 * SLICE, 4 * SLICE + 100);
    const orphan = path.join(path.dirname(fileOf('9101')), 'no-row.part');
    fs.writeFileSync(orphan, Buffer.alloc(1000));
    const client = await restart();
    expect((await client.get(`/rupload_igphoto/${entityOf('9101')}`)).json().offset).toBe(0);
    expect((await client.get(`/rupload_igphoto/${entityOf('9102')}`)).json().offset).toBe(4 * SLICE + 100);
    expect(fs.existsSync(orphan)).toBe(false);
    for (const id of ['9101', '9102']) {
      expect(await resume(client, id)).toBe(source.length);
      expect(fs.readFileSync(fileOf(id)).equals(source)).toBe(true);
    }
    // And it publishes: the bytes are the photo, not a photo with a hole.
    const published = await client.post('/api/v1/media/configure/', { upload_id: '9102', caption: 'after a crash' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().media.original_width).toBe(640);
  });

  it('starts over from 0 when a file vanished while the server runs', async () => {
    expect((await sendSlice(owner, '9201', 0)).statusCode).toBe(200);
    fs.rmSync(fileOf('9201'));
    const answer = await sendSlice(owner, '9201', SLICE);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error_id: 'upload_offset_mismatch', offset: 0 });
    expect(await resume(owner, '9201')).toBe(source.length);
    expect(fs.readFileSync(fileOf('9201')).equals(source)).toBe(true);
  });
});

describe('reconcileUploads', () => {
  it('fits each row to its file, cuts unrecorded bytes and removes files without a row', async () => {
    await leftByCrash('9301', 3 * SLICE, null); // no file: back to 0
    await leftByCrash('9302', 5 * SLICE, 2 * SLICE); // short file: back to its size
    await leftByCrash('9303', SLICE, 3 * SLICE); // unrecorded bytes: cut to the row
    await leftByCrash('9304', 2 * SLICE, 2 * SLICE); // agrees: untouched
    await leftByCrash('9305', 0, null); // nothing yet: untouched
    const stray = path.join(server.deps.config.dataDir, 'uploads', '999999', 'gone.part');
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, 'x');
    const report = await reconcileUploads(server.deps.db, server.deps.config.dataDir);
    expect(report).toEqual({ adopted: 0, reset: 1, shortened: 1, trimmed: 1, orphansRemoved: 1 });
    expect(await receivedOf('9301')).toBe(0);
    expect(await receivedOf('9302')).toBe(2 * SLICE);
    expect(await receivedOf('9303')).toBe(SLICE);
    expect(fs.statSync(fileOf('9303')).size).toBe(SLICE);
    expect(await receivedOf('9304')).toBe(2 * SLICE);
    expect(fs.existsSync(stray)).toBe(false);
    // A second pass finds nothing to do.
    expect(await reconcileUploads(server.deps.db, server.deps.config.dataDir)).toEqual({
      adopted: 0,
      reset: 0,
      shortened: 0,
      trimmed: 0,
      orphansRemoved: 0,
    });
  });
});

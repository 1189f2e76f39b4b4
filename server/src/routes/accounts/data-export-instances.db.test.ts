import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDownloadStatusSchema } from 'shared-contracts/schemas';
import { buildApp } from '../../app.js';
import { createS3Storage } from '../../media/s3-storage.js';
import { claimJobLease } from '../../domain/jobs/job-leases.js';
import { createDataExportService } from '../../domain/own-data/data-exports.js';
import { person } from '../../test-support/direct-kit.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

// Archives live in the bucket (docs/behaviour/own-data.md#download-your-information): one instance
// builds it, another one (its own data folder, the same database and bucket) serves it, with
// ranges, and neither data folder holds an archive.

const STATUS = '/api/v1/accounts/download_data/';
const ARCHIVE = '/api/v1/accounts/download_data/archive/';

let s3: TestS3Server;
let server: TestServer;
let second: FastifyInstance;
let secondDataDir: string;
let one: TestClient;
let two: TestClient;

beforeAll(async () => {
  s3 = await startTestS3Server([`lumen-exports-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-second-'));
  second = await buildApp({ ...server.deps, config: { ...server.deps.config, dataDir: secondDataDir } });
  one = (await person(server, 'exporter')).client;
  two = one.onApp(second);
});

afterAll(async () => {
  await second?.close();
  await server?.close();
  await s3?.close();
  fs.rmSync(secondDataDir, { recursive: true, force: true });
});

describe('an archive on a bucket', () => {
  it('is built by one instance and downloaded whole or by range through another', async () => {
    expect((await one.post(STATUS)).statusCode).toBe(200);
    let status = DataDownloadStatusSchema.parse((await two.get(STATUS)).json());
    for (let i = 0; i < 400 && status.download?.state === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = DataDownloadStatusSchema.parse((await two.get(STATUS)).json());
    }
    expect(status.download?.state).toBe('ready');

    const whole = await two.get(ARCHIVE);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/zip');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="lumen-exporter-/);
    expect(whole.rawPayload.length).toBe(status.download?.size_bytes);

    const stored: string[] = [];
    for await (const item of createS3Storage(s3.settings).list('exports')) stored.push(item.key);
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(whole.rawPayload, (await createS3Storage(s3.settings).read(stored[0]!))!)).toBe(0);

    const part = await two.get(ARCHIVE, { range: 'bytes=10-29' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${whole.rawPayload.length}`);
    expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(10, 30))).toBe(0);

    // The key is not a /media/ URL anyone may fetch, not even its owner.
    expect((await one.get(`/media/${stored[0]}`)).statusCode).toBe(404);
    for (const dataDir of [server.deps.config.dataDir, secondDataDir])
      expect(fs.readdirSync(dataDir, { recursive: true }).filter((name) => String(name).includes('.zip'))).toEqual([]);
  });

  it('is built by another instance when the one building it stopped midway', async () => {
    const { db, storage } = server.deps;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'exporter').executeTakeFirstOrThrow();
    // A pending build held by an instance that is gone (it stopped renewing its lease).
    const row = await db
      .insertInto('data_exports')
      .values({ user_id: user.id, state: 'pending', requested_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await claimJobLease(db, `data-export:${row.id}`, 'stopped-instance', Date.now() + 60_000)).toBe(true);
    const other = createDataExportService({ db, storage, dataDir: secondDataDir, log: () => undefined });
    const state = async () =>
      (await db.selectFrom('data_exports').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state;

    // While its lease runs, nobody else builds it.
    expect(await other.pickUp()).toBeGreaterThanOrEqual(1);
    await other.idle();
    expect(await state()).toBe('pending');

    // Once it has run out, the next pick-up builds it here.
    await db
      .updateTable('job_leases')
      .set({ until: Date.now() - 1 })
      .where('name', '=', `data-export:${row.id}`)
      .execute();
    await other.pickUp();
    await other.idle();
    expect(await state()).toBe('ready');
    expect(
      await db.selectFrom('job_leases').select('name').where('name', '=', `data-export:${row.id}`).execute(),
    ).toEqual([]);
  });
});

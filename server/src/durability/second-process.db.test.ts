import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { uploadFilePath } from '../domain/uploads/upload-files.js';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { makeUser } from '../test-support/fixtures.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { loginOverHttp, openSlice, runServerToExit } from '../test-support/upload-process-kit.js';

/**
 * A second server process started on the data folder of a running one must leave at once and
 * touch nothing (docs/operating.md#one-data-folder-per-process). Before the data folder was
 * locked, the second process reconciled the uploads at start-up and cut the first one's file
 * while a slice was being written into it, then failed to listen (EADDRINUSE): the finished file
 * began with megabytes of zero bytes.
 */

const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const MB = 1024 * 1024;
/** A 6 MB "photo" sent as one slice: JPEG magic, then noise. */
const source = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(6 * MB - 4)]);
const UPLOAD_ID = '8100';
const entity = `${UPLOAD_ID}_0_${source.length}`;

let dataDir: string;
let databaseUrl: string | null;
let userId: number;
let server: ChildServer | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-second-'));
  databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : null;
  const database = await openDatabase({ databaseUrl, dataDir });
  userId = (await makeUser(database.db, 'uploader')).id;
  await database.close();
  server = await startChildServer({ dataDir, databaseUrl });
}, 120_000);

afterAll(async () => {
  await server?.kill9();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} never happened`);
}

it('a second process on the same DATA_DIR exits at once naming the folder and leaves an upload in progress alone', async () => {
  const live = server!;
  const session = await loginOverHttp(live.url, 'uploader', 'password1');
  const file = uploadFilePath(dataDir, userId, entity);
  const size = () => (fs.existsSync(file) ? fs.statSync(file).size : 0);

  // The first slice is half-way: 4 MB of its 6 MB are in, and on disk, not yet recorded.
  const slice = await openSlice(live.url, session, {
    id: UPLOAD_ID,
    entity,
    offset: 0,
    length: source.length,
    total: source.length,
  });
  slice.send(source.subarray(0, 4 * MB));
  await until(() => size() >= 3 * MB, 'the first 3 MB reaching the file');
  const before = fs.readFileSync(file);

  // Started as a second replica on the same folder (and, as it happens, the same port).
  const second = await runServerToExit({ dataDir, databaseUrl, port: Number(new URL(live.url).port) });
  expect(second.code, second.output).not.toBe(0);
  expect(second.output).toContain(`DATA_DIR ${dataDir} is in use`);
  expect(second.output).toContain(`pid ${live.pid}`);
  expect(second.output).not.toMatch(/EADDRINUSE/);
  console.info(`second process exited ${second.code} after ${second.ms} ms`);

  // Nothing it could have done happened: the bytes written so far are as they were.
  const after = fs.readFileSync(file);
  expect(after.subarray(0, before.length).equals(before)).toBe(true);
  expect(after.subarray(0, before.length).equals(source.subarray(0, before.length))).toBe(true);

  // The slice then finishes, and the upload holds exactly what was sent.
  slice.send(source.subarray(4 * MB));
  const answer = await slice.answer();
  slice.close();
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ offset: source.length, complete: true });
  const stored = fs.readFileSync(file);
  expect(stored.subarray(0, MB).equals(Buffer.alloc(MB)), 'the file starts with zero bytes').toBe(false);
  expect(stored.equals(source)).toBe(true);

  // And the first process still serves as before.
  expect((await fetch(`${live.url}/healthz`)).status).toBe(200);
}, 120_000);

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { uploadFilePath } from '../domain/uploads/upload-files.js';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { makeUser } from '../test-support/fixtures.js';
import { sliceHeaders } from '../test-support/upload-test-kit.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { loginOverHttp, openSlice } from '../test-support/upload-process-kit.js';

/**
 * Two instances on one PostgreSQL database, each with its own data folder and one media folder
 * (docs/operating.md#one-data-folder-per-process). The second one's start-up reconciliation must
 * leave the first one's upload in progress alone. Before uploads recorded their holder, it set the
 * first one's row back to 0 (the file is not in its folder), and the slice the first one was
 * writing then recorded nothing: 404, and the client had to start over.
 */

const MB = 1024 * 1024;
const source = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(5 * MB - 4)]);
const UPLOAD_ID = '8200';
const entity = `${UPLOAD_ID}_0_${source.length}`;

describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances on one database', () => {
  let root: string;
  let databaseUrl: string;
  let userId: number;
  const servers: ChildServer[] = [];
  const folderOf = (name: string) => path.join(root, name);
  const env = () => ({ MEDIA_DIR: path.join(root, 'media') });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-two-'));
    databaseUrl = await freshPostgresDatabase();
    const database = await openDatabase({ databaseUrl, dataDir: folderOf('one') });
    userId = (await makeUser(database.db, 'traveller')).id;
    await database.close();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.kill9();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("the second instance's start-up leaves the first one's upload in progress untouched", async () => {
    const one = await startChildServer({ dataDir: folderOf('one'), databaseUrl, env: env() });
    servers.push(one);
    const session = await loginOverHttp(one.url, 'traveller', 'password1');
    const file = uploadFilePath(folderOf('one'), userId, entity);
    const size = () => (fs.existsSync(file) ? fs.statSync(file).size : 0);

    // 1 MB acknowledged, then a 4 MB slice half-way: its first 2 MB are on disk, not yet recorded.
    const first = await fetch(`${one.url}/rupload_igphoto/${entity}`, {
      method: 'POST',
      headers: {
        ...sliceHeaders(UPLOAD_ID, entity, 0, source.length),
        cookie: session.cookie,
        'x-csrftoken': session.csrf,
      },
      body: new Uint8Array(source.subarray(0, MB)),
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const slice = await openSlice(one.url, session, {
      id: UPLOAD_ID,
      entity,
      offset: MB,
      length: source.length - MB,
      total: source.length,
    });
    slice.send(source.subarray(MB, 3 * MB));
    for (let i = 0; size() < 2 * MB && i < 500; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(size()).toBeGreaterThanOrEqual(2 * MB);

    // The second instance starts (and reconciles) on the same database with a folder of its own.
    const two = await startChildServer({ dataDir: folderOf('two'), databaseUrl, env: env() });
    servers.push(two);
    const offset = await fetch(`${one.url}/rupload_igphoto/${entity}`, { headers: { cookie: session.cookie } });
    expect(((await offset.json()) as { offset: number }).offset).toBe(MB);
    expect(
      fs
        .readFileSync(file)
        .subarray(0, 2 * MB)
        .equals(source.subarray(0, 2 * MB)),
    ).toBe(true);

    // The slice finishes on the first instance and the upload is whole.
    slice.send(source.subarray(3 * MB));
    const answer = await slice.answer();
    slice.close();
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ offset: source.length, complete: true });
    expect(fs.readFileSync(file).equals(source)).toBe(true);
    // Neither instance wrote a byte of it into the second one's folder.
    expect(fs.existsSync(uploadFilePath(folderOf('two'), userId, entity))).toBe(false);
  }, 120_000);
});

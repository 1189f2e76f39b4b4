import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeUser } from '../../test-support/fixtures.js';
import { countRows, sliceHeaders } from '../../test-support/upload-test-kit.js';

// docs/behaviour/creation.md#upload-protocol: one account may hold at most 20 unfinished uploads
// and 300 MB of them (announced lengths), across its sessions.

const COUNT_LIMIT = 20;
const PHOTO_CAP = 30 * 1024 * 1024;

let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  server = await createTestServer();
  photo = await jpeg(64, 48);
});
afterAll(() => server.close());

async function loggedIn(username: string): Promise<TestClient> {
  await makeUser(server.deps.db, username);
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return client;
}

let nextId = 700;
/** Sends the first half of `photo` as a new upload announcing `length` bytes. */
function startUpload(client: TestClient, length = photo.length) {
  const id = String((nextId += 1));
  const entity = `${id}_0_${length}`;
  const response = client.post(`/rupload_igphoto/${entity}`, photo.subarray(0, photo.length >> 1), {
    headers: sliceHeaders(id, entity, 0, length),
  });
  return { id, entity, response };
}

/** Partial files the account has on disk. */
function partFiles(userId: number): number {
  const dir = path.join(server.deps.config.dataDir, 'uploads', String(userId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

async function userId(username: string): Promise<number> {
  const row = await server.deps.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('unfinished upload quota', () => {
  it(`allows ${COUNT_LIMIT} unfinished uploads, refuses the next with 429 and writes nothing, until one is published`, async () => {
    const client = await loggedIn('hoarder');
    const uid = await userId('hoarder');
    const started = [];
    for (let i = 0; i < COUNT_LIMIT; i += 1) {
      const upload = startUpload(client);
      expect((await upload.response).statusCode).toBe(200);
      started.push(upload);
    }
    const rows = await countRows(server, 'uploads');
    const files = partFiles(uid);
    const refused = await startUpload(client).response;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_id: 'rate_limited', reason: 'too_many_unfinished_uploads' });
    expect(refused.json().error_title).toContain('at most 20 files and 300 MB');
    expect(await countRows(server, 'uploads')).toBe(rows);
    expect(partFiles(uid)).toBe(files);

    // Finishing and publishing one makes room again.
    const first = started[0]!;
    const half = photo.length >> 1;
    const rest = await client.post(`/rupload_igphoto/${first.entity}`, photo.subarray(half), {
      headers: sliceHeaders(first.id, first.entity, half, photo.length),
    });
    expect(rest.json()).toMatchObject({ complete: true });
    expect((await client.post('/api/v1/media/configure/', { upload_id: first.id })).statusCode).toBe(200);
    expect((await startUpload(client).response).statusCode).toBe(200);
  });

  it('counts the announced bytes: ten 30 MB photos fit, an eleventh does not', async () => {
    const client = await loggedIn('bigfiles');
    for (let i = 0; i < 10; i += 1) expect((await startUpload(client, PHOTO_CAP).response).statusCode).toBe(200);
    const refused = await startUpload(client, PHOTO_CAP).response;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toBe('too_many_unfinished_uploads');
    // A small one still fits in what is left of the count but not of the bytes: refused too.
    expect((await startUpload(client, 1024).response).statusCode).toBe(429);
  });

  it('holds across sessions and against racing first slices', async () => {
    const first = await loggedIn('racer');
    const second = new TestClient(server.app);
    await second.login('racer', 'password1');
    const answers = await Promise.all(
      Array.from({ length: COUNT_LIMIT + 6 }, (_, i) => startUpload(i % 2 ? first : second).response),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(COUNT_LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
    const uid = await userId('racer');
    const rows = await server.deps.db.selectFrom('uploads').select('entity_name').where('owner_id', '=', uid).execute();
    expect(rows).toHaveLength(COUNT_LIMIT);
  });

  it('counts per account: another account still uploads', async () => {
    const client = await loggedIn('neighbour');
    expect((await startUpload(client).response).statusCode).toBe(200);
  });
});

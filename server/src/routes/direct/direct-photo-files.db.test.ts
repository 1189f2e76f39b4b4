import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeFollow } from '../../test-support/fixtures.js';
import { uploadAll } from '../../test-support/upload-test-kit.js';
import { DIRECT, group, newContext, person, sent, type Person } from '../../test-support/direct-kit.js';
import { deleteExpiredItems } from '../../domain/direct/disappearing-messages.js';

// The files of a photo sent in direct messages (docs/behaviour/direct.md#photos): only those who
// may read a message holding it fetch them; once every message holding it is gone (unsend,
// expiry), the files are deleted, and a file no row owns is never public
// (docs/behaviour/media.md#who-may-fetch-a-file).

let server: TestServer;
let ann: Person;
let ben: Person;
let cat: Person;
let uploads = 0;

beforeAll(async () => {
  server = await createTestServer();
  [ann, ben, cat] = [await person(server, 'ann'), await person(server, 'ben'), await person(server, 'cat')];
  for (const p of [ben, cat]) await makeFollow(server.deps.db, p.id, ann.id);
});
afterAll(() => server.close());

/** Sends a fresh photo from ann; answers its message id, thread id and the URL of its first file. */
async function sendPhoto(target: { threads?: string[]; users?: string[] }) {
  const uploadId = String(700_000 + (uploads += 1));
  await uploadAll(ann.client, uploadId, await jpeg(64, 48));
  const response = await ann.client.post(`${DIRECT}/threads/broadcast/configure_photo/`, {
    ...(target.threads ? { thread_ids: JSON.stringify(target.threads) } : {}),
    ...(target.users ? { recipient_users: JSON.stringify(target.users) } : {}),
    client_context: newContext(),
    upload_id: uploadId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [first] = response.json().items as Array<{
    thread_id: string;
    item: { item_id: string; media: { image_versions2: { candidates: Array<{ url: string }> } } };
  }>;
  return {
    threadId: first!.thread_id,
    itemId: first!.item.item_id,
    url: first!.item.media.image_versions2.candidates[0]!.url,
  };
}

const visitor = () => new TestClient(server.app);
const fileOnDisk = async (url: string) => server.deps.storage.has(url.replace(/^.*\/media\//, ''));

describe('a direct photo whose message is gone', () => {
  it('after unsend: 404 to everyone (never public), and its files are deleted', async () => {
    const photo = await sendPhoto({ users: [ben.idText] });
    expect((await ben.client.get(photo.url)).headers['cache-control']).toBe('private, no-cache');
    const unsend = await ann.client.post(`${DIRECT}/threads/${photo.threadId}/items/${photo.itemId}/delete/`, {});
    expect(unsend.statusCode).toBe(200);
    for (const client of [visitor(), cat.client, ben.client, ann.client]) {
      const response = await client.get(photo.url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await fileOnDisk(photo.url)).toBe(false);
  });

  it('after the sweep removes an expired disappearing message: the same', async () => {
    const { threadId } = await sent(ann, { users: [cat.idText] }, 'hello');
    const on = await ann.client.post(`${DIRECT}/threads/${threadId}/set_disappearing_messages_settings/`, {
      mode: 'on',
      ttl_sec: '300',
    });
    expect(on.statusCode).toBe(200);
    const photo = await sendPhoto({ threads: [threadId] });
    expect((await cat.client.get(photo.url)).statusCode).toBe(200);
    expect(await deleteExpiredItems(server.deps, Date.now() + 10 * 60_000)).toBeGreaterThan(0);
    const response = await visitor().get(photo.url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await fileOnDisk(photo.url)).toBe(false);
  });

  it('a forwarded photo keeps its files while the forward holds them', async () => {
    const photo = await sendPhoto({ users: [ben.idText] });
    const forward = await ann.client.post(`${DIRECT}/threads/broadcast/forward/`, {
      recipient_users: JSON.stringify([cat.idText]),
      client_context: newContext(),
      forwarded_from_thread_id: photo.threadId,
      forwarded_from_thread_item_id: photo.itemId,
    });
    expect(forward.statusCode, forward.body).toBe(200);
    await ann.client.post(`${DIRECT}/threads/${photo.threadId}/items/${photo.itemId}/delete/`, {});
    expect(await fileOnDisk(photo.url)).toBe(true);
    expect((await cat.client.get(photo.url)).statusCode).toBe(200);
    // ben's message is gone: ben no longer reads a message holding it.
    expect((await ben.client.get(photo.url)).statusCode).toBe(404);
    expect((await visitor().get(photo.url)).statusCode).toBe(404);
  });
});

describe('who may fetch a direct photo follows who may read its message', () => {
  it('not a member who left before it was sent, nor one who joined after', async () => {
    const dan = await person(server, 'dan');
    await makeFollow(server.deps.db, dan.id, ann.id);
    const threadId = await group(ann, [ben, cat]);
    expect((await cat.client.post(`${DIRECT}/threads/${threadId}/leave/`, {})).statusCode).toBe(200);
    const photo = await sendPhoto({ threads: [threadId] });
    const add = await ann.client.post(`${DIRECT}/threads/${threadId}/add_user/`, {
      user_ids: JSON.stringify([dan.idText]),
    });
    expect(add.statusCode).toBe(200);
    expect((await ben.client.get(photo.url)).statusCode).toBe(200);
    expect((await cat.client.get(photo.url)).statusCode).toBe(404);
    expect((await dan.client.get(photo.url)).statusCode).toBe(404);
  });
});

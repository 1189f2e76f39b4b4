import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_MS } from '../domain/own-data/account-deletion.js';
import { purgeDueAccounts } from '../domain/own-data/account-purge.js';
import { deleteExpiredItems } from '../domain/direct/disappearing-messages.js';
import { DIRECT, newContext, person, sent, type Person } from '../test-support/direct-kit.js';
import { jpeg } from '../test-support/fixtures.js';
import { s3Env, startTestS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import type { TestClient } from '../test-support/test-client.js';
import { uploadAll } from '../test-support/upload-test-kit.js';
import { createS3Storage } from './s3-storage.js';

// Deleting deletes the objects (docs/operating.md#where-files-are-stored): on a bucket, on both
// databases, each way a file stops being needed leaves nothing under its prefix.

let s3: TestS3Server;
let server: TestServer;
let ann: Person;
let ben: Person;
let uploads = 0;

beforeAll(async () => {
  s3 = await startTestS3Server([`lumen-deletes-${process.env.TEST_DB ?? 'sqlite'}`]);
  server = await createTestServer(s3Env(s3.settings));
  [ann, ben] = [await person(server, 'del_ann'), await person(server, 'del_ben')];
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** The folder of a served file's key (`/media/m/ab/1080.webp` → `m/ab`). */
const prefixOf = (url: string) => {
  const key = url.replace(/^.*\/media\//, '');
  return key.slice(0, key.lastIndexOf('/'));
};
const objects = async (prefix: string) => {
  const keys: string[] = [];
  for await (const item of createS3Storage(s3.settings).list(prefix)) keys.push(item.key);
  return keys;
};
const freshUpload = async (client: TestClient) => {
  const id = String(7400 + (uploads += 1));
  await uploadAll(client, id, await jpeg(80, 60));
  return id;
};

async function sendPhoto(threadId: string): Promise<{ itemId: string; prefix: string }> {
  const response = await ann.client.post(`${DIRECT}/threads/broadcast/configure_photo/`, {
    thread_ids: JSON.stringify([threadId]),
    client_context: newContext(),
    upload_id: await freshUpload(ann.client),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { item } = response.json().items[0];
  return { itemId: item.item_id, prefix: prefixOf(item.media.image_versions2.candidates[0].url) };
}

describe('deleting on a bucket', () => {
  it('an unsent direct photo and an expired disappearing one', async () => {
    const { threadId } = await sent(ann, { users: [ben.idText] }, 'hi');
    const unsent = await sendPhoto(threadId);
    expect(await objects(unsent.prefix)).not.toEqual([]);
    const unsend = await ann.client.post(`${DIRECT}/threads/${threadId}/items/${unsent.itemId}/delete/`, {});
    expect(unsend.statusCode).toBe(200);
    expect(await objects(unsent.prefix)).toEqual([]);

    const on = await ann.client.post(`${DIRECT}/threads/${threadId}/set_disappearing_messages_settings/`, {
      mode: 'on',
      ttl_sec: '300',
    });
    expect(on.statusCode).toBe(200);
    const expiring = await sendPhoto(threadId);
    expect(await objects(expiring.prefix)).not.toEqual([]);
    expect(await deleteExpiredItems(server.deps, Date.now() + 10 * 60_000)).toBeGreaterThan(0);
    expect(await objects(expiring.prefix)).toEqual([]);
  });

  it('a replaced profile picture', async () => {
    const change = async () => {
      const answer = await ben.client.post('/api/v1/web/accounts/web_change_profile_picture/', {
        upload_id: await freshUpload(ben.client),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return prefixOf(answer.json().profile_pic_url);
    };
    const first = await change();
    expect(await objects(first)).not.toEqual([]);
    const second = await change();
    expect(second).not.toBe(first);
    expect(await objects(first)).toEqual([]);
    expect(await objects(second)).not.toEqual([]);
  });

  it("a purged account's posts, stories, profile picture and archive", async () => {
    const leaver = await person(server, 'del_leaver');
    const post = await leaver.client.post('/api/v1/media/configure/', {
      upload_id: await freshUpload(leaver.client),
      caption: 'going away',
    });
    expect(post.statusCode, post.body).toBe(200);
    const story = await leaver.client.post('/api/v1/media/configure_to_story/', {
      upload_id: await freshUpload(leaver.client),
      audience: 'everyone',
    });
    expect(story.statusCode, story.body).toBe(200);
    const avatar = await leaver.client.post('/api/v1/web/accounts/web_change_profile_picture/', {
      upload_id: await freshUpload(leaver.client),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect((await leaver.client.post('/api/v1/accounts/download_data/')).statusCode).toBe(200);
    await expect.poll(async () => (await objects(`exports/${leaver.id}`)).length, { timeout: 10_000 }).toBe(1);
    const prefixes = [
      prefixOf(post.json().media.image_versions2.candidates[0].url),
      prefixOf(story.json().media.image_versions2.candidates[0].url),
      prefixOf(avatar.json().profile_pic_url),
      `exports/${leaver.id}`,
    ];
    for (const prefix of prefixes) expect(await objects(prefix), prefix).not.toEqual([]);

    const asked = await leaver.client.post('/api/v1/web/accounts/request_deletion/', { password: 'password1' });
    expect(asked.statusCode).toBe(200);
    const files = { storage: server.deps.storage, dataDir: server.deps.config.dataDir };
    expect(await purgeDueAccounts(server.deps.db, files, Date.now() + ACCOUNT_DELETION_GRACE_MS + 60_000)).toBe(1);
    for (const prefix of prefixes) expect(await objects(prefix), prefix).toEqual([]);
  });
});

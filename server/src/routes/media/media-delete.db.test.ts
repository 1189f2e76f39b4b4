import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeComment, makeFollow, makeLikes, makePost, makeUser } from '../../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../../test-support/media-fixtures.js';
import { DIRECT, newContext, person, readThread, type Person } from '../../test-support/direct-kit.js';
import { feedPage } from '../../test-support/feed-client.js';
import { queueVideoPost } from '../../domain/transcoding/queue-video.js';
import { renditionLadder } from '../../media/video-rules.js';
import { POST_DELETES_PER_MINUTE } from '../../domain/media/delete-post.js';
import { keyOfUrl } from '../../test-support/upload-test-kit.js';

// Deleting one's own post (docs/behaviour/media.md#deleting-a-post), on both databases: only the
// owner may, it goes from every list and count at once, and its files go after.

let server: TestServer;
let owner: Person;
let fan: Person;
let stranger: TestClient;
let work: string;

beforeAll(async () => {
  server = await createTestServer();
  // Queued videos stay queued here: the deletion, not a worker, must clean them up.
  await server.deps.transcoder.stop();
  owner = await person(server, 'deleter', { isPrivate: true });
  fan = await person(server, 'deletefan');
  await makeUser(server.deps.db, 'deletestranger');
  await makeFollow(server.deps.db, fan.id, owner.id);
  stranger = new TestClient(server.app);
  await stranger.login('deletestranger', 'password1');
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'lumen-media-delete-'));
});
afterAll(async () => {
  await server.close();
  await fs.rm(work, { recursive: true, force: true });
});

const deletePost = (client: TestClient, id: number | string) => client.post(`/api/v1/media/${id}/delete/`);
const mediaRow = (id: number) =>
  server.deps.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst();
const tagCount = async (tag: string) =>
  Number(
    (await server.deps.db.selectFrom('hashtags').select('public_media_count').where('tag', '=', tag).executeTakeFirst())
      ?.public_media_count ?? 0,
  );
const profileCount = async (client: TestClient) =>
  (await client.get('/api/v1/users/web_profile_info/?username=deleter')).json().data.user.media_count as number;
const gridIds = async (client: TestClient) =>
  ((await client.get(`/api/v1/feed/user/${owner.id}/`)).json().items as Array<{ pk: string }>).map((m) => m.pk);

describe('deleting a post', () => {
  it('lets only the owner delete: others get forbidden or not found, and the post stays', async () => {
    const post = await makePost(server.deps.db, server.deps.storage, owner.id, Date.now(), 'keep me');
    const visitor = new TestClient(server.app);
    expect((await deletePost(visitor, post.id)).statusCode).toBe(401);
    // The follower sees the post but is not its owner.
    const refused = await deletePost(fan.client, post.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_id).toBe('forbidden');
    // A stranger may not see a private account's post: it is as missing as an unknown id.
    const hidden = await deletePost(stranger, post.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error_id).toBe('not_found');
    expect((await deletePost(owner.client, 999_999_999)).json().error_id).toBe('not_found');
    expect((await deletePost(owner.client, 'abc')).statusCode).toBe(404);
    expect(await mediaRow(post.id)).toBeDefined();
  });

  it('takes the post out of the profile, its count, tag counts, feeds, saved collections and comments', async () => {
    const { db, storage } = server.deps;
    const public_ = await person(server, 'deletepublic');
    await makeFollow(db, fan.id, public_.id);
    const kept = await makePost(db, storage, public_.id, Date.now() - 1000, 'stays #vanishing');
    const doomed = await makePost(db, storage, public_.id, Date.now(), 'goes #vanishing #onlyhere');
    await makeLikes(db, doomed.id, [fan.id]);
    await makeComment(db, doomed.id, fan.id, 'nice one');
    const created = await fan.client.post('/api/v1/collections/create/', {
      name: 'Keepers',
      added_media_ids: JSON.stringify([String(doomed.id)]),
    });
    const collectionId = created.json().collection_id as string;
    await fan.client.post(`/api/v1/web/save/${doomed.id}/save/`);
    const share = await fan.client.post(`${DIRECT}/threads/broadcast/media_share/`, {
      recipient_users: JSON.stringify([owner.idText]),
      media_id: String(doomed.id),
      client_context: newContext(),
    });
    expect(share.statusCode, share.body).toBe(200);
    const threadId = share.json().items[0].thread_id as string;
    const homeCaptions = async () =>
      (await feedPage(fan.client, { variant: 'home', first: 20 })).edges.map((e) => e.node.media?.caption?.text);
    const saved = async (id: string) =>
      (
        (await fan.client.get(`/api/v1/feed/collection/${id}/posts/`)).json().items as Array<{ media: { pk: string } }>
      ).map((i) => i.media.pk);
    expect(await tagCount('vanishing')).toBe(2);
    expect(await tagCount('onlyhere')).toBe(1);
    expect(await homeCaptions()).toContain('goes #vanishing #onlyhere');
    expect(await saved(collectionId)).toContain(String(doomed.id));
    const before = (await fan.client.get('/api/v1/users/web_profile_info/?username=deletepublic')).json().data.user;

    const answer = await deletePost(public_.client, doomed.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ did_delete: true, status: 'ok' });

    const after = (await fan.client.get('/api/v1/users/web_profile_info/?username=deletepublic')).json().data.user;
    expect(after.media_count).toBe(before.media_count - 1);
    const grid = (await fan.client.get(`/api/v1/feed/user/${public_.id}/`)).json().items as Array<{ pk: string }>;
    expect(grid.map((m) => m.pk)).toEqual([String(kept.id)]);
    expect(await tagCount('vanishing')).toBe(1);
    expect(await tagCount('onlyhere')).toBe(0);
    expect((await fan.client.get('/api/v1/tags/web_info/?tag_name=vanishing')).json().data.media_count).toBe(1);
    expect(await homeCaptions()).not.toContain('goes #vanishing #onlyhere');
    // Search no longer offers a tag that only the deleted post used.
    const tags = async (query: string) =>
      (
        (await fan.client.get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json()
          .hashtags as Array<{ hashtag: { name: string; media_count: number } }>
      ).map((h) => [h.hashtag.name, h.hashtag.media_count]);
    expect(await tags('#onlyhere')).toEqual([]);
    expect(await tags('#vanishing')).toEqual([['vanishing', 1]]);
    expect(await saved(collectionId)).toEqual([]);
    expect(await saved('ALL_MEDIA_AUTO_COLLECTION')).not.toContain(String(doomed.id));
    expect((await fan.client.get(`/api/v1/media/${doomed.id}/info/`)).statusCode).toBe(404);
    expect((await fan.client.get(`/api/v1/media/${doomed.id}/comments/`)).statusCode).toBe(404);
    for (const table of ['likes', 'comments', 'saves', 'collection_items', 'media_hashtags'] as const)
      expect(await db.selectFrom(table).select('media_id').where('media_id', '=', doomed.id).execute(), table).toEqual(
        [],
      );
    // A message that shared it stays, showing the post as unavailable, for both members.
    for (const member of [fan, owner]) {
      const thread = await readThread(member, threadId);
      expect(thread.statusCode).toBe(200);
      expect(thread.json().thread.items[0].media_share).toBeNull();
    }
    // A second delete (another tab) finds nothing.
    expect((await deletePost(public_.client, doomed.id)).statusCode).toBe(404);
  });

  it('removes the files of a photo, a video and a carousel, and the post count drops for each', async () => {
    const { db, storage } = server.deps;
    const made = await Promise.all(
      (['photo', 'video', 'carousel'] as const).map((kind) => makePostWithOwnFiles(db, storage, owner.id, kind)),
    );
    const countBefore = await profileCount(owner.client);
    for (const [index, { post, urls }] of made.entries()) {
      for (const url of urls) expect(await storage.has(keyOfUrl(url)), url).toBe(true);
      expect((await deletePost(owner.client, post.id)).statusCode).toBe(200);
      for (const url of urls) {
        expect(await storage.has(keyOfUrl(url)), url).toBe(false);
        expect((await owner.client.get(url)).statusCode).toBe(404);
      }
      expect(await profileCount(owner.client)).toBe(countBefore - index - 1);
      expect(await gridIds(owner.client)).not.toContain(String(post.id));
    }
    expect(
      await db.selectFrom('media_children').select('id').where('media_id', '=', made[2]!.post.id).execute(),
    ).toEqual([]);
  });

  it('keeps a picture another post still uses (seed posts share theirs)', async () => {
    const { db, storage } = server.deps;
    const one = await makePost(db, storage, owner.id, Date.now(), 'shared picture one');
    const two = await makePost(db, storage, owner.id, Date.now(), 'shared picture two');
    expect(one.image_key).toBe(two.image_key);
    expect((await deletePost(owner.client, one.id)).statusCode).toBe(200);
    expect(await storage.has(`${two.image_key}/${JSON.parse(two.image_versions)[0].key.split('/').pop()}`)).toBe(true);
  });

  it('limits how many posts an account deletes a minute, and a refused delete keeps the post', async () => {
    const { db, storage } = server.deps;
    const tidy = await person(server, 'deletetidy');
    const posts = await Promise.all(
      Array.from({ length: POST_DELETES_PER_MINUTE + 1 }, (_, i) =>
        makePost(db, storage, tidy.id, Date.now() + i, `tidy ${i}`),
      ),
    );
    for (const post of posts.slice(0, POST_DELETES_PER_MINUTE))
      expect((await deletePost(tidy.client, post.id)).statusCode).toBe(200);
    const last = posts[POST_DELETES_PER_MINUTE]!;
    const refused = await deletePost(tidy.client, last.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_id).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mediaRow(last.id)).toBeDefined();
  });

  it('drops a video still waiting to be transcoded: its job and its source go with it', async () => {
    const { db, config } = server.deps;
    const source = path.join(work, 'waiting.mp4');
    await fs.writeFile(source, 'not really a video: no worker runs here');
    const post = await queueVideoPost(
      db,
      config.dataDir,
      {
        ownerId: owner.id,
        caption: 'still processing #queued',
        accessibilityCaption: null,
        takenAt: Date.now(),
        commentsDisabled: false,
        likeAndViewCountsDisabled: false,
      },
      { file: source, width: 640, height: 360, ladder: renditionLadder(640, 360) },
    );
    const job = await db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('target_kind', '=', 'media')
      .where('target_id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(existsSync(job.source_file)).toBe(true);
    // Only its author sees it while it processes, and only its author may delete it.
    expect((await deletePost(fan.client, post.id)).statusCode).toBe(404);
    expect((await deletePost(owner.client, post.id)).statusCode).toBe(200);
    expect(existsSync(job.source_file)).toBe(false);
    expect(
      await db.selectFrom('transcode_jobs').select('id').where('id', '=', job.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await mediaRow(post.id)).toBeUndefined();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { makeAvatar, makePostWithOwnImage, makeThread } from '../../test-support/own-data-fixtures.js';
import { ACCOUNT_DELETION_GRACE_MS } from '../../domain/own-data/account-deletion.js';
import { purgeDueAccounts } from '../../domain/own-data/account-purge.js';
import { storedVersions } from '../../domain/media/stored-media.js';
import { uploadFilePath } from '../../domain/uploads/upload-files.js';
import { exportKey, exportPrefix } from '../../domain/own-data/export-files.js';

let server: TestServer;
const ids = { leaver: 0, friend: 0, other: 0 };
const posts = { leaver: 0, friend: 0, shared: 0 };
const threads = { group: 0, friendsOwn: 0, leaversPair: 0 };
let leaverKeys: string[] = [];
let sharedImageKeys: string[] = [];
let requestedAt = 0;

/** Every (table, column) that refers to a user. */
const USER_COLUMNS = [
  ['sessions', 'user_id'],
  ['follows', 'follower_id'],
  ['follows', 'followee_id'],
  ['media', 'owner_id'],
  ['likes', 'user_id'],
  ['comments', 'user_id'],
  ['comment_likes', 'user_id'],
  ['saves', 'user_id'],
  ['collections', 'user_id'],
  ['follow_requests', 'requester_id'],
  ['follow_requests', 'target_id'],
  ['mutes', 'user_id'],
  ['mutes', 'target_id'],
  ['blocks', 'blocker_id'],
  ['blocks', 'blocked_id'],
  ['restricts', 'user_id'],
  ['restricts', 'target_id'],
  ['usertags', 'user_id'],
  ['direct_threads', 'created_by'],
  ['direct_thread_members', 'user_id'],
  ['direct_items', 'user_id'],
  ['uploads', 'owner_id'],
  ['data_exports', 'user_id'],
  ['feed_snapshots', 'viewer_id'],
] as const;

async function rowsReferring(userId: number): Promise<string[]> {
  const { db } = server.deps;
  const found: string[] = [];
  for (const [table, column] of USER_COLUMNS) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
    if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Counters that must equal their rows on every post and comment that remains. */
async function inconsistentCounters(): Promise<string[]> {
  const { db } = server.deps;
  const media = await db.selectFrom('media').select(['id', 'like_count', 'comment_count']).execute();
  const problems: string[] = [];
  for (const row of media) {
    const likes = await db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const comments = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_id', '=', row.id)
      .where('is_covered', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(likes.n) !== row.like_count) problems.push(`media ${row.id} like_count ${row.like_count} != ${likes.n}`);
    if (Number(comments.n) !== row.comment_count)
      problems.push(`media ${row.id} comment_count ${row.comment_count} != ${comments.n}`);
  }
  for (const row of await db.selectFrom('comments').select(['id', 'like_count']).execute()) {
    const likes = await db
      .selectFrom('comment_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('comment_id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (Number(likes.n) !== row.like_count)
      problems.push(`comment ${row.id} like_count ${row.like_count} != ${likes.n}`);
  }
  return problems;
}

async function filesExist(keys: readonly string[]): Promise<boolean[]> {
  return Promise.all(keys.map((key) => server.deps.storage.has(key)));
}

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage, config } = server.deps;
  const leaver = await makeUser(db, 'leaver');
  const friend = await makeUser(db, 'friend');
  const other = await makeUser(db, 'other');
  Object.assign(ids, { leaver: leaver.id, friend: friend.id, other: other.id });
  await makeFollow(db, friend.id, leaver.id);
  await makeFollow(db, leaver.id, friend.id);
  await makeFollow(db, other.id, friend.id);

  const leaverPost = await makePostWithOwnImage(db, storage, leaver.id, 'leaver post #bye');
  leaverKeys = storedVersions(leaverPost).map((v) => v.key);
  await makeAvatar(db, storage, leaver.id, 'a/leaver-avatar');
  leaverKeys.push('a/leaver-avatar/320.webp', 'a/leaver-avatar/150.webp');
  // makePost shares one image between posts: the leaver's post with it must not take it from the friend.
  const shared = await makePost(db, storage, leaver.id, Date.now() - 30_000, 'shared image');
  sharedImageKeys = storedVersions(shared).map((v) => v.key);
  const friendPost = await makePost(db, storage, friend.id, Date.now() - 90_000, 'friend post');
  Object.assign(posts, { leaver: leaverPost.id, friend: friendPost.id, shared: shared.id });

  const as = async (username: string) => {
    const client = new TestClient(server.app);
    await client.login(username, 'password1');
    return client;
  };
  const [leaverClient, friendClient, otherClient] = await Promise.all([as('leaver'), as('friend'), as('other')]);
  const ok = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id?: string };
  };
  // The leaver's engagement on the friend's post, and others' on the leaver's.
  ok(await leaverClient.post(`/api/v1/web/likes/${friendPost.id}/like/`));
  ok(await otherClient.post(`/api/v1/web/likes/${friendPost.id}/like/`));
  const leaverComment = ok(
    await leaverClient.post(`/api/v1/web/comments/${friendPost.id}/add/`, { comment_text: 'from the leaver' }),
  );
  const friendComment = ok(
    await friendClient.post(`/api/v1/web/comments/${friendPost.id}/add/`, { comment_text: 'thanks all' }),
  );
  ok(
    await otherClient.post(`/api/v1/web/comments/${friendPost.id}/add/`, {
      comment_text: 'a reply to the leaver',
      replied_to_comment_id: leaverComment.id ?? '',
    }),
  );
  ok(await otherClient.post(`/api/v1/web/comments/${friendPost.id}/add/`, { comment_text: 'stays' }));
  ok(await leaverClient.post(`/api/v1/web/comments/like/${friendComment.id}/`));
  ok(await otherClient.post(`/api/v1/web/comments/like/${friendComment.id}/`));
  ok(await friendClient.post(`/api/v1/web/comments/like/${leaverComment.id}/`));
  ok(await friendClient.post(`/api/v1/web/likes/${leaverPost.id}/like/`));
  ok(await friendClient.post(`/api/v1/web/comments/${leaverPost.id}/add/`, { comment_text: 'on the leaver post' }));
  ok(await friendClient.post(`/api/v1/web/save/${leaverPost.id}/save/`));
  ok(await leaverClient.post(`/api/v1/web/save/${friendPost.id}/save/`));
  ok(
    await leaverClient.post('/api/v1/collections/create/', {
      name: 'Mine',
      added_media_ids: JSON.stringify([friendPost.id]),
    }),
  );

  threads.group = await makeThread(
    db,
    leaver.id,
    [leaver.id, friend.id, other.id],
    [
      [leaver.id, 'hello group'],
      [friend.id, 'hi from friend'],
      [other.id, 'hi from other'],
    ],
  );
  threads.friendsOwn = await makeThread(
    db,
    friend.id,
    [friend.id, leaver.id],
    [
      [friend.id, 'friend asks'],
      [leaver.id, 'leaver answers'],
    ],
  );
  threads.leaversPair = await makeThread(db, leaver.id, [leaver.id], [[leaver.id, 'note to self']]);

  // An unfinished upload on disk and an archive in the storage.
  const upload = uploadFilePath(config.dataDir, leaver.id, 'abandoned');
  fs.mkdirSync(path.dirname(upload), { recursive: true });
  fs.writeFileSync(upload, 'partial');
  await storage.put(exportKey(leaver.id, 'old.zip'), Buffer.from('zip'));

  expect(await inconsistentCounters()).toEqual([]);
  const answer = await leaverClient.post('/api/v1/web/accounts/request_deletion/', { password: 'password1' });
  expect(answer.statusCode).toBe(200);
  const marked = await db
    .selectFrom('users')
    .select('deletion_requested_at')
    .where('id', '=', leaver.id)
    .executeTakeFirstOrThrow();
  requestedAt = marked.deletion_requested_at ?? 0;
});
afterAll(() => server.close());

describe('the purge after the grace period', () => {
  it('leaves an account alone while its grace period runs', async () => {
    const files = { storage: server.deps.storage, dataDir: server.deps.config.dataDir };
    expect(await purgeDueAccounts(server.deps.db, files, requestedAt + ACCOUNT_DELETION_GRACE_MS - 60_000)).toBe(0);
    expect(await rowsReferring(ids.leaver)).toContain('media.owner_id');
    expect(await filesExist(leaverKeys)).not.toContain(false);
  });

  it('removes the rows and files for good, and leaves the others consistent', async () => {
    const { db, storage, config } = server.deps;
    const purged = await purgeDueAccounts(
      db,
      { storage, dataDir: config.dataDir },
      requestedAt + ACCOUNT_DELETION_GRACE_MS + 1,
    );
    expect(purged).toBe(1);

    expect(await db.selectFrom('users').select('id').where('id', '=', ids.leaver).executeTakeFirst()).toBeUndefined();
    expect(await rowsReferring(ids.leaver)).toEqual([]);
    expect(await filesExist(leaverKeys)).toEqual(leaverKeys.map(() => false));
    expect(fs.existsSync(path.dirname(uploadFilePath(config.dataDir, ids.leaver, 'abandoned')))).toBe(false);
    for await (const item of storage.list(exportPrefix(ids.leaver))) expect.fail(`${item.key} is left`);

    // The friend's post keeps its image (shared with a purged post), and its counts match its rows.
    expect(await filesExist(sharedImageKeys)).toEqual(sharedImageKeys.map(() => true));
    expect(await inconsistentCounters()).toEqual([]);
    const friendPost = await db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', posts.friend)
      .executeTakeFirstOrThrow();
    expect([friendPost.like_count, friendPost.comment_count]).toEqual([1, 2]);
    const texts = (await db.selectFrom('comments').select('text').where('media_id', '=', posts.friend).execute()).map(
      (c) => c.text,
    );
    expect(texts.sort()).toEqual(['stays', 'thanks all']);

    // Threads: the group survives with a new creator and the others' messages; the friend's own
    // thread keeps the friend's message; the leaver's thread with nobody else is gone.
    const group = await db
      .selectFrom('direct_threads')
      .selectAll()
      .where('id', '=', threads.group)
      .executeTakeFirstOrThrow();
    expect([ids.friend, ids.other]).toContain(group.created_by);
    const messages = async (threadId: number) =>
      (
        await db.selectFrom('direct_items').select('text').where('thread_id', '=', threadId).orderBy('id').execute()
      ).map((m) => m.text);
    expect(await messages(threads.group)).toEqual(['hi from friend', 'hi from other']);
    expect(await messages(threads.friendsOwn)).toEqual(['friend asks']);
    expect(
      await db.selectFrom('direct_threads').select('id').where('id', '=', threads.leaversPair).executeTakeFirst(),
    ).toBeUndefined();

    // Foreign keys hold (SQLite checks them only when asked; PostgreSQL always enforces them).
    if (server.dialect === 'sqlite') {
      const { rows } = await sql`pragma foreign_key_check`.execute(db);
      expect(rows).toEqual([]);
    }

    // The others still work: the friend's profile and post answer, the username is free again.
    const friend = new TestClient(server.app);
    await friend.login('friend', 'password1');
    expect((await friend.get('/api/v1/users/web_profile_info/?username=friend')).statusCode).toBe(200);
    expect((await friend.get(`/api/v1/media/${posts.friend}/comments/`)).statusCode).toBe(200);
    expect((await friend.get('/api/v1/direct_v2/inbox/')).statusCode).toBe(200);
    await expect(makeUser(db, 'leaver')).resolves.toMatchObject({ username: 'leaver' });
  });
});

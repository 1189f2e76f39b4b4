import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeComment, makeUser } from '../../test-support/fixtures.js';
import { ACCESS_TABLE, buildAccessWorld, type AccessWorld } from '../../test-support/access-world.js';

let server: TestServer;
let world: AccessWorld;
let commentOnPublic: number;

beforeAll(async () => {
  server = await createTestServer();
  world = await buildAccessWorld(server);
  const { db } = server.deps;
  const talker = await makeUser(db, 'talker');
  commentOnPublic = (await makeComment(db, world.posts.public, talker.id, 'first!')).id;
  // A comment by someone the reader blocks: hidden from the reader only.
  const reader = await makeUser(db, 'reader');
  const troll = await makeUser(db, 'troll');
  await makeComment(db, world.posts.public, troll.id, 'troll comment');
  await db
    .insertInto('blocks')
    .values({ blocker_id: reader.id, blocked_id: troll.id, created_at: Date.now() })
    .execute();
});
afterAll(() => server.close());

describe('comment authorization', () => {
  it.each(ACCESS_TABLE)('list, add and like: %s', async (_label, viewer, post, allowed) => {
    const client = await world.as(viewer);
    const id = world.posts[post];
    const status = allowed ? 200 : 404;
    expect((await client.get(`/api/v1/media/${id}/comments/`)).statusCode).toBe(status);
    const added = await client.post(`/api/v1/web/comments/${id}/add/`, { comment_text: `from ${viewer}` });
    expect(added.statusCode).toBe(status);
    if (!allowed) expect(added.json().error_id).toBe('not_found');
    if (post === 'public')
      expect((await client.post(`/api/v1/web/comments/like/${commentOnPublic}/`)).statusCode).toBe(status);
  });

  it('lets a logged-out visitor read public comments but not write or like', async () => {
    const visitor = new TestClient(server.app);
    expect((await visitor.get(`/api/v1/media/${world.posts.public}/comments/`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/media/${world.posts.private}/comments/`)).statusCode).toBe(404);
    expect(
      (await visitor.post(`/api/v1/web/comments/${world.posts.public}/add/`, { comment_text: 'hi' })).statusCode,
    ).toBe(401);
    expect((await visitor.post(`/api/v1/web/comments/like/${commentOnPublic}/`)).statusCode).toBe(401);
  });

  it('hides comments by accounts blocked either way with the reader', async () => {
    const reader = new TestClient(server.app);
    await reader.login('reader', 'password1');
    const texts = (await reader.get(`/api/v1/media/${world.posts.public}/comments/`))
      .json()
      .comments.map((c: { text: string }) => c.text);
    expect(texts).toContain('first!');
    expect(texts).not.toContain('troll comment');
    const talker = new TestClient(server.app);
    await talker.login('talker', 'password1');
    const all = (await talker.get(`/api/v1/media/${world.posts.public}/comments/`)).json().comments;
    expect(all.map((c: { text: string }) => c.text)).toContain('troll comment');
  });
});

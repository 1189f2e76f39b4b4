import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PAGE_SIZE } from 'shared-contracts';
import { CommentByIdSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeComment, makeUser } from '../../test-support/fixtures.js';
import { ACCESS_TABLE, buildAccessWorld, type AccessWorld } from '../../test-support/access-world.js';

// GET one comment by id, for a permalink (docs/calls.md#comments): the comment list's rules.

let server: TestServer;
let world: AccessWorld;
let reader: TestClient;
const ids = { onPublic: 0, onPrivate: 0, oldest: 0, top: 0, reply: 0, byTroll: 0, underTroll: 0, covered: 0 };

beforeAll(async () => {
  server = await createTestServer();
  world = await buildAccessWorld(server);
  const { db } = server.deps;
  const talker = await makeUser(db, 'talker');
  const troll = await makeUser(db, 'troll');
  const readerRow = await makeUser(db, 'reader');
  const publicPost = world.posts.public;
  ids.onPrivate = (await makeComment(db, world.posts.private, talker.id, 'private words')).id;
  ids.oldest = (await makeComment(db, publicPost, talker.id, 'the oldest')).id;
  // Enough newer comments that the oldest is beyond the list's first page.
  for (let i = 0; i < COMMENTS_PAGE_SIZE; i += 1) await makeComment(db, publicPost, talker.id, `newer ${i}`);
  ids.onPublic = (await makeComment(db, publicPost, talker.id, 'first!')).id;
  ids.top = (await makeComment(db, publicPost, talker.id, 'where is this?')).id;
  ids.reply = (await makeComment(db, publicPost, talker.id, 'Lisbon', { parentId: ids.top })).id;
  ids.byTroll = (await makeComment(db, publicPost, troll.id, 'troll comment')).id;
  ids.underTroll = (await makeComment(db, publicPost, talker.id, 'answering the troll', { parentId: ids.byTroll })).id;
  ids.covered = (await makeComment(db, publicPost, troll.id, 'covered words', { covered: true })).id;
  await makeBlock(db, readerRow.id, troll.id);
  reader = new TestClient(server.app);
  await reader.login('reader', 'password1');
});
afterAll(() => server.close());

const byId = (client: TestClient, mediaId: number, commentId: number | string) =>
  client.get(`/api/v1/media/${mediaId}/comments/${commentId}/`);

describe('one comment by id', () => {
  it.each(ACCESS_TABLE)('answers by the post page rule: %s', async (_label, viewer, post, allowed) => {
    const client = await world.as(viewer);
    const commentId = post === 'public' ? ids.onPublic : ids.onPrivate;
    const response = await byId(client, world.posts[post], commentId);
    expect(response.statusCode).toBe(allowed ? 200 : 404);
    if (allowed) expect(CommentByIdSchema.parse(response.json()).comment.pk).toBe(String(commentId));
    else expect(response.json().error_id).toBe('not_found');
  });

  it('finds a comment the first page of the list does not hold, with no parent', async () => {
    const list = (await reader.get(`/api/v1/media/${world.posts.public}/comments/`)).json();
    expect(list.comments.map((c: { pk: string }) => c.pk)).not.toContain(String(ids.oldest));
    const body = CommentByIdSchema.parse((await byId(reader, world.posts.public, ids.oldest)).json());
    expect(body.comment).toMatchObject({ text: 'the oldest', parent_comment_id: null });
    expect(body.comment.user.username).toBe('talker');
    expect(body.parent).toBeNull();
  });

  it('answers a reply with the top-level comment of its thread', async () => {
    const body = CommentByIdSchema.parse((await byId(reader, world.posts.public, ids.reply)).json());
    expect(body.comment).toMatchObject({ text: 'Lisbon', parent_comment_id: String(ids.top) });
    expect(body.parent).toMatchObject({ pk: String(ids.top), text: 'where is this?', child_comment_count: 1 });
  });

  it('is not found for a comment by a blocked account, or a reply in its thread', async () => {
    expect((await byId(reader, world.posts.public, ids.byTroll)).statusCode).toBe(404);
    expect((await byId(reader, world.posts.public, ids.underTroll)).statusCode).toBe(404);
    const talker = new TestClient(server.app);
    await talker.login('talker', 'password1');
    expect((await byId(talker, world.posts.public, ids.underTroll)).statusCode).toBe(200);
  });

  it("shows a covered comment only to its author and the post's owner", async () => {
    const talker = new TestClient(server.app);
    await talker.login('talker', 'password1');
    expect((await byId(talker, world.posts.public, ids.covered)).statusCode).toBe(404);
    expect((await byId(new TestClient(server.app), world.posts.public, ids.covered)).statusCode).toBe(404);
    const troll = new TestClient(server.app);
    await troll.login('troll', 'password1');
    expect((await byId(troll, world.posts.public, ids.covered)).statusCode).toBe(200);
    const postOwner = new TestClient(server.app);
    await postOwner.login('author', 'password1');
    const body = CommentByIdSchema.parse((await byId(postOwner, world.posts.public, ids.covered)).json());
    expect(body.comment.is_covered).toBe(true);
  });

  it("is not found for another post's comment, a deleted one or a malformed id", async () => {
    expect((await byId(reader, world.posts.private, ids.onPublic)).statusCode).toBe(404);
    expect((await byId(reader, world.posts.public, 'abc')).statusCode).toBe(404);
    await server.deps.db.deleteFrom('comments').where('id', '=', ids.oldest).execute();
    expect((await byId(reader, world.posts.public, ids.oldest)).statusCode).toBe(404);
  });

  it('lets a visitor read a public comment, not a private one', async () => {
    const visitor = new TestClient(server.app);
    expect((await byId(visitor, world.posts.public, ids.onPublic)).statusCode).toBe(200);
    expect((await byId(visitor, world.posts.private, ids.onPrivate)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PAGE_SIZE, type Comment } from 'shared-contracts';
import { AddCommentResultSchema, ChildCommentsPageSchema, CommentsPageSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeComment, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let owner: TestClient;
let postId: number;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const author = await makeUser(db, 'poster');
  await makeUser(db, 'alice');
  await makeUser(db, 'bob');
  await db.updateTable('users').set({ is_verified: 1 }).where('username', '=', 'alice').execute();
  postId = (await makePost(db, storage, author.id, Date.now())).id;
  alice = new TestClient(server.app);
  await alice.login('alice', 'password1');
  bob = new TestClient(server.app);
  await bob.login('bob', 'password1');
  owner = new TestClient(server.app);
  await owner.login('poster', 'password1');
});
afterAll(() => server.close());

const add = (client: TestClient, text: string, repliedTo?: string) =>
  client.post(`/api/v1/web/comments/${postId}/add/`, {
    comment_text: text,
    ...(repliedTo ? { replied_to_comment_id: repliedTo } : {}),
  });

const commentCount = async () =>
  (await server.deps.db.selectFrom('media').select('comment_count').where('id', '=', postId).executeTakeFirstOrThrow())
    .comment_count;

describe('comments', () => {
  it('adds a comment and answers its id with author, verified flag and time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await add(alice, '  Lovely light  ');
    expect(response.statusCode).toBe(200);
    const body = AddCommentResultSchema.parse(response.json());
    expect(body.id).toBe(body.comment.pk);
    expect(body.comment).toMatchObject({
      text: 'Lovely light',
      parent_comment_id: null,
      is_covered: false,
      child_comment_count: 0,
    });
    expect(body.comment.user).toMatchObject({ username: 'alice', is_verified: true });
    expect(body.comment.created_at).toBeGreaterThanOrEqual(before);
    expect(await commentCount()).toBe(1);
  });

  it('threads a reply to a reply under the top-level comment, and lists replies oldest first', async () => {
    const top = (await add(bob, 'Where is this?')).json().comment as Comment;
    const reply = (await add(alice, '@bob Lisbon!', top.pk)).json().comment as Comment;
    expect(reply.parent_comment_id).toBe(top.pk);
    const replyToReply = (await add(bob, '@alice thanks', reply.pk)).json().comment as Comment;
    expect(replyToReply.parent_comment_id).toBe(top.pk);
    const list = CommentsPageSchema.parse((await bob.get(`/api/v1/media/${postId}/comments/`)).json());
    expect(list.comments.map((c) => c.text)).toEqual(['Where is this?', 'Lovely light']);
    expect(list.comments[0]!.child_comment_count).toBe(2);
    const children = ChildCommentsPageSchema.parse(
      (await bob.get(`/api/v1/media/${postId}/comments/${top.pk}/child_comments/`)).json(),
    );
    expect(children.child_comments.map((c) => c.text)).toEqual(['@bob Lisbon!', '@alice thanks']);
    expect(children.has_more_tail_child_comments).toBe(false);
    expect((await add(bob, 'nope', '999999')).statusCode).toBe(404);
  });

  it(`pages top-level comments newest first, ${COMMENTS_PAGE_SIZE} at a time, with next_max_id`, async () => {
    const { db, storage } = server.deps;
    const user = await db.selectFrom('users').selectAll().where('username', '=', 'bob').executeTakeFirstOrThrow();
    const busy = await makePost(db, storage, user.id, Date.now());
    for (let i = 1; i <= COMMENTS_PAGE_SIZE + 5; i += 1) await makeComment(db, busy.id, user.id, `c${i}`);
    const first = CommentsPageSchema.parse((await alice.get(`/api/v1/media/${busy.id}/comments/`)).json());
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.comments[0]!.text).toBe(`c${COMMENTS_PAGE_SIZE + 5}`);
    expect(first.has_more_comments).toBe(true);
    expect(first.comment_count).toBe(COMMENTS_PAGE_SIZE + 5);
    const second = CommentsPageSchema.parse(
      (await alice.get(`/api/v1/media/${busy.id}/comments/?max_id=${first.next_max_id}`)).json(),
    );
    expect(second.comments.map((c) => c.text)).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    expect(second).toMatchObject({ has_more_comments: false, next_max_id: null });
    const anonymous = await new TestClient(server.app).get(`/api/v1/media/${busy.id}/comments/`);
    expect(anonymous.json()).toMatchObject({ commenting_disabled_for_viewer: true });
  });

  it('likes and unlikes a comment idempotently, and the list shows it', async () => {
    const comment = (await add(alice, 'Like me')).json().comment as Comment;
    for (let i = 0; i < 2; i += 1)
      expect((await bob.post(`/api/v1/web/comments/like/${comment.pk}/`)).json()).toEqual({
        comment_like_count: 1,
        has_liked_comment: true,
        status: 'ok',
      });
    const listed = (await bob.get(`/api/v1/media/${postId}/comments/`)).json().comments as Comment[];
    expect(listed.find((c) => c.pk === comment.pk)).toMatchObject({ comment_like_count: 1, has_liked_comment: true });
    for (let i = 0; i < 2; i += 1)
      expect((await bob.post(`/api/v1/web/comments/unlike/${comment.pk}/`)).json().comment_like_count).toBe(0);
    expect((await bob.post('/api/v1/web/comments/like/999999/')).statusCode).toBe(404);
  });

  it('lets the author or the post owner delete a comment (with its replies), nobody else', async () => {
    const before = await commentCount();
    const top = (await add(alice, 'Delete me')).json().comment as Comment;
    await add(bob, 'a reply', top.pk);
    expect(await commentCount()).toBe(before + 2);
    const denied = await bob.post(`/api/v1/web/comments/${postId}/delete/${top.pk}/`);
    expect(denied.statusCode).toBe(403);
    expect((await owner.post(`/api/v1/web/comments/${postId}/delete/${top.pk}/`)).json()).toEqual({ status: 'ok' });
    expect(await commentCount()).toBe(before);
    const rows = await server.deps.db
      .selectFrom('comments')
      .select('id')
      .where('parent_comment_id', '=', Number(top.pk))
      .execute();
    expect(rows).toEqual([]);
    const own = (await add(bob, 'mine')).json().comment as Comment;
    expect((await bob.post(`/api/v1/web/comments/${postId}/delete/${own.pk}/`)).statusCode).toBe(200);
    expect((await bob.post(`/api/v1/web/comments/${postId}/delete/${own.pk}/`)).statusCode).toBe(404);
  });
});

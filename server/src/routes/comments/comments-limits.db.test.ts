import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_RATE_LIMIT, MAX_COMMENT_LENGTH, type Comment, type Media, DOC_IDS } from 'shared-contracts';
import { SpamFeedbackSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeRestrict, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
let postId: number;
let postCode: string;
let closedPostId: number;
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const owner = await makeUser(db, 'owner');
  const rita = await makeUser(db, 'rita');
  for (const name of ['writer', 'spammer', 'linker', 'fast', 'reader']) await makeUser(db, name);
  await makeRestrict(db, owner.id, rita.id);
  const post = await makePost(db, storage, owner.id, Date.now());
  postId = post.id;
  postCode = post.code;
  closedPostId = (await makePost(db, storage, owner.id, Date.now(), 'closed', { commentsDisabled: true })).id;
  for (const name of ['owner', 'rita', 'writer', 'spammer', 'linker', 'fast', 'reader']) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
});
afterAll(() => server.close());

const add = (name: string, text: string, id = postId, headers: Record<string, string> = {}) =>
  clients[name]!.post(`/api/v1/web/comments/${id}/add/`, { comment_text: text }, { headers });

const commentsOf = async (name: string | null) => {
  const client = name ? clients[name]! : new TestClient(server.app);
  return ((await client.get(`/api/v1/media/${postId}/comments/`)).json().comments as Comment[]).map((c) => c.text);
};

describe('comment limits', () => {
  it('refuses comments on a post with comments turned off, with a clear error id', async () => {
    const response = await add('writer', 'hello', closedPostId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_id).toBe('comments_disabled');
  });

  it(`refuses empty and longer than ${MAX_COMMENT_LENGTH} characters, storing nothing`, async () => {
    const long = await add('writer', 'x'.repeat(MAX_COMMENT_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error_id: 'validation_failed', fields: { comment_text: expect.any(String) } });
    expect((await add('writer', '   ')).statusCode).toBe(400);
    expect((await add('writer', 'y'.repeat(MAX_COMMENT_LENGTH))).statusCode).toBe(200);
    const stored = await server.deps.db.selectFrom('comments').select('text').where('media_id', '=', postId).execute();
    expect(stored.map((c) => c.text.length)).toEqual([MAX_COMMENT_LENGTH]);
  });

  it('answers a repeated comment with HTTP 400 and the spam feedback body, in the request locale', async () => {
    expect((await add('spammer', 'Follow me!!')).statusCode).toBe(200);
    expect((await add('spammer', 'follow   ME!!')).statusCode).toBe(200);
    const refused = await add('spammer', 'Follow me!!', postId, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    const body = SpamFeedbackSchema.parse(refused.json());
    expect(body.feedback_appeal_label).toBe('Tell us');
    expect((await add('spammer', 'Something else')).statusCode).toBe(200);
  });

  it('answers a comment with more than two links as spam', async () => {
    const refused = await add('linker', 'https://a.example https://b.example www.c.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_id: 'comment_spam', spam: true });
    expect((await add('linker', 'https://a.example https://b.example')).statusCode).toBe(200);
  });

  it(`allows ${COMMENT_RATE_LIMIT.count} comments per window, then answers 429 rate_limited`, async () => {
    for (let i = 0; i < COMMENT_RATE_LIMIT.count; i += 1)
      expect((await add('fast', `comment ${i}`)).statusCode).toBe(200);
    const refused = await add('fast', 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_id).toBe('rate_limited');
    // Others are not affected.
    expect((await add('writer', 'still fine')).statusCode).toBe(200);
  });

  it("covers a restricted author's comment: visible to its author and the post owner only, not counted", async () => {
    const countBefore = (
      (await clients.reader!.graphql(DOC_IDS.PostPage, { shortcode: postCode })).json().data.post_page.items[0] as Media
    ).comment_count;
    const response = await add('rita', 'Psst, covered');
    expect(response.statusCode).toBe(200);
    expect(response.json().comment).toMatchObject({ is_covered: true, restricted_status: 1 });
    expect(await commentsOf('rita')).toContain('Psst, covered');
    expect(await commentsOf('owner')).toContain('Psst, covered');
    expect(await commentsOf('reader')).not.toContain('Psst, covered');
    expect(await commentsOf(null)).not.toContain('Psst, covered');
    const countAfter = (
      (await clients.reader!.graphql(DOC_IDS.PostPage, { shortcode: postCode })).json().data.post_page.items[0] as Media
    ).comment_count;
    expect(countAfter).toBe(countBefore);
    // Nobody else can reply to it or like it: for them it does not exist.
    const covered = response.json().comment as Comment;
    expect((await clients.reader!.post(`/api/v1/web/comments/like/${covered.pk}/`)).statusCode).toBe(404);
    const reply = await clients.reader!.post(`/api/v1/web/comments/${postId}/add/`, {
      comment_text: 'hi',
      replied_to_comment_id: covered.pk,
    });
    expect(reply.statusCode).toBe(404);
  });
});

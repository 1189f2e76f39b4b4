import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { jpeg, makeComment, makePost, makeUser } from '../test-support/fixtures.js';
import { postJson, uploadAll } from '../test-support/upload-test-kit.js';
import { MAX_ROW_ID } from './ids.js';

// Input the databases cannot hold answers a catalogue error on both, never a 500
// (docs/errors.md#text-and-ids): text with a NUL character is refused (400 validation_failed
// naming the field), and an id beyond the integer columns names nothing (404 not_found).

let server: TestServer;
let client: TestClient;
let postId: number;
let commentId: number;
let collectionId: string;

/** An id with more digits than any row can have, and the first id past the columns' range. */
const HUGE_IDS = ['999999999999', String(MAX_ROW_ID + 1)];
const NUL = 'a\u0000b';

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const me = await makeUser(db, 'nulltester');
  const post = await makePost(db, storage, me.id, Date.now(), 'a post');
  postId = post.id;
  commentId = (await makeComment(db, post.id, me.id, 'a comment')).id;
  client = new TestClient(server.app);
  await client.login('nulltester', 'password1');
  const created = await client.post('/api/v1/collections/create/', { name: 'Trips' });
  collectionId = String(created.json().collection_id);
});
afterAll(() => server.close());

function expectRefusedField(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ status: 'fail', error_id: 'validation_failed' });
  expect(Object.keys(response.json().fields ?? {})).toContain(field);
}

describe('text with a NUL character', () => {
  it('is refused in a comment', async () => {
    const response = await client.post(`/api/v1/web/comments/${postId}/add/`, { comment_text: NUL });
    expectRefusedField(response, 'comment_text');
  });

  it('is refused in a caption, before anything is published', async () => {
    const entity = await uploadAll(client, '7001', await jpeg(64, 64));
    expect(entity).toBeTruthy();
    const response = await client.post('/api/v1/media/configure/', { upload_id: '7001', caption: NUL });
    expectRefusedField(response, 'caption');
    // The upload is still there for a corrected retry.
    const retry = await client.post('/api/v1/media/configure/', { upload_id: '7001', caption: 'fine' });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('is refused in a caption sent as JSON (carousel) and names the nested field', async () => {
    const response = await postJson(client, '/api/v1/media/configure_sidecar/', {
      caption: 'ok',
      client_sidecar_id: '1',
      children_metadata: [{ upload_id: '1', custom_accessibility_caption: NUL }, { upload_id: '2' }],
    });
    expectRefusedField(response, 'children_metadata.0.custom_accessibility_caption');
  });

  it('is refused in the name and the bio', async () => {
    expectRefusedField(await client.post('/api/v1/web/accounts/edit/', { full_name: NUL }), 'full_name');
    expectRefusedField(await client.post('/api/v1/web/accounts/edit/', { biography: NUL }), 'biography');
  });

  it('is refused in a collection name, new or renamed', async () => {
    expectRefusedField(await client.post('/api/v1/collections/create/', { name: NUL }), 'name');
    expectRefusedField(await client.post(`/api/v1/collections/${collectionId}/edit/`, { name: NUL }), 'name');
  });

  it('is refused in a search', async () => {
    const response = await client.get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(NUL)}`);
    expectRefusedField(response, 'query');
  });

  it('is refused in a login and a sign-up', async () => {
    const visitor = new TestClient(server.app);
    expectRefusedField(
      await visitor.post('/api/v1/web/accounts/login/ajax/', { username: NUL, password: 'password1' }),
      'username',
    );
    expectRefusedField(
      await visitor.post('/api/v1/web/accounts/web_create_ajax/', {
        username: 'newperson',
        email: 'new@example.com',
        full_name: NUL,
        password: 'a-long-password',
      }),
      'full_name',
    );
  });

  it('is refused in a profile lookup and in GraphQL variables', async () => {
    expectRefusedField(
      await client.get(`/api/v1/users/web_profile_info/?username=${encodeURIComponent(NUL)}`),
      'username',
    );
    const graphql = await client.graphql(DOC_IDS.PostPage, { shortcode: NUL });
    expect(graphql.statusCode, graphql.body).toBe(400);
    expect(graphql.json()).toMatchObject({
      error_id: 'validation_failed',
      fields: { 'variables.shortcode': expect.any(String) },
    });
  });

  it('in a path segment is not found', async () => {
    const response = await client.get('/api/v1/users/1%00/about_this_account/');
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('ids beyond the integer columns', () => {
  const notFound = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toMatchObject({ status: 'fail', error_id: 'not_found' });
  };

  it.each(HUGE_IDS)('name no user (%s)', async (id) => {
    await notFound(client.get(`/api/v1/friendships/${id}/followers/`));
    await notFound(client.get(`/api/v1/users/${id}/about_this_account/`));
    await notFound(client.get(`/api/v1/feed/user/${id}/`));
    await notFound(client.post(`/api/v1/friendships/block/${id}/`));
    await notFound(client.post('/api/v1/friendships/mute_posts_or_story_from_follow/', { user_id: id, posts: '1' }));
    await notFound(client.get(`/api/v1/discover/chaining/?target_id=${id}`));
    await notFound(client.post('/api/v1/web/discover/aysf_dismiss/', { target_id: id }));
  });

  it.each(HUGE_IDS)('name no post (%s)', async (id) => {
    await notFound(client.post(`/api/v1/web/likes/${id}/like/`));
    await notFound(client.post(`/api/v1/web/likes/${id}_1/like/`));
    await notFound(client.get(`/api/v1/media/${id}/comments/`));
    await notFound(client.post(`/api/v1/web/comments/${id}/add/`, { comment_text: 'hi' }));
    await notFound(client.post(`/api/v1/web/save/${id}/save/`));
    await notFound(client.post('/api/v1/collections/create/', { name: 'More', added_media_ids: JSON.stringify([id]) }));
  });

  it.each(HUGE_IDS)('name no comment (%s)', async (id) => {
    await notFound(client.post(`/api/v1/web/comments/like/${id}/`));
    await notFound(client.get(`/api/v1/media/${postId}/comments/${id}/child_comments/`));
    await notFound(client.post(`/api/v1/web/comments/${postId}/delete/${id}/`));
    await notFound(client.post(`/api/v1/web/comments/${postId}/approve/${id}/`));
    await notFound(
      client.post(`/api/v1/web/comments/${postId}/add/`, { comment_text: 'hi', replied_to_comment_id: id }),
    );
  });

  it.each(HUGE_IDS)('name no collection (%s)', async (id) => {
    await notFound(client.get(`/api/v1/feed/collection/${id}/posts/`));
    await notFound(client.post(`/api/v1/collections/${id}/edit/`, { name: 'x' }));
    await notFound(client.post(`/api/v1/collections/${id}/delete/`));
    await notFound(client.post(`/api/v1/web/save/${postId}/save/`, { added_collection_ids: JSON.stringify([id]) }));
  });

  it.each(HUGE_IDS)('name no one to follow in GraphQL (%s)', async (id) => {
    const response = await client.graphql(DOC_IDS.CreateFriendship, { input: { target_user_id: id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().errors?.[0]?.extensions?.error_id).toBe('not_found');
  });

  it.each(HUGE_IDS)('as paging positions start from the beginning (%s)', async (id) => {
    const comments = await client.get(`/api/v1/media/${postId}/comments/?max_id=${id}`);
    expect(comments.statusCode, comments.body).toBe(200);
    const lists = await client.get(`/api/v1/collections/list/?max_id=${id}`);
    expect(lists.statusCode, lists.body).toBe(200);
    const cursor = Buffer.from(`${Date.now()}:${id}`).toString('base64url');
    const grid = await client.get(`/api/v1/feed/collection/${collectionId}/posts/?max_id=${cursor}`);
    expect(grid.statusCode, grid.body).toBe(200);
    const inbox = await client.get(`/api/v1/direct_v2/inbox/?cursor=${id}`);
    expect(inbox.statusCode, inbox.body).toBe(200);
  });

  it('leave the ids in range alone', async () => {
    expect((await client.post(`/api/v1/web/comments/like/${commentId}/`)).statusCode).toBe(200);
    expect((await client.post(`/api/v1/web/likes/${postId}/like/`)).statusCode).toBe(200);
  });
});

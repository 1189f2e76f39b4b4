import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type Media } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { ACCESS_TABLE, buildAccessWorld, type AccessWorld } from '../../test-support/access-world.js';

let server: TestServer;
let world: AccessWorld;
let postId: number;
let postCode: string;

beforeAll(async () => {
  server = await createTestServer();
  world = await buildAccessWorld(server);
  const { db, storage } = server.deps;
  const fan = await makeUser(db, 'fan');
  const star = await makeUser(db, 'star');
  await makeFollow(db, fan.id, star.id);
  const post = await makePost(db, storage, star.id, Date.now());
  postId = post.id;
  postCode = post.code;
});
afterAll(() => server.close());

async function likeCountInDb(): Promise<{ column: number; rows: number }> {
  const { db } = server.deps;
  const media = await db.selectFrom('media').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('media_id', '=', postId)
    .executeTakeFirstOrThrow();
  return { column: media.like_count, rows: Number(rows.n) };
}

describe('like and unlike', () => {
  it('likes once however often it is sent, unlikes likewise, and the count always matches the rows', async () => {
    const fan = new TestClient(server.app);
    await fan.login('fan', 'password1');
    const first = await fan.post(`/api/v1/web/likes/${postId}/like/`);
    expect(first.json()).toEqual({ like_count: 1, has_liked: true, status: 'ok' });
    const again = await fan.post(`/api/v1/web/likes/${postId}_1/like/`);
    expect(again.json()).toEqual({ like_count: 1, has_liked: true, status: 'ok' });
    expect(await likeCountInDb()).toEqual({ column: 1, rows: 1 });
    const media = (await fan.graphql(DOC_IDS.PostPage, { shortcode: postCode })).json().data.post_page
      .items[0] as Media;
    expect(media).toMatchObject({ has_liked: true, like_count: 1 });
    expect((await fan.post(`/api/v1/web/likes/${postId}/unlike/`)).json()).toEqual({
      like_count: 0,
      has_liked: false,
      status: 'ok',
    });
    expect((await fan.post(`/api/v1/web/likes/${postId}/unlike/`)).json().like_count).toBe(0);
    expect(await likeCountInDb()).toEqual({ column: 0, rows: 0 });
  });

  it('keeps the count right under concurrent likes and unlikes', async () => {
    const fan = new TestClient(server.app);
    await fan.login('fan', 'password1');
    const star = new TestClient(server.app);
    await star.login('star', 'password1');
    await Promise.all([
      ...Array.from({ length: 5 }, () => fan.post(`/api/v1/web/likes/${postId}/like/`)),
      ...Array.from({ length: 5 }, () => star.post(`/api/v1/web/likes/${postId}/like/`)),
    ]);
    expect(await likeCountInDb()).toEqual({ column: 2, rows: 2 });
    await Promise.all([
      fan.post(`/api/v1/web/likes/${postId}/unlike/`),
      fan.post(`/api/v1/web/likes/${postId}/unlike/`),
    ]);
    expect(await likeCountInDb()).toEqual({ column: 1, rows: 1 });
  });

  it('answers 401 logged out, 403 without the CSRF header, 404 for unknown or malformed ids', async () => {
    expect((await new TestClient(server.app).post(`/api/v1/web/likes/${postId}/like/`)).statusCode).toBe(401);
    const fan = new TestClient(server.app);
    await fan.login('fan', 'password1');
    expect((await fan.post(`/api/v1/web/likes/${postId}/like/`, {}, { csrf: false })).statusCode).toBe(403);
    expect((await fan.post('/api/v1/web/likes/999999/like/')).statusCode).toBe(404);
    expect((await fan.post('/api/v1/web/likes/abc/like/')).statusCode).toBe(404);
  });

  it.each(ACCESS_TABLE)('authorization: %s', async (_label, viewer, post, allowed) => {
    const client = await world.as(viewer);
    const response = await client.post(`/api/v1/web/likes/${world.posts[post]}/like/`);
    expect(response.statusCode).toBe(allowed ? 200 : 404);
    if (!allowed) expect(response.json().error_id).toBe('not_found');
    await client.post(`/api/v1/web/likes/${world.posts[post]}/unlike/`);
  });
});

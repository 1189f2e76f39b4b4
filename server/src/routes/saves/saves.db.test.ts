import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, type Media } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';
import { ACCESS_TABLE, buildAccessWorld, type AccessWorld } from '../../test-support/access-world.js';

let server: TestServer;
let world: AccessWorld;
let me: TestClient;
let postId: number;
let postCode: string;

beforeAll(async () => {
  server = await createTestServer();
  world = await buildAccessWorld(server);
  const { db, storage } = server.deps;
  await makeUser(db, 'saver');
  await makeUser(db, 'thief');
  const artist = await makeUser(db, 'artist');
  const post = await makePost(db, storage, artist.id, Date.now());
  postId = post.id;
  postCode = post.code;
  me = new TestClient(server.app);
  await me.login('saver', 'password1');
});
afterAll(() => server.close());

async function createCollection(client: TestClient, name: string): Promise<string> {
  const response = await client.post('/api/v1/collections/create/', { name, added_media_ids: '[]' });
  expect(response.statusCode).toBe(200);
  return response.json().collection_id as string;
}

describe('save and unsave', () => {
  it('saves to All posts, into collections on request, and the post says so', async () => {
    const trips = await createCollection(me, 'Trips');
    const food = await createCollection(me, 'Food');
    expect((await me.post(`/api/v1/web/save/${postId}/save/`)).json()).toEqual({
      has_viewer_saved: true,
      saved_collection_ids: [],
      status: 'ok',
    });
    const into = await me.post(`/api/v1/web/save/${postId}/save/`, {
      added_collection_ids: JSON.stringify([trips, food]),
    });
    expect(into.json().saved_collection_ids).toEqual([trips, food].sort((a, b) => Number(a) - Number(b)));
    const media = (await me.graphql(DOC_IDS.PostPage, { shortcode: postCode })).json().data.post_page.items[0] as Media;
    expect(media.has_viewer_saved).toBe(true);
    expect([...media.saved_collection_ids].sort()).toEqual([trips, food].sort());

    // Removing from one collection keeps the save; unsaving with no collection removes it from all.
    const out = await me.post(`/api/v1/web/save/${postId}/unsave/`, {
      removed_collection_ids: JSON.stringify([trips]),
    });
    expect(out.json()).toEqual({ has_viewer_saved: true, saved_collection_ids: [food], status: 'ok' });
    const gone = await me.post(`/api/v1/web/save/${postId}/unsave/`);
    expect(gone.json()).toEqual({ has_viewer_saved: false, saved_collection_ids: [], status: 'ok' });
    const items = await server.deps.db
      .selectFrom('collection_items')
      .selectAll()
      .where('media_id', '=', postId)
      .execute();
    expect(items).toEqual([]);
  });

  it('saving into a collection alone also saves the post', async () => {
    const later = await createCollection(me, 'Later');
    const response = await me.post(`/api/v1/web/save/${postId}/save/`, { added_collection_ids: `["${later}"]` });
    expect(response.json()).toMatchObject({ has_viewer_saved: true, saved_collection_ids: [later] });
    await me.post(`/api/v1/web/save/${postId}/unsave/`);
  });

  it("refuses someone else's collection and malformed lists, writing nothing", async () => {
    const mine = await createCollection(me, 'Mine');
    const thief = new TestClient(server.app);
    await thief.login('thief', 'password1');
    const foreign = await thief.post(`/api/v1/web/save/${postId}/save/`, { added_collection_ids: `["${mine}"]` });
    expect(foreign.statusCode).toBe(404);
    const saves = await server.deps.db.selectFrom('saves').selectAll().where('media_id', '=', postId).execute();
    expect(saves).toEqual([]);
    const malformed = await me.post(`/api/v1/web/save/${postId}/save/`, { added_collection_ids: 'not json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_id).toBe('validation_failed');
  });

  it.each(ACCESS_TABLE)('authorization: %s', async (_label, viewer, post, allowed) => {
    const client = await world.as(viewer);
    const response = await client.post(`/api/v1/web/save/${world.posts[post]}/save/`);
    expect(response.statusCode).toBe(allowed ? 200 : 404);
    await client.post(`/api/v1/web/save/${world.posts[post]}/unsave/`);
  });
});

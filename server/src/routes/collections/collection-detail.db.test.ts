import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makePost, makeUser } from '../../test-support/fixtures.js';
import { COLLECTION_ITEMS_PAGE_SIZE } from '../../domain/collections/collection-items.js';

let server: TestServer;
let me: TestClient;
let nosy: TestClient;
const posts: number[] = [];
let collectionId: string;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  await makeUser(db, 'keeper');
  await makeUser(db, 'nosy');
  const artist = await makeUser(db, 'artist');
  for (let i = 0; i < COLLECTION_ITEMS_PAGE_SIZE + 3; i += 1)
    posts.push((await makePost(db, storage, artist.id, Date.now() - i * 1000, `p${i}`)).id);
  me = new TestClient(server.app);
  await me.login('keeper', 'password1');
  nosy = new TestClient(server.app);
  await nosy.login('nosy', 'password1');
  const created = await me.post('/api/v1/collections/create/', {
    name: 'Trips',
    added_media_ids: JSON.stringify(posts.map(String)),
  });
  collectionId = created.json().collection_id;
});
afterAll(() => server.close());

const pk = (item: { media: { pk: string } }) => Number(item.media.pk);

describe('collection detail, edit and delete', () => {
  it('pages a collection and All posts with next_max_id and more_available', async () => {
    for (const id of [collectionId, 'ALL_MEDIA_AUTO_COLLECTION']) {
      const first = (await me.get(`/api/v1/feed/collection/${id}/posts/`)).json();
      expect(first).toMatchObject({ num_results: COLLECTION_ITEMS_PAGE_SIZE, more_available: true });
      const second = (await me.get(`/api/v1/feed/collection/${id}/posts/?max_id=${first.next_max_id}`)).json();
      expect(second).toMatchObject({ num_results: 3, more_available: false, next_max_id: null });
      const seen = [...first.items, ...second.items].map(pk);
      expect(new Set(seen).size).toBe(posts.length);
      expect(seen.sort()).toEqual([...posts].sort());
    }
    expect((await me.get(`/api/v1/feed/collection/${collectionId}/posts/`)).json().collection_name).toBe('Trips');
  });

  it('keeps collections private to their owner', async () => {
    expect((await nosy.get(`/api/v1/feed/collection/${collectionId}/posts/`)).statusCode).toBe(404);
    expect((await nosy.post(`/api/v1/collections/${collectionId}/edit/`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await nosy.post(`/api/v1/collections/${collectionId}/delete/`)).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(`/api/v1/feed/collection/${collectionId}/posts/`)).statusCode).toBe(
      401,
    );
    const theirAll = (await nosy.get('/api/v1/feed/collection/ALL_MEDIA_AUTO_COLLECTION/posts/')).json();
    expect(theirAll.items).toEqual([]);
  });

  it('renames and removes posts (they stay in All posts); refuses a blank name', async () => {
    const edited = await me.post(`/api/v1/collections/${collectionId}/edit/`, {
      name: ' Summer trips ',
      removed_media_ids: JSON.stringify([String(posts[0]), String(posts[1])]),
    });
    expect(edited.statusCode).toBe(200);
    expect(() => CollectionSchema.parse(edited.json())).not.toThrow();
    expect(edited.json()).toMatchObject({ collection_name: 'Summer trips', collection_media_count: posts.length - 2 });
    const all = (await me.get('/api/v1/collections/list/')).json();
    expect(all.items[0].collection_media_count).toBe(posts.length);
    expect((await me.post(`/api/v1/collections/${collectionId}/edit/`, { name: '  ' })).statusCode).toBe(400);
    // Removal through unsave with removed_collection_ids works too.
    await me.post(`/api/v1/web/save/${posts[2]}/unsave/`, { removed_collection_ids: JSON.stringify([collectionId]) });
    const detail = (await me.get(`/api/v1/feed/collection/${collectionId}/posts/`)).json();
    expect(detail.items.map(pk)).not.toContain(posts[2]);
  });

  it('skips posts the viewer can no longer see', async () => {
    const { db, storage } = server.deps;
    const grump = await makeUser(db, 'grump');
    const hidden = await makePost(db, storage, grump.id, Date.now() + 5000, 'hidden');
    await me.post(`/api/v1/collections/${collectionId}/edit/`, {
      added_media_ids: JSON.stringify([String(hidden.id)]),
    });
    expect((await me.get(`/api/v1/feed/collection/${collectionId}/posts/`)).json().items.map(pk)).toContain(hidden.id);
    const keeper = await db.selectFrom('users').select('id').where('username', '=', 'keeper').executeTakeFirstOrThrow();
    await makeBlock(db, grump.id, keeper.id);
    expect((await me.get(`/api/v1/feed/collection/${collectionId}/posts/`)).json().items.map(pk)).not.toContain(
      hidden.id,
    );
    // A hidden post can still be taken out of the collection.
    const removed = await me.post(`/api/v1/collections/${collectionId}/edit/`, {
      removed_media_ids: JSON.stringify([String(hidden.id)]),
    });
    expect(removed.statusCode).toBe(200);
  });

  it('deletes a collection, its posts staying saved', async () => {
    const deleted = await me.post(`/api/v1/collections/${collectionId}/delete/`);
    expect(deleted.json()).toEqual({ status: 'ok' });
    const list = (await me.get('/api/v1/collections/list/')).json();
    expect(list.items.map((c: { collection_id: string }) => c.collection_id)).toEqual(['ALL_MEDIA_AUTO_COLLECTION']);
    expect(list.items[0].collection_media_count).toBeGreaterThanOrEqual(posts.length);
    expect((await me.get(`/api/v1/feed/collection/${collectionId}/posts/`)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionsPageSchema, CollectionSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makePost, makeUser } from '../../test-support/fixtures.js';
import { COLLECTIONS_PAGE_SIZE } from '../../domain/collections/collections.js';

let server: TestServer;
let me: TestClient;
const posts: number[] = [];
let hiddenPost: number;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  await makeUser(db, 'collector');
  await makeUser(db, 'nosy');
  const artist = await makeUser(db, 'artist');
  const grump = await makeUser(db, 'grump');
  for (let i = 0; i < 6; i += 1) posts.push((await makePost(db, storage, artist.id, Date.now() - i * 1000)).id);
  hiddenPost = (await makePost(db, storage, grump.id, Date.now())).id;
  me = new TestClient(server.app);
  await me.login('collector', 'password1');
  // Saved while visible; the author blocks the collector afterwards.
  await me.post(`/api/v1/web/save/${hiddenPost}/save/`);
  const collector = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'collector')
    .executeTakeFirstOrThrow();
  await makeBlock(db, grump.id, collector.id);
});
afterAll(() => server.close());

describe('collections', () => {
  it('creates a collection with posts, saving them too, and answers the collection', async () => {
    const response = await me.post('/api/v1/collections/create/', {
      name: '  Sunsets  ',
      added_media_ids: JSON.stringify(posts.slice(0, 5).map(String)),
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(() => CollectionSchema.parse(created)).not.toThrow();
    expect(created).toMatchObject({ collection_name: 'Sunsets', collection_type: 'MEDIA', collection_media_count: 5 });
    expect(created.cover_media_list).toHaveLength(4);
    expect(created.cover_media.id).toMatch(/^\d+_\d+$/);
  });

  it('lists All posts first with covers it may still show, then named collections', async () => {
    const page = (
      await me.get(
        '/api/v1/collections/list/?collection_types=%5B%22ALL_MEDIA_AUTO_COLLECTION%22%2C%22MEDIA%22%5D&get_cover_media_lists=true',
      )
    ).json();
    expect(() => CollectionsPageSchema.parse(page)).not.toThrow();
    const [all, sunsets] = page.items;
    expect(all).toMatchObject({ collection_id: 'ALL_MEDIA_AUTO_COLLECTION', collection_media_count: 6 });
    // The blocked author's post counts as saved, but gives no cover.
    expect(all.cover_media_list.map((c: { id: string }) => Number(c.id.split('_')[0]))).not.toContain(hiddenPost);
    expect(all.cover_media_list).toHaveLength(4);
    expect(sunsets).toMatchObject({ collection_name: 'Sunsets', collection_media_count: 5 });
    const onlyNamed = (await me.get('/api/v1/collections/list/?collection_types=%5B%22MEDIA%22%5D')).json();
    expect(onlyNamed.items.map((c: { collection_name: string }) => c.collection_name)).toEqual(['Sunsets']);
  });

  it('pages named collections with max_id, and keeps each one private to its owner', async () => {
    for (let i = 0; i < COLLECTIONS_PAGE_SIZE; i += 1) await me.post('/api/v1/collections/create/', { name: `C${i}` });
    const first = (await me.get('/api/v1/collections/list/')).json();
    expect(first.items).toHaveLength(COLLECTIONS_PAGE_SIZE + 1);
    expect(first.more_available).toBe(true);
    const second = (await me.get(`/api/v1/collections/list/?max_id=${first.next_max_id}`)).json();
    expect(second.items.map((c: { collection_name: string }) => c.collection_name)).toEqual(['Sunsets']);
    expect(second.more_available).toBe(false);
    expect(second.next_max_id).toBeNull();
    const nosy = new TestClient(server.app);
    await nosy.login('nosy', 'password1');
    const theirs = (await nosy.get('/api/v1/collections/list/')).json();
    expect(theirs.items.map((c: { collection_id: string }) => c.collection_id)).toEqual(['ALL_MEDIA_AUTO_COLLECTION']);
    expect(theirs.items[0].collection_media_count).toBe(0);
    expect((await new TestClient(server.app).get('/api/v1/collections/list/')).statusCode).toBe(401);
  });

  it('refuses a blank name and posts the creator may not see, creating nothing', async () => {
    const before = await server.deps.db.selectFrom('collections').select('id').execute();
    expect((await me.post('/api/v1/collections/create/', { name: '   ' })).statusCode).toBe(400);
    const hidden = await me.post('/api/v1/collections/create/', {
      name: 'Sneaky',
      added_media_ids: JSON.stringify([String(posts[0]), String(hiddenPost)]),
    });
    expect(hidden.statusCode).toBe(404);
    expect(await server.deps.db.selectFrom('collections').select('id').execute()).toHaveLength(before.length);
  });
});

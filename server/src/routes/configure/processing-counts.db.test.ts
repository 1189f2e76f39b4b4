import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { insertProcessingVideoPost, type PostPlace } from '../../domain/media/publish.js';
import { PROCESSING_PLACEHOLDER_KEY } from '../../media/default-assets.js';

// Counts leave out what the viewer cannot see (docs/behaviour/media.md#video-processing,
// docs/behaviour/search.md#counts): a video still processing counts on its author's own profile
// only, one that failed counts nowhere, and a tag, a place or a search result counts ready posts.

let server: TestServer;
let db: Kysely<DB>;
let place: PostPlace;
const ids: Record<'author' | 'hidden' | 'fan' | 'stranger', number> = { author: 0, hidden: 0, fan: 0, stranger: 0 };
const clients = {} as Record<'author' | 'hidden' | 'fan' | 'stranger' | 'visitor', TestClient>;
let processingPk = 0;

/** A video post of a user, queued as it is by configure_to_clips, optionally failed at once. */
async function videoPost(ownerId: number, state: 'processing' | 'failed'): Promise<number> {
  const row = await db.transaction().execute((trx) =>
    insertProcessingVideoPost(
      trx,
      {
        ownerId,
        caption: 'rough cut #countedtag',
        accessibilityCaption: null,
        takenAt: Date.now(),
        commentsDisabled: false,
        likeAndViewCountsDisabled: false,
        place,
      },
      {
        prefix: 'm/counts-test/poster',
        versions: [{ width: 320, height: 240, key: PROCESSING_PLACEHOLDER_KEY }],
        width: 320,
        height: 240,
        preview: '',
      },
    ),
  );
  // What the transcoder records after the last failed attempt.
  if (state === 'failed')
    await db.updateTable('media').set({ processing: 'failed' }).where('id', '=', row.id).execute();
  return row.id;
}

/** A ready photo post at the place, under the tag. */
async function photoPost(ownerId: number): Promise<number> {
  const row = await makePost(db, server.deps.storage, ownerId, Date.now(), 'finished #countedtag');
  await db.updateTable('media').set({ location_id: place.id }).where('id', '=', row.id).execute();
  return row.id;
}

beforeAll(async () => {
  server = await createTestServer();
  db = server.deps.db;
  // Nothing is transcoded here: the processing states are set by the test.
  await server.deps.transcoder.stop();
  ids.author = (await makeUser(db, 'cutter')).id;
  ids.hidden = (await makeUser(db, 'quietcutter', { isPrivate: true })).id;
  ids.fan = (await makeUser(db, 'cutfan')).id;
  ids.stranger = (await makeUser(db, 'cutstranger')).id;
  await makeFollow(db, ids.fan, ids.hidden);
  const location = await db
    .insertInto('locations')
    .values({ name: 'Counting Hall', lat: 1, lng: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  place = { id: location.id, name: 'Counting Hall', lat: 1, lng: 2 };
  // Each author: one ready photo, one video still processing, one that failed.
  for (const owner of [ids.author, ids.hidden]) {
    await photoPost(owner);
    await videoPost(owner, 'failed');
  }
  processingPk = await videoPost(ids.author, 'processing');
  await videoPost(ids.hidden, 'processing');
  const logins: Record<'author' | 'hidden' | 'fan' | 'stranger', string> = {
    author: 'cutter',
    hidden: 'quietcutter',
    fan: 'cutfan',
    stranger: 'cutstranger',
  };
  for (const [who, username] of Object.entries(logins) as Array<[keyof typeof logins, string]>) {
    clients[who] = new TestClient(server.app);
    await clients[who].login(username, 'password1');
  }
  clients.visitor = new TestClient(server.app);
});
afterAll(async () => {
  await server.close();
});

const profileCount = async (client: TestClient, username: string) =>
  (await client.get(`/api/v1/users/web_profile_info/?username=${username}`)).json().data.user.media_count as number;
const tagCount = async (client: TestClient) => {
  const answer = await client.get('/api/v1/tags/web_info/?tag_name=countedtag');
  return answer.statusCode === 404 ? 0 : (answer.json().data.media_count as number);
};
const searchCount = async (client: TestClient) => {
  const answer = await client.get('/api/v1/web/search/topsearch/?context=blended&query=%23countedtag');
  const tags = answer.json().hashtags as Array<{ hashtag: { name: string; media_count: number } }>;
  return tags.find((t) => t.hashtag.name === 'countedtag')?.hashtag.media_count ?? 0;
};
const placeCount = async (client: TestClient) =>
  (await client.get(`/api/v1/locations/${place.id}/info/`)).json().location.media_count as number;
const storedTagCount = async () =>
  Number(
    (
      await db
        .selectFrom('hashtags')
        .select('public_media_count')
        .where('tag', '=', 'countedtag')
        .executeTakeFirstOrThrow()
    ).public_media_count,
  );

describe('counts while a video processes', () => {
  it('profile headers count a processing video for its author only, and a failed one for nobody', async () => {
    expect(await profileCount(clients.author, 'cutter')).toBe(2);
    expect(await profileCount(clients.hidden, 'quietcutter')).toBe(2);
    for (const other of [clients.fan, clients.stranger, clients.visitor])
      expect(await profileCount(other, 'cutter')).toBe(1);
    expect(await profileCount(clients.fan, 'quietcutter')).toBe(1);
  });

  it('tags, places and search count ready posts only, for everyone including the author', async () => {
    expect(await storedTagCount()).toBe(1);
    // The public author's ready photo; the private one's too for its follower and itself.
    for (const viewer of [clients.visitor, clients.stranger, clients.author]) {
      expect(await tagCount(viewer)).toBe(1);
      expect(await searchCount(viewer)).toBe(1);
      expect(await placeCount(viewer)).toBe(1);
    }
    for (const viewer of [clients.fan, clients.hidden]) {
      expect(await tagCount(viewer)).toBe(2);
      expect(await searchCount(viewer)).toBe(2);
      expect(await placeCount(viewer)).toBe(2);
    }
  });

  it('counts a video once it is ready, everywhere at once', async () => {
    // What the transcoder records when the renditions exist.
    await db.updateTable('media').set({ processing: 'ready' }).where('id', '=', processingPk).execute();
    expect(await storedTagCount()).toBe(2);
    expect(await profileCount(clients.stranger, 'cutter')).toBe(2);
    expect(await profileCount(clients.author, 'cutter')).toBe(2);
    expect(await tagCount(clients.stranger)).toBe(2);
    expect(await searchCount(clients.visitor)).toBe(2);
    expect(await placeCount(clients.stranger)).toBe(2);
    expect(await tagCount(clients.fan)).toBe(3);
  });
});

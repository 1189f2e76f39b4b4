import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { STORY_TTL_MS } from '../../policy/stories.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { jpeg, makeBlock, makeFollow, makeUser } from '../../test-support/fixtures.js';
import { postJson, uploadAll } from '../../test-support/upload-test-kit.js';
import { makeStory as makeStoryRow } from '../../test-support/story-fixtures.js';

// Stories, highlights and who sees them (docs/behaviour/stories.md), on both databases.

let server: TestServer;
const users: Record<string, UserRow> = {};
const clients: Record<string, TestClient> = {};
/** A story row straight in the database (files are not needed to decide who sees it). */
function makeStory(
  owner: UserRow,
  options: { audience?: 'everyone' | 'close_friends'; ageMs?: number; processing?: string } = {},
): Promise<string> {
  return makeStoryRow(server.deps.db, owner.id, options);
}

async function tray(viewer: string) {
  const response = await clients[viewer]!.get('/api/v1/feed/reels_tray/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().tray as Array<{ id: string; seen: boolean; is_close_friends: boolean; media_ids: string[] }>;
}

async function reelIdsSeenBy(viewer: string, owners: UserRow[]): Promise<string[]> {
  const response = await clients[viewer]!.get(
    `/api/v1/feed/reels_media/?reel_ids=${owners.map((o) => o.id).join(',')}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().reels_media as Array<{ items: Array<{ id: string }> }>).flatMap((r) =>
    r.items.map((i) => i.id),
  );
}

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) users[name] = await makeUser(server.deps.db, name);
  users.priv = await makeUser(server.deps.db, 'priv', { isPrivate: true });
  for (const name of Object.keys(users)) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
  const { ann, ben, cat, dan, priv } = users as Record<string, UserRow>;
  // ben, cat and dan follow ann; ben follows priv; ann puts ben on her close friends.
  for (const follower of [ben!, cat!, dan!]) await makeFollow(server.deps.db, follower.id, ann!.id);
  await makeFollow(server.deps.db, ben!.id, priv!.id);
  await makeFollow(server.deps.db, ann!.id, ben!.id);
  await server.deps.db
    .updateTable('follows')
    .set({ is_bestie: 1 })
    .where('follower_id', '=', ann!.id)
    .where('followee_id', '=', ben!.id)
    .execute();
});
afterAll(() => server.close());

describe('posting a story', () => {
  it('publishes a finished photo upload as a story, first in the own tray and in followers trays', async () => {
    const entity = await uploadAll(clients.eve!, '7001', await jpeg(80, 60));
    expect(entity).toContain('7001');
    const answer = await clients.eve!.post('/api/v1/media/configure_to_story/', {
      upload_id: '7001',
      audience: 'everyone',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const story = answer.json().media;
    expect(story).toMatchObject({ product_type: 'story', media_type: 1, audience: 'everyone', viewer_count: 0 });
    expect(story.expiring_at - story.taken_at).toBe(24 * 3600);
    const own = await tray('eve');
    expect(own[0]).toMatchObject({ id: String(users.eve!.id), media_ids: [story.id] });
    // A story's file goes to its audience only: eve's account is public, yet the file is private.
    const file = new URL(story.image_versions2.candidates[0].url, 'http://x').pathname;
    expect((await clients.eve!.get(file)).statusCode).toBe(200);
    expect((await new TestClient(server.app).get(file)).statusCode).toBe(404);
  });

  it('refuses a bad audience and an unknown upload without recording anything', async () => {
    const before = await server.deps.db.selectFrom('stories').select('id').execute();
    expect(
      (await clients.eve!.post('/api/v1/media/configure_to_story/', { upload_id: '7001', audience: 'x' })).statusCode,
    ).toBe(400);
    expect((await clients.eve!.post('/api/v1/media/configure_to_story/', { upload_id: '9999' })).statusCode).toBe(404);
    expect(await server.deps.db.selectFrom('stories').select('id').execute()).toHaveLength(before.length);
  });
});

describe('expiry', () => {
  it('drops a story from trays and reels after 24 hours, but keeps it in the owner archive', async () => {
    const old = await makeStory(users.dan!, { ageMs: STORY_TTL_MS + 1000 });
    const fresh = await makeStory(users.dan!);
    await makeFollow(server.deps.db, users.cat!.id, users.dan!.id);
    expect(await reelIdsSeenBy('cat', [users.dan!])).toEqual([fresh]);
    expect((await tray('cat')).find((r) => r.id === String(users.dan!.id))?.media_ids).toEqual([fresh]);
    expect((await clients.cat!.post(`/api/v1/media/${old}/story_like/`)).statusCode).toBe(404);
    expect((await postJson(clients.cat!, '/api/v1/media/seen/', { media_ids: [old] })).json().seen).toBe(0);
    const archive = await clients.dan!.get('/api/v1/archive/reel/stories/');
    expect(archive.json().items.map((i: { id: string }) => i.id)).toEqual([fresh, old]);
    // The owner's own reels are current stories only, too.
    expect(await reelIdsSeenBy('dan', [users.dan!])).toEqual([fresh]);
  });
});

describe('audience and privacy', () => {
  it('shows close-friends stories to close friends only, and marks their reel', async () => {
    const everyone = await makeStory(users.ann!);
    const besties = await makeStory(users.ann!, { audience: 'close_friends' });
    expect(await reelIdsSeenBy('ben', [users.ann!])).toEqual([everyone, besties]);
    expect(await reelIdsSeenBy('cat', [users.ann!])).toEqual([everyone]);
    expect((await tray('ben')).find((r) => r.id === String(users.ann!.id))?.is_close_friends).toBe(true);
    expect((await tray('cat')).find((r) => r.id === String(users.ann!.id))?.is_close_friends).toBe(false);
    expect((await clients.cat!.post(`/api/v1/media/${besties}/story_like/`)).statusCode).toBe(404);
  });

  it("keeps a private account's stories from strangers, and leaves out blocks both ways", async () => {
    const story = await makeStory(users.priv!);
    expect(await reelIdsSeenBy('ben', [users.priv!])).toEqual([story]);
    expect(await reelIdsSeenBy('cat', [users.priv!])).toEqual([]);
    const byName = await clients.cat!.get('/api/v1/stories/priv/reel/');
    expect(byName.json().reel).toBeNull();
    // A block either way hides the stories.
    await makeBlock(server.deps.db, users.priv!.id, users.ben!.id);
    expect(await reelIdsSeenBy('ben', [users.priv!])).toEqual([]);
    await server.deps.db.deleteFrom('blocks').where('blocker_id', '=', users.priv!.id).execute();
    expect(await reelIdsSeenBy('ben', [users.priv!])).toEqual([story]);
  });

  it('leaves accounts whose stories are muted out of the tray', async () => {
    await makeStory(users.ann!);
    expect((await tray('dan')).some((r) => r.id === String(users.ann!.id))).toBe(true);
    await server.deps.db
      .insertInto('mutes')
      .values({
        user_id: users.dan!.id,
        target_id: users.ann!.id,
        mute_posts: 0,
        mute_stories: 1,
        created_at: Date.now(),
      })
      .execute();
    expect((await tray('dan')).some((r) => r.id === String(users.ann!.id))).toBe(false);
  });

  it('shows a video still processing to its owner only', async () => {
    const pending = await makeStory(users.eve!, { processing: 'processing' });
    await makeFollow(server.deps.db, users.cat!.id, users.eve!.id);
    expect(await reelIdsSeenBy('cat', [users.eve!])).not.toContain(pending);
    expect(await reelIdsSeenBy('eve', [users.eve!])).toContain(pending);
  });
});

describe('seen state', () => {
  it('is kept per viewer on the server, and the owner sees who viewed', async () => {
    const owner = await makeUser(server.deps.db, 'seenowner');
    const ownerClient = new TestClient(server.app);
    await ownerClient.login('seenowner', 'password1');
    await makeFollow(server.deps.db, users.ben!.id, owner.id);
    await makeFollow(server.deps.db, users.cat!.id, owner.id);
    const first = await makeStory(owner);
    const second = await makeStory(owner);
    const reelOf = async (viewer: string) => (await tray(viewer)).find((r) => r.id === String(owner.id));
    expect((await reelOf('ben'))?.seen).toBe(false);

    expect((await postJson(clients.ben!, '/api/v1/media/seen/', { media_ids: [first] })).json().seen).toBe(1);
    expect((await reelOf('ben'))?.seen).toBe(false);
    expect((await postJson(clients.ben!, '/api/v1/media/seen/', { media_ids: [first, second] })).json().seen).toBe(1);
    expect((await reelOf('ben'))?.seen).toBe(true);
    expect((await reelOf('cat'))?.seen).toBe(false);

    await clients.ben!.post(`/api/v1/media/${first}/story_like/`);
    const viewers = await ownerClient.get(`/api/v1/media/${first}/list_reel_media_viewer/`);
    expect(viewers.json()).toMatchObject({ user_count: 1, users: [{ user: { username: 'ben' }, has_liked: true }] });
    expect((await clients.ben!.get(`/api/v1/media/${first}/list_reel_media_viewer/`)).statusCode).toBe(404);
    const [item] = (await ownerClient.get(`/api/v1/feed/reels_media/?reel_ids=${owner.id}`)).json().reels_media[0]
      .items;
    expect(item.viewer_count).toBe(1);
  });

  it('refuses more than 50 ids at once', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect((await postJson(clients.ben!, '/api/v1/media/seen/', { media_ids: ids })).statusCode).toBe(400);
  });
});

describe('highlights', () => {
  it("are made of the owner's own stories, shown to who may see the profile, edited and deleted", async () => {
    const kept = await makeStory(users.priv!, { ageMs: STORY_TTL_MS * 3 });
    const other = await makeStory(users.priv!, { ageMs: STORY_TTL_MS * 2 });
    const privClient = clients.priv!;
    const foreign = await makeStory(users.ann!);
    expect(
      (await postJson(privClient, '/api/v1/highlights/create_reel/', { title: 'Trip', media_ids: [kept, foreign] }))
        .statusCode,
    ).toBe(400);
    const created = await postJson(privClient, '/api/v1/highlights/create_reel/', {
      title: 'Trip',
      media_ids: [kept, other],
      cover_media_id: other,
    });
    expect(created.statusCode, created.body).toBe(200);
    const reel = created.json().reel;
    expect(reel).toMatchObject({ reel_type: 'highlight_reel', title: 'Trip', media_ids: [kept, other] });
    expect(reel.cover_media.media_id).toBe(other);

    // Expired stories live on in the highlight, for followers; a stranger sees no highlights.
    const forBen = await clients.ben!.get(`/api/v1/highlights/${users.priv!.id}/highlights_tray/`);
    expect(forBen.json().tray.map((r: { id: string }) => r.id)).toEqual([reel.id]);
    const media = await clients.ben!.get(`/api/v1/feed/reels_media/?reel_ids=${reel.id}`);
    expect(media.json().reels_media[0].items.map((i: { id: string }) => i.id)).toEqual([kept, other]);
    expect((await clients.cat!.get(`/api/v1/highlights/${users.priv!.id}/highlights_tray/`)).json().tray).toEqual([]);
    expect((await clients.cat!.get(`/api/v1/feed/reels_media/?reel_ids=${reel.id}`)).json().reels_media).toEqual([]);

    const number = reel.id.replace('highlight:', '');
    expect(
      (await postJson(clients.ben!, `/api/v1/highlights/${number}/edit_reel/`, { title: 'Mine' })).statusCode,
    ).toBe(404);
    const edited = await postJson(privClient, `/api/v1/highlights/${number}/edit_reel/`, {
      title: 'Summer',
      removed_media_ids: [other],
    });
    expect(edited.json().reel).toMatchObject({ title: 'Summer', media_ids: [kept], cover_media: { media_id: kept } });
    expect(
      (await postJson(privClient, `/api/v1/highlights/${number}/edit_reel/`, { removed_media_ids: [kept] })).statusCode,
    ).toBe(400);
    expect((await privClient.post(`/api/v1/highlights/${number}/delete_reel/`)).statusCode).toBe(200);
    expect((await clients.ben!.get(`/api/v1/highlights/${users.priv!.id}/highlights_tray/`)).json().tray).toEqual([]);
    // The stories stay in the archive.
    const archive = await privClient.get('/api/v1/archive/reel/stories/');
    expect(archive.json().items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([kept, other]));
  });
});

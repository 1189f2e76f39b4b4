import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeComment, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

/** The viewer kinds of the visibility table (null: a logged-out visitor). */
type ViewerKind = 'owner' | 'follower' | 'stranger' | null | 'blockedby' | 'blocker' | 'pending';
const VIEWERS: ViewerKind[] = ['owner', 'follower', 'stranger', null, 'blockedby', 'blocker', 'pending'];

let server: TestServer;
const ids: Record<string, number> = {};
const codes: Record<string, string> = {};
const clients = new Map<string, TestClient>();

/** A private account `priv` and a public one `pub`, each with a post (one a video) and a tag. */
beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  for (const [name, isPrivate] of [
    ['priv', true],
    ['pub', false],
    ['follower', false],
    ['stranger', false],
    ['blockedby', false],
    ['blocker', false],
    ['pending', false],
  ] as const)
    ids[name] = (await makeUser(db, name, { isPrivate })).id;
  for (const owner of ['priv', 'pub']) {
    const id = ids[owner]!;
    await makeFollow(db, ids.follower!, id);
    // Both blocked parties followed before the block: only the block stands in the way.
    await makeFollow(db, ids.blockedby!, id);
    await makeFollow(db, ids.blocker!, id);
    await makeBlock(db, id, ids.blockedby!);
    await makeBlock(db, ids.blocker!, id);
    await db
      .insertInto('follow_requests')
      .values({ requester_id: ids.pending!, target_id: id, created_at: Date.now() })
      .execute();
    // Posts of its own (one a video for the reels tab) and a tag on its own post (tagged tab).
    const post = await makePost(db, storage, id, Date.now() - 60_000, `${owner} post`);
    const video = await makePost(db, storage, id, Date.now() - 30_000, `${owner} video`);
    await db.updateTable('media').set({ media_type: 2 }).where('id', '=', video.id).execute();
    await db
      .insertInto('usertags')
      .values({ media_id: post.id, child_id: null, user_id: id, x: 0.5, y: 0.5 })
      .execute();
    await makeComment(db, post.id, ids.follower!, 'nice');
    ids[`${owner}Post`] = post.id;
    codes[owner] = post.code;
  }
});
afterAll(() => server.close());

async function as(kind: ViewerKind, owner: 'priv' | 'pub'): Promise<TestClient> {
  const username = kind === 'owner' ? owner : kind;
  const key = username ?? '';
  let client = clients.get(key);
  if (!client) {
    client = new TestClient(server.app);
    if (username) await client.login(username, 'password1');
    clients.set(key, client);
  }
  return client;
}

/** Content endpoints of a user: [label, path]; each answers 200, 403 (private) or 404 (block). */
const CONTENT_ENDPOINTS: Array<[string, (userId: number) => string]> = [
  ['posts', (id) => `/api/v1/feed/user/${id}/`],
  ['reels', (id) => `/api/v1/clips/user/${id}/`],
  ['tagged', (id) => `/api/v1/usertags/${id}/feed/`],
  ['followers', (id) => `/api/v1/friendships/${id}/followers/`],
  ['following', (id) => `/api/v1/friendships/${id}/following/`],
];

/** What each viewer gets from a private and a public account's content endpoints. */
const EXPECTED: Record<'priv' | 'pub', Record<string, 200 | 403 | 404>> = {
  priv: { owner: 200, follower: 200, stranger: 403, null: 403, blockedby: 404, blocker: 404, pending: 403 },
  pub: { owner: 200, follower: 200, stranger: 200, null: 200, blockedby: 404, blocker: 404, pending: 200 },
};

describe('visibility of a user’s content, by viewer kind', () => {
  for (const owner of ['priv', 'pub'] as const) {
    for (const viewer of VIEWERS) {
      const expected = EXPECTED[owner][String(viewer)]!;
      const allowed = expected === 200;

      it(`${owner}: ${viewer ?? 'logged out'} → content ${expected}`, async () => {
        const client = await as(viewer, owner);
        for (const [label, path] of CONTENT_ENDPOINTS) {
          const response = await client.get(path(ids[owner]!));
          expect({ label, status: response.statusCode }).toEqual({ label, status: expected });
          if (expected === 403)
            expect(response.json()).toMatchObject({ error_id: 'forbidden', message: 'This account is private.' });
          if (expected === 404) expect(response.json()).toMatchObject({ error_id: 'not_found' });
        }
        if (allowed) {
          const posts = (await client.get(`/api/v1/feed/user/${ids[owner]}/`)).json();
          expect(posts.items).toHaveLength(2);
          const reels = (await client.get(`/api/v1/clips/user/${ids[owner]}/`)).json();
          expect(reels.items.map((m: { media_type: number }) => m.media_type)).toEqual([2]);
          const tagged = (await client.get(`/api/v1/usertags/${ids[owner]}/feed/`)).json();
          expect(tagged.items).toHaveLength(1);
        }
      });

      it(`${owner}: ${viewer ?? 'logged out'} → profile header, post, comments and post page`, async () => {
        const client = await as(viewer, owner);
        const profile = await client.get(`/api/v1/users/web_profile_info/?username=${owner}`);
        // The blocked account gets 404; the blocker gets the header (to unblock) but no content.
        const hidden = viewer === 'blockedby';
        expect(profile.statusCode).toBe(hidden ? 404 : 200);
        if (!hidden) expect(profile.json().data.user.can_view_content).toBe(allowed);
        if (viewer === 'blocker') expect(profile.json().data.user.friendship_status.blocking).toBe(true);
        const comments = await client.get(`/api/v1/media/${ids[`${owner}Post`]}/comments/`);
        expect(comments.statusCode).toBe(allowed ? 200 : 404);
        const page = (await client.graphql(DOC_IDS.PostPage, { shortcode: codes[owner] })).json();
        expect(page.data.post_page.items).toHaveLength(allowed ? 1 : 0);
      });
    }
  }

  it('leaves accounts blocked either way with the viewer out of follower lists', async () => {
    const { db } = server.deps;
    for (const name of ['follower', 'blockedby', 'blocker']) await makeFollow(db, ids[name]!, ids.stranger!);
    const stranger = await as('stranger', 'pub');
    const all = (await stranger.get(`/api/v1/friendships/${ids.stranger}/followers/`)).json();
    expect(all.users.map((u: { username: string }) => u.username).sort()).toEqual(['blockedby', 'blocker', 'follower']);
    const owner = await as('owner', 'priv');
    const seen = (await owner.get(`/api/v1/friendships/${ids.stranger}/followers/`)).json();
    expect(seen.users.map((u: { username: string }) => u.username)).toEqual(['follower']);
    expect(seen.users[0].friendship_status).toMatchObject({ followed_by: true, following: false });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, FIRST_SCREEN_ELEMENT_ID, MEDIA_SIZES, type FirstScreenData } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { scriptSafeJson } from './first-screen-head.js';

// The page of the home feed, a post, a profile or the reels feed carries its first screen's data,
// authorized as the API would (docs/performance.md#the-first-screen-comes-with-the-page).

type Name = 'owner' | 'follower' | 'stranger' | 'blocked' | 'author';
let server: TestServer;
let frontendRoot: string;
let users: Record<Name, UserRow>;
let posts: { secret: string; open: string };
let clips: { secret: string; open: string };
const SECRET_CAPTION = 'only for followers </script><script>alert(1)</script>\u2028';

/** The first-screen data of a page as this client (or a visitor) gets it, or null. */
async function firstScreen(url: string, client?: TestClient) {
  const response = client ? await client.get(url) : await server.app.inject({ method: 'GET', url });
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(
    response.body,
  );
  return { response, data: match ? (JSON.parse(match[1] ?? '') as FirstScreenData) : null };
}

async function loggedIn(name: Name): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(users[name].username, 'password1');
  return client;
}

beforeAll(async () => {
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-first-screen-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head><body></body></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  const { db, storage } = server.deps;
  users = {
    owner: await makeUser(db, 'hidden_owner', { isPrivate: true }),
    follower: await makeUser(db, 'follower'),
    stranger: await makeUser(db, 'stranger'),
    blocked: await makeUser(db, 'blocked'),
    author: await makeUser(db, 'open_author'),
  };
  await makeFollow(db, users.follower.id, users.owner.id);
  await makeFollow(db, users.follower.id, users.author.id);
  await makeFollow(db, users.blocked.id, users.owner.id);
  await makeBlock(db, users.owner.id, users.blocked.id);
  await makeBlock(db, users.author.id, users.blocked.id);
  posts = {
    secret: (await makePost(db, storage, users.owner.id, Date.now(), SECRET_CAPTION)).code,
    open: (await makePost(db, storage, users.author.id, Date.now() - 1000, 'open to all')).code,
  };
  clips = {
    secret: await makeClip(users.owner.id, Date.now() - 2000, 'secret reel'),
    open: await makeClip(users.author.id, Date.now() - 3000, 'open reel'),
  };
});

/** A ready reel (a video post made as a clip); answers its shortcode. */
async function makeClip(ownerId: number, at: number, caption: string): Promise<string> {
  const { db, storage } = server.deps;
  const post = await makePost(db, storage, ownerId, at, caption);
  await db
    .updateTable('media')
    .set({ media_type: 2, product_type: 'clips', processing: 'ready' })
    .where('id', '=', post.id)
    .execute();
  return post.code;
}

/** The shortcodes of the reels in a /reels/ page's first-screen data. */
function reelCodes(data: FirstScreenData | null): string[] {
  return data?.route === 'reels' ? data.clips.items.map((item) => item.media.code) : [];
}
afterAll(async () => {
  await server.close();
  fs.rmSync(frontendRoot, { recursive: true, force: true });
});

describe('a private post or profile never reaches a page that may not show it', () => {
  it.each([['visitor'], ['stranger'], ['blocked']] as const)(
    'the private post’s page for a %s carries nothing',
    async (who) => {
      const client = who === 'visitor' ? undefined : await loggedIn(who);
      const { response, data } = await firstScreen(`/p/${posts.secret}/`, client);
      expect(data).toBeNull();
      expect((await firstScreen(`/p/${posts.secret}/c/1/`, client)).data).toBeNull();
      expect(response.body).not.toContain('only for followers');
      expect(response.body).not.toContain('rel="preload" as="image"');
    },
  );

  it.each([['visitor'], ['stranger'], ['blocked']] as const)(
    'the private profile’s page for a %s carries nothing',
    async (who) => {
      const client = who === 'visitor' ? undefined : await loggedIn(who);
      const { response, data } = await firstScreen('/hidden_owner/', client);
      expect(data).toBeNull();
      expect(response.body).not.toContain(posts.secret);
    },
  );

  it('a public post and profile carry nothing for an account their author blocked', async () => {
    const blocked = await loggedIn('blocked');
    expect((await firstScreen(`/p/${posts.open}/`, blocked)).data).toBeNull();
    expect((await firstScreen('/open_author/', blocked)).data).toBeNull();
    // Nor the blocker's view of the account they blocked (its header offers only Unblock).
    expect((await firstScreen('/blocked/', await loggedIn('author'))).data).toBeNull();
  });

  it('the follower gets the private post exactly as the API answers it, escaped', async () => {
    const follower = await loggedIn('follower');
    const { response, data } = await firstScreen(`/p/${posts.secret}/`, follower);
    const api = await follower.graphql(DOC_IDS.PostPage, { shortcode: posts.secret });
    expect(data).toEqual({ route: 'post', shortcode: posts.secret, items: api.json().data.post_page.items });
    // A comment's permalink opens the same page, with the same data.
    expect((await firstScreen(`/p/${posts.secret}/c/1/`, follower)).data).toEqual(data);
    // The caption's </script> and line separator cannot end the element or break the script.
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).not.toContain('\u2028');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('the follower gets the private profile’s header and first posts as the API answers them', async () => {
    const follower = await loggedIn('follower');
    const { data } = await firstScreen('/Hidden_Owner/', follower);
    const header = (await follower.get('/api/v1/users/web_profile_info/?username=hidden_owner')).json();
    const grid = (await follower.get(`/api/v1/feed/user/${users.owner.id}/?count=12`)).json();
    const { status: _status, ...page } = grid;
    expect(data).toEqual({ route: 'profile', username: 'hidden_owner', user: header.data.user, posts: page });
  });
});

describe('the home feed', () => {
  it('is inlined only for the logged-in viewer, and is their own feed', async () => {
    const visitor = await firstScreen('/');
    expect(visitor.data).toBeNull();
    expect(visitor.response.headers['cache-control']).toBe('no-cache');

    const follower = await firstScreen('/', await loggedIn('follower'));
    expect(follower.data?.route).toBe('home');
    const followerCodes =
      follower.data?.route === 'home' ? follower.data.feed.feed_timeline.edges.map((e) => e.node.media?.code) : [];
    expect(followerCodes).toEqual(expect.arrayContaining([posts.secret, posts.open]));
    expect(follower.response.headers['cache-control']).toBe('private, no-store');
    const preload =
      /<link rel="preload" as="image" imagesrcset="\/media\/[^"]+ \d+w" imagesizes="([^"]+)" fetchpriority="high">/.exec(
        follower.response.body,
      );
    expect(preload?.[1]).toBe(MEDIA_SIZES.feed);

    const stranger = await firstScreen('/', await loggedIn('stranger'));
    expect(stranger.data?.route).toBe('home');
    // (A public post may reach a stranger's feed as a suggestion; the private one never.)
    expect(stranger.response.body).not.toContain(posts.secret);
  });

  it('is not inlined for another variant of the feed', async () => {
    expect((await firstScreen('/?variant=following', await loggedIn('follower'))).data).toBeNull();
  });
});

describe('the reels feed', () => {
  it('is inlined for the logged-in viewer exactly as the reels call answers them, with no photo preload', async () => {
    const follower = await loggedIn('follower');
    const { response, data } = await firstScreen('/reels/', follower);
    const api = (await follower.get('/api/v1/clips/home/')).json();
    expect(data).toEqual({ route: 'reels', clips: api });
    expect(reelCodes(data).sort()).toEqual([clips.secret, clips.open].sort());
    expect(response.headers['cache-control']).toBe('private, no-store');
    // A reel's first frame comes from its video, not from a photo.
    expect(response.body).not.toContain('rel="preload" as="image"');
  });

  it('never carries a private account’s reel to someone who may not see it', async () => {
    for (const who of ['stranger', 'blocked'] as const) {
      const { response, data } = await firstScreen('/reels/', await loggedIn(who));
      expect(response.body).not.toContain(clips.secret);
      expect(response.body).not.toContain('secret reel');
      if (who === 'stranger') expect(reelCodes(data)).toEqual([clips.open]);
      // The author of the open reel blocked this account: nothing is left to show.
      else expect(data).toBeNull();
    }
  });

  it('is left to the API for a visitor (their tab is capped there)', async () => {
    const visitor = await firstScreen('/reels/');
    expect(visitor.data).toBeNull();
    expect(visitor.response.body).not.toContain(clips.open);
  });
});

describe('script-safe JSON', () => {
  it('escapes what could end the element or the script', () => {
    const text = scriptSafeJson({ a: '</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });
});

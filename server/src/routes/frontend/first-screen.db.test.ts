import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOC_IDS,
  FIRST_SCREEN_ELEMENT_ID,
  MEDIA_SIZES,
  VISITOR_LIMITS,
  type FirstScreenData,
  type MediaGridPage,
} from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { scriptSafeJson } from './first-screen-head.js';

// The page of the home feed, a post, a profile, the reels feed, the explore grid, a tag's or a
// place's page and the direct inbox carries its first screen's data, authorized as the API would
// (docs/performance.md#the-first-screen-comes-with-the-page).

type Name = 'owner' | 'follower' | 'stranger' | 'blocked' | 'author' | 'neighbour';
let server: TestServer;
let frontendRoot: string;
let users: Record<Name, UserRow>;
let posts: { secret: string; open: string };
let clips: { secret: string; open: string };
/** Posts under the tag #lanterns and at the place `placeId`: the private owner's, the author's, the neighbour's. */
let lanterns: { secret: string; open: string; neighbour: string };
let placeId: number;
const DIRECT_TEXT = 'between follower and author only';
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
    neighbour: await makeUser(db, 'neighbour'),
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
  await makeLanterns();
  const follower = await loggedIn('follower');
  const sent = await follower.post('/api/v1/direct_v2/threads/broadcast/text/', {
    recipient_users: JSON.stringify([String(users.author.id)]),
    text: DIRECT_TEXT,
    client_context: 'first-screen-1',
  });
  expect(sent.statusCode, sent.body).toBe(200);
});

/** Posts tagged #lanterns (the private owner's also #onlysecret), each at one place. */
async function makeLanterns(): Promise<void> {
  const { db, storage } = server.deps;
  const at = Date.now() - 10_000;
  const made = {
    secret: await makePost(db, storage, users.owner.id, at, 'hidden lanterns #lanterns #onlysecret'),
    open: await makePost(db, storage, users.author.id, at - 1000, 'open lanterns #lanterns'),
    neighbour: await makePost(db, storage, users.neighbour.id, at - 2000, 'next door #lanterns'),
  };
  lanterns = { secret: made.secret.code, open: made.open.code, neighbour: made.neighbour.code };
  const place = await db
    .insertInto('locations')
    .values({
      name: 'Lantern Hall',
      address: '1 Lantern Way',
      lat: 30.2,
      lng: 120.1,
      country_code: 'CN',
      country_name: '中国',
      city: '杭州',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  placeId = Number(place.id);
  await db
    .updateTable('media')
    .set({ location_id: placeId, location_name: 'Lantern Hall' })
    .where('id', 'in', [made.secret.id, made.open.id, made.neighbour.id])
    .execute();
}

/** The shortcodes of a grid page. */
const gridCodes = (page: MediaGridPage | undefined): string[] => (page?.items ?? []).map((item) => item.code).sort();

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
/** The page's photo preload: its candidates and `sizes` (docs/performance.md#the-first-screen-comes-with-the-page). */
function photoPreload(body: string): { srcset: string; sizes: string } | null {
  const match = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
    body,
  );
  return match ? { srcset: match[1] ?? '', sizes: match[2] ?? '' } : null;
}
/** Whether the page preloads the grid's first tile, with the `sizes` its `<img>` is drawn with. */
function expectFirstTilePreloaded(body: string, grid: MediaGridPage | undefined) {
  const first = grid?.items[0]?.image_versions2.candidates[0];
  expect(first).toBeDefined();
  expect(photoPreload(body)).toEqual({
    srcset: expect.stringContaining(`${first!.url} ${first!.width}w`),
    sizes: MEDIA_SIZES.grid,
  });
}
function reelCodes(data: FirstScreenData | null): string[] {
  return data?.route === 'reels' ? data.clips.items.map((item) => item.media.code) : [];
}
/** A logged-out browser past the page limit (docs/behaviour/logged-out.md#what-the-server-withholds). */
async function visitorPastPageLimit(): Promise<TestClient> {
  const browser = new TestClient(server.app, { remoteAddress: '198.51.100.27' });
  await browser.get('/api/v1/web/data/shared_data/');
  for (let i = 0; i <= VISITOR_LIMITS.pageImpressions; i += 1) {
    expect((await browser.post('/api/v1/web/visitor/impressions/', { surface: 'page' })).statusCode).toBe(200);
  }
  return browser;
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

describe('the explore grid', () => {
  it.each([['visitor'], ['stranger'], ['follower']] as const)(
    'is inlined for a %s exactly as the explore call answers them, without a private account’s post',
    async (who) => {
      const client = who === 'visitor' ? undefined : await loggedIn(who);
      const { response, data } = await firstScreen('/explore/', client);
      const api = client
        ? await client.get('/api/v1/discover/web/explore_grid/')
        : await server.app.inject({ method: 'GET', url: '/api/v1/discover/web/explore_grid/' });
      expect(data).toEqual({ route: 'explore', grid: api.json() });
      expectFirstTilePreloaded(response.body, data?.route === 'explore' ? data.grid : undefined);
      if (who !== 'follower') {
        expect(response.body).not.toContain(posts.secret);
        expect(response.body).not.toContain(lanterns.secret);
        expect(gridCodes(data?.route === 'explore' ? data.grid : undefined)).toEqual(
          expect.arrayContaining([lanterns.open, lanterns.neighbour]),
        );
      }
    },
  );

  it('never carries the posts of an account that blocked the viewer', async () => {
    const { response, data } = await firstScreen('/explore/', await loggedIn('blocked'));
    expect(gridCodes(data?.route === 'explore' ? data.grid : undefined)).toEqual([lanterns.neighbour]);
    for (const code of [posts.open, posts.secret, lanterns.open, lanterns.secret])
      expect(response.body).not.toContain(code);
  });
});

describe('a tag’s page', () => {
  it('carries the header, top and recent posts exactly as the API answers the follower, the private post included', async () => {
    const follower = await loggedIn('follower');
    const { response, data } = await firstScreen('/explore/tags/Lanterns/', follower);
    const info = (await follower.get('/api/v1/tags/web_info/?tag_name=Lanterns')).json();
    const top = (await follower.get('/api/v1/tags/Lanterns/sections/?tab=top')).json();
    const recent = (await follower.get('/api/v1/tags/Lanterns/sections/?tab=recent')).json();
    // Keyed by the address's tag, as the screen asks with it.
    expect(data).toEqual({ route: 'tag', tag: 'Lanterns', info: info.data, top, recent });
    expectFirstTilePreloaded(response.body, top);
    expect(gridCodes(top)).toEqual([lanterns.secret, lanterns.open, lanterns.neighbour].sort());
    expect(gridCodes(recent)).toEqual(gridCodes(top));
  });

  it('carries nothing for a tag only a private account’s posts carry, nor for a visitor past the page limit', async () => {
    const stranger = await firstScreen('/explore/tags/onlysecret/', await loggedIn('stranger'));
    expect(stranger.data).toBeNull();
    expect(stranger.response.body).not.toContain(lanterns.secret);
    expect((await firstScreen('/explore/tags/onlysecret/', await loggedIn('follower'))).data?.route).toBe('tag');

    const visitor = await visitorPastPageLimit();
    expect((await firstScreen('/explore/tags/lanterns/', visitor)).data).toBeNull();
    expect((await firstScreen(`/explore/locations/${placeId}/`, visitor)).data).toBeNull();
    // The explore call has no visitor limit, nor has its first screen.
    expect((await firstScreen('/explore/', visitor)).data?.route).toBe('explore');
  });
});

describe('a place’s page', () => {
  it('carries the header, top and recent posts exactly as the API answers the follower', async () => {
    const follower = await loggedIn('follower');
    const { response, data } = await firstScreen(`/explore/locations/${placeId}/lantern-hall/`, follower);
    const info = (await follower.get(`/api/v1/locations/${placeId}/info/`)).json();
    const top = (await follower.get(`/api/v1/locations/${placeId}/sections/?tab=top`)).json();
    const recent = (await follower.get(`/api/v1/locations/${placeId}/sections/?tab=recent`)).json();
    expect(data).toEqual({ route: 'location', locationId: String(placeId), location: info.location, top, recent });
    expectFirstTilePreloaded(response.body, top);
    expect(gridCodes(top)).toEqual([lanterns.secret, lanterns.open, lanterns.neighbour].sort());
    expect(gridCodes(recent)).toEqual(gridCodes(top));
  });

  it('carries nothing for an unknown place', async () => {
    expect((await firstScreen('/explore/locations/999999/', await loggedIn('follower'))).data).toBeNull();
    expect((await firstScreen('/explore/locations/%ZZ/', await loggedIn('follower'))).data).toBeNull();
  });
});

describe('a tag’s and a place’s page', () => {
  const pageOf = { tag: () => '/explore/tags/lanterns/', location: () => `/explore/locations/${placeId}/` };
  it.each([
    ['tag', 'visitor', ['open', 'neighbour']],
    ['tag', 'stranger', ['open', 'neighbour']],
    ['tag', 'blocked', ['neighbour']],
    ['location', 'visitor', ['open', 'neighbour']],
    ['location', 'stranger', ['open', 'neighbour']],
    ['location', 'blocked', ['neighbour']],
  ] as const)(
    'the %s page carries to a %s neither a private account’s post nor a blocking account’s',
    async (kind, who, shown) => {
      const client = who === 'visitor' ? undefined : await loggedIn(who);
      const { response, data } = await firstScreen(pageOf[kind](), client);
      expect(data?.route).toBe(kind);
      const sections = data?.route === 'tag' || data?.route === 'location' ? data : undefined;
      expect(gridCodes(sections?.top)).toEqual(shown.map((key) => lanterns[key]).sort());
      expect(gridCodes(sections?.recent)).toEqual(shown.map((key) => lanterns[key]).sort());
      // Counted for this viewer, as the API counts.
      const count =
        data?.route === 'tag' ? data.info.media_count : data?.route === 'location' ? data.location.media_count : null;
      expect(count).toBe(shown.length);
      expect(response.body).not.toContain(lanterns.secret);
      expect(response.body).not.toContain('hidden lanterns');
      if (who === 'blocked') expect(response.body).not.toContain(lanterns.open);
    },
  );
});

describe('the direct inbox', () => {
  it('carries the viewer’s own first page exactly as the inbox call answers it', async () => {
    const follower = await loggedIn('follower');
    const { response, data } = await firstScreen('/direct/inbox/', follower);
    const api = (await follower.get('/api/v1/direct_v2/inbox/?persistentBadging=true&folder=0')).json();
    expect(data).toEqual({ route: 'inbox', inbox: api });
    expect(response.body).toContain(DIRECT_TEXT);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('never carries another viewer’s threads, and nothing for a visitor', async () => {
    const stranger = await loggedIn('stranger');
    const { response, data } = await firstScreen('/direct/inbox/', stranger);
    expect(data?.route === 'inbox' ? data.inbox.inbox.threads : null).toEqual([]);
    expect(response.body).not.toContain(DIRECT_TEXT);
    const visitor = await firstScreen('/direct/inbox/');
    expect(visitor.data).toBeNull();
    expect(visitor.response.body).not.toContain(DIRECT_TEXT);
  });
});

describe('script-safe JSON', () => {
  it('escapes what could end the element or the script', () => {
    const text = scriptSafeJson({ a: '</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029' });
  });
});

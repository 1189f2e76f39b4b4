import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeMute, makePost, makeUser, setLikeCount } from '../../test-support/fixtures.js';
import { searchableName } from '../../domain/users/searchable-name.js';

// Issue 13: ranking, CJK, privacy of tag and location pages, explore, recent searches
// (docs/behaviour/search.md).
let server: TestServer;
const ids: Record<string, number> = {};
let placeId = 0;
let privatePlaceId = 0;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const user = async (name: string, options: { isPrivate?: boolean; fullName?: string; verified?: boolean } = {}) => {
    const row = await makeUser(db, name, { isPrivate: options.isPrivate });
    const fullName = options.fullName ?? `${name} Example`;
    await db
      .updateTable('users')
      .set({ full_name: fullName, full_name_lower: searchableName(fullName), is_verified: options.verified ? 1 : 0 })
      .where('id', '=', row.id)
      .execute();
    ids[name] = row.id;
    return row.id;
  };
  // Ranking world: viewer "seeker" follows "rosafriend", who follows "rosafof".
  await user('seeker');
  await user('rosa');
  await user('rosalind');
  await user('rosafriend');
  await user('rosafof');
  await user('rosaverified', { verified: true });
  await user('rosapopular');
  await user('marirosa');
  await makeFollow(db, ids.seeker!, ids.rosafriend!);
  await makeFollow(db, ids.rosafriend!, ids.rosafof!);
  for (const fan of ['fan1', 'fan2', 'fan3']) await makeFollow(db, await user(fan), ids.rosapopular!);
  // CJK names.
  await user('xiaoyu', { fullName: '林小雨' });
  await user('chenlin', { fullName: '陈林小雨' });
  // Privacy world.
  await user('owner');
  await user('secretive', { isPrivate: true });
  await user('follower');
  await user('stranger');
  await user('blocker');
  await user('muted');
  await makeFollow(db, ids.follower!, ids.secretive!);
  await makeBlock(db, ids.blocker!, ids.stranger!);
  await makeMute(db, ids.stranger!, ids.muted!);
  const now = Date.now();
  const post = async (owner: string, caption: string, likes = 0) => {
    const row = await makePost(db, storage, ids[owner]!, now, caption);
    if (likes) await setLikeCount(db, row.id, likes);
    return row.id;
  };
  await post('owner', 'Open #Kyoto', 5);
  await post('owner', 'Again #kyoto', 50);
  const privateTagged = await post('secretive', 'Hidden #kyoto #onlysecret');
  await post('blocker', 'Blocker #kyoto');
  await post('muted', 'Muted #kyoto');
  await post('rosa', 'rosa #kyoto');
  const place = await db
    .insertInto('locations')
    .values({
      name: 'Fushimi Inari',
      address: 'Kyoto',
      lat: 34.96,
      lng: 135.77,
      country_code: 'JP',
      country_name: '日本',
      city: '京都',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  placeId = Number(place.id);
  const open = await post('owner', 'At the shrine');
  await db
    .updateTable('media')
    .set({ location_id: placeId, location_name: 'Fushimi Inari' })
    .where('id', 'in', [open, privateTagged])
    .execute();
  privatePlaceId = placeId;
});
afterAll(() => server.close());

const clients = new Map<string, TestClient>();
async function as(name?: string): Promise<TestClient> {
  let client = clients.get(name ?? '');
  if (!client) {
    client = new TestClient(server.app);
    if (name) await client.login(name, 'password1');
    clients.set(name ?? '', client);
  }
  return client;
}
const getJson = async (url: string, name?: string) => (await (await as(name)).get(url)).json();
const usernames = async (query: string, name?: string) =>
  (
    (await getJson(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`, name)).users as Array<{
      user: { username: string };
    }>
  ).map((u) => u.user.username);
const codes = (page: { items: Array<{ user: { username: string } }> }) => page.items.map((m) => m.user.username);

describe('ranking people (docs/behaviour/search.md#ranking-people)', () => {
  it('puts the exact username, then prefixes, then follows, second degree, verified and followers', async () => {
    const names = await usernames('rosa', 'seeker');
    expect(names[0]).toBe('rosa');
    // Prefix matches (username or full name) before the substring-only match.
    expect(names.indexOf('marirosa')).toBe(names.length - 1);
    const prefixes = names.slice(1, -1);
    expect(prefixes.slice(0, 4)).toEqual(['rosafriend', 'rosafof', 'rosaverified', 'rosapopular']);
  });

  it('finds CJK names by their characters: one and two characters by prefix, three anywhere', async () => {
    expect(await usernames('林')).toContain('xiaoyu');
    expect(await usernames('林小')).toContain('xiaoyu');
    expect((await usernames('林小雨')).sort()).toEqual(['chenlin', 'xiaoyu']);
  });
});

describe('tag pages and counts (docs/behaviour/search.md#counts)', () => {
  it('never counts or shows a private account’s post to a visitor or a stranger', async () => {
    const info = await getJson('/api/v1/tags/web_info/?tag_name=kyoto');
    expect(info.data.media_count).toBe(5);
    const recent = await getJson('/api/v1/tags/kyoto/sections/?tab=recent');
    expect(codes(recent)).not.toContain('secretive');
    expect(codes(recent)).toHaveLength(5);
    expect((await (await as()).get('/api/v1/tags/web_info/?tag_name=onlysecret')).statusCode).toBe(404);
    expect((await getJson('/api/v1/web/search/topsearch/?query=%23onlysecret')).hashtags).toEqual([]);
    expect((await (await as('stranger')).get('/api/v1/tags/web_info/?tag_name=onlysecret')).statusCode).toBe(404);
  });

  it('pictures the header with the top post (docs/behaviour/search.md#hashtag-pages)', async () => {
    const info = await getJson('/api/v1/tags/web_info/?tag_name=kyoto');
    const top = (await getJson('/api/v1/tags/kyoto/sections/?tab=top')).items[0];
    expect(top.caption.text).toBe('Again #kyoto');
    const candidates = top.image_versions2.candidates as Array<{ url: string }>;
    expect(info.data.profile_pic_url).toBe(candidates[candidates.length - 1]!.url);
    // A private account's only post pictures its tag for a follower.
    expect((await getJson('/api/v1/tags/web_info/?tag_name=onlysecret', 'follower')).data.profile_pic_url).toMatch(
      /^\/media\//,
    );
  });

  it('counts and shows them to a follower', async () => {
    expect((await getJson('/api/v1/tags/web_info/?tag_name=kyoto', 'follower')).data.media_count).toBe(6);
    expect(codes(await getJson('/api/v1/tags/kyoto/sections/?tab=recent', 'follower'))).toContain('secretive');
    expect((await getJson('/api/v1/tags/web_info/?tag_name=onlysecret', 'follower')).data.media_count).toBe(1);
  });

  it('leaves out posts across a block, both in counts and in sections', async () => {
    expect((await getJson('/api/v1/tags/web_info/?tag_name=kyoto', 'stranger')).data.media_count).toBe(4);
    expect(codes(await getJson('/api/v1/tags/kyoto/sections/?tab=top', 'stranger'))).not.toContain('blocker');
    expect(await usernames('blocker', 'stranger')).toEqual([]);
  });

  it('pages the recent section by cursor, newest first', async () => {
    const all = (await getJson('/api/v1/tags/kyoto/sections/?tab=recent')).items.map((m: { pk: string }) => m.pk);
    expect(all.map(Number)).toEqual([...all.map(Number)].sort((a, b) => b - a));
    const after = await getJson(`/api/v1/tags/kyoto/sections/?tab=recent&max_id=${all[1]}`);
    expect(after.items.map((m: { pk: string }) => m.pk)).toEqual(all.slice(2));
  });

  it('ranks the top section by engagement', async () => {
    const top = await getJson('/api/v1/tags/kyoto/sections/?tab=top');
    expect(top.items[0].like_count).toBe(50);
    expect(top.items[1].like_count).toBe(5);
  });

  it('follows and unfollows a tag; visitors see no follow state', async () => {
    const client = await as('seeker');
    const followed = await client.post('/api/v1/web/tags/follow/kyoto/');
    expect(followed.json()).toEqual({ follow_hashtag_info: { following: true }, status: 'ok' });
    expect((await getJson('/api/v1/tags/web_info/?tag_name=kyoto', 'seeker')).data.following).toBe(true);
    expect((await getJson('/api/v1/tags/web_info/?tag_name=kyoto')).data.following).toBeNull();
    expect((await client.post('/api/v1/web/tags/unfollow/kyoto/')).json().follow_hashtag_info.following).toBe(false);
    expect((await client.post('/api/v1/web/tags/follow/onlysecret/')).statusCode).toBe(404);
    expect((await (await as()).post('/api/v1/web/tags/follow/kyoto/')).statusCode).toBe(401);
  });
});

describe('location pages (docs/behaviour/search.md#location-directory)', () => {
  it('counts and lists only posts the viewer may see', async () => {
    const info = await getJson(`/api/v1/locations/${placeId}/info/`);
    expect(info.location).toMatchObject({ name: 'Fushimi Inari', city: '京都', media_count: 1 });
    expect(codes(await getJson(`/api/v1/locations/${privatePlaceId}/sections/?tab=recent`))).toEqual(['owner']);
    expect((await getJson(`/api/v1/locations/${placeId}/info/`, 'follower')).location.media_count).toBe(2);
    expect((await (await as()).get('/api/v1/locations/999999/info/')).statusCode).toBe(404);
  });

  it('walks the directory from countries to cities to places', async () => {
    const countries = await getJson('/api/v1/web/explore/locations/');
    expect(countries.entries).toContainEqual({ id: 'JP', name: '日本', slug: '日本' });
    const cities = await getJson('/api/v1/web/explore/locations/?country=JP');
    expect(cities.entries.map((e: { id: string }) => e.id)).toContain('JP:京都');
    const places = await getJson(`/api/v1/web/explore/locations/?city=${encodeURIComponent('JP:京都')}`);
    expect(places).toMatchObject({ level: 'places', parent: { name: '京都', parent_id: 'JP' } });
    expect(places.entries).toContainEqual({ id: String(placeId), name: 'Fushimi Inari', slug: 'fushimi-inari' });
    expect((await (await as()).get('/api/v1/web/explore/locations/?country=ZZ')).statusCode).toBe(404);
  });

  it('finds places in blended search', async () => {
    const result = await getJson('/api/v1/web/search/topsearch/?query=fushimi');
    expect(result.places[0].place).toMatchObject({ title: 'Fushimi Inari', slug: 'fushimi-inari' });
  });
});

describe('explore (docs/behaviour/search.md#explore-ranking)', () => {
  it('shows public posts of accounts the viewer does not follow, without muted or blocked ones', async () => {
    const seen = codes(await getJson('/api/v1/discover/web/explore_grid/', 'stranger'));
    expect(seen).toContain('owner');
    expect(seen).not.toContain('stranger');
    expect(seen).not.toContain('muted');
    expect(seen).not.toContain('blocker');
    expect(seen).not.toContain('secretive');
    const follower = codes(await getJson('/api/v1/discover/web/explore_grid/', 'follower'));
    expect(follower).not.toContain('secretive');
    expect(follower).toContain('muted');
  });

  it('shows visitors the public posts, none of a private account (docs/behaviour/logged-out.md#what-needs-a-login)', async () => {
    const seen = codes(await getJson('/api/v1/discover/web/explore_grid/'));
    expect(seen).toContain('owner');
    expect(seen).toContain('muted');
    expect(seen).not.toContain('secretive');
  });
});

describe('recent searches (docs/behaviour/search.md#search-history-on-the-server)', () => {
  it('registers clicks, survives a second session, hides one entry and clears all', async () => {
    const first = await as('owner');
    await first.post('/api/v1/web/search/register_recent_search_click/', {
      entity_type: 'user',
      entity_id: String(ids.rosa),
    });
    await first.post('/api/v1/web/search/register_recent_search_click/', {
      entity_type: 'hashtag',
      entity_id: 'kyoto',
    });
    await first.post('/api/v1/web/search/register_recent_search_click/', {
      entity_type: 'place',
      entity_id: String(placeId),
    });
    const second = new TestClient(server.app);
    await second.login('owner', 'password1');
    const recent = (await second.get('/api/v1/web/search/recent_searches/')).json().recent;
    expect(recent.map((e: { type: string }) => e.type)).toEqual(['place', 'hashtag', 'user']);
    expect(recent[2].user.username).toBe('rosa');
    await second.post('/api/v1/web/search/hide_search_entities/', { entity_type: 'hashtag', entity_id: 'kyoto' });
    const after = (await first.get('/api/v1/web/search/recent_searches/')).json().recent;
    expect(after.map((e: { type: string }) => e.type)).toEqual(['place', 'user']);
    expect((await first.post('/api/v1/web/search/clear_search_history/')).json()).toEqual({ status: 'ok' });
    expect((await second.get('/api/v1/web/search/recent_searches/')).json().recent).toEqual([]);
  });

  it('refuses bad entities and visitors', async () => {
    const client = await as('owner');
    const bad = await client.post('/api/v1/web/search/register_recent_search_click/', {
      entity_type: 'user',
      entity_id: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await (await as()).get('/api/v1/web/search/recent_searches/')).statusCode).toBe(401);
  });

  it('keeps entries of people blocked since, but does not show them', async () => {
    const client = await as('stranger');
    await client.post('/api/v1/web/search/register_recent_search_click/', {
      entity_type: 'user',
      entity_id: String(ids.blocker),
    });
    expect((await client.get('/api/v1/web/search/recent_searches/')).json().recent).toEqual([]);
  });
});

describe('suggested searches (docs/behaviour/search.md#choosing-suggested-searches)', () => {
  it('suggests people the viewer’s follows follow, then popular tags; visitors get tags', async () => {
    const suggested = (await getJson('/api/v1/web/search/suggested_searches/', 'seeker')).suggested;
    expect(suggested[0]).toMatchObject({ type: 'user', user: { username: 'rosafof' } });
    expect(suggested.some((e: { type: string; hashtag?: { name: string } }) => e.hashtag?.name === 'kyoto')).toBe(true);
    const visitor = (await getJson('/api/v1/web/search/suggested_searches/')).suggested;
    expect(visitor.every((e: { type: string }) => e.type === 'hashtag')).toBe(true);
  });
});

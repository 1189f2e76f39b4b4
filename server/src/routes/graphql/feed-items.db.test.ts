import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS } from 'shared-contracts';
import { AdSchema, SuggestedUserSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeAd, makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { feedPage, labelOf, readWholeFeed } from '../../test-support/feed-client.js';

const MINUTE = 60_000;
let server: TestServer;
let me: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'me');
  const friends = [await makeUser(db, 'f1'), await makeUser(db, 'f2'), await makeUser(db, 'f3')];
  const brand = await makeUser(db, 'brand');
  const blockedBrand = await makeUser(db, 'blockedbrand');
  const s1 = await makeUser(db, 's1');
  const s2 = await makeUser(db, 's2');
  const secret = await makeUser(db, 'secretive', { isPrivate: true });
  const blocked = await makeUser(db, 'blockedone');
  for (const f of friends) await makeFollow(db, viewer.id, f.id);
  // s1 is followed by all three friends, s2 by one, the private and the blocked account by two.
  for (const f of friends) await makeFollow(db, f.id, s1.id);
  await makeFollow(db, friends[0]!.id, s2.id);
  // s2 follows the viewer: its suggestion reads Follow back.
  await makeFollow(db, s2.id, viewer.id);
  for (const f of friends.slice(0, 2)) await makeFollow(db, f.id, secret.id);
  for (const f of friends.slice(0, 2)) await makeFollow(db, f.id, blocked.id);
  await makeBlock(db, viewer.id, blocked.id);
  const now = Date.now();
  for (let i = 0; i < 30; i += 1)
    await makePost(db, storage, friends[i % 3]!.id, now - (i + 1) * 10 * MINUTE, `post ${i + 1}`);
  const adPost1 = await makePost(db, storage, brand.id, now - 2 * 86_400_000, 'brand one');
  const adPost2 = await makePost(db, storage, brand.id, now - 2 * 86_400_000, 'brand two');
  const adPost3 = await makePost(db, storage, brand.id, now - 2 * 86_400_000, 'brand three');
  await makeAd(db, adPost1.id, 'First ad');
  await makeAd(db, adPost2.id, 'Second ad');
  const stopped = await makeAd(db, adPost3.id, 'Stopped ad');
  await db.updateTable('ads').set({ active: 0 }).where('id', '=', stopped.id).execute();
  await makeAd(db, (await makePost(db, storage, blockedBrand.id, now - 86_400_000, 'blocked brand')).id, 'Blocked ad');
  await makeBlock(db, blockedBrand.id, viewer.id);
  // An ad whose author the viewer follows would repeat an organic post: never shown as an ad.
  await makeAd(db, (await makePost(db, storage, friends[0]!.id, now - 5 * 86_400_000, 'friend ad')).id, 'Friend ad');
  Object.assign(ids, { s1: s1.id, s2: s2.id, secret: secret.id, viewer: viewer.id });
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

describe('ads and suggestions in the home feed', () => {
  it('puts eligible ads at positions 4 and 16, each once, and suggestions at 10', async () => {
    const { nodes } = await readWholeFeed(me, 'home', 7);
    const labels = nodes.map(labelOf);
    expect(labels[3]).toBe('ad:First ad');
    expect(labels[9]).toBe('suggested');
    expect(labels[15]).toBe('ad:Second ad');
    expect(labels.filter((l) => l.startsWith('ad:'))).toEqual(['ad:First ad', 'ad:Second ad']);
    expect(labels.filter((l) => l.startsWith('post')).length).toBe(30);
    const ad = nodes[3]!.ad!;
    expect(() => AdSchema.parse(ad)).not.toThrow();
    expect(ad).toMatchObject({ link_text: 'Learn more', link_url: 'https://example.com/ad' });
    expect(ad.disclaimers).toEqual(['Paid for by Example']);
    expect(ad.media.user.username).toBe('brand');
  });

  it('suggests unconnected accounts by mutual follows, with a social context, never blocked ones', async () => {
    const page = await feedPage(me, { variant: 'home', first: 12 }, { 'accept-language': 'en-US,en;q=0.9' });
    const suggested = page.edges.find((e) => e.node.kind === 'suggested_users')!.node;
    const users = suggested.users!;
    for (const u of users) expect(() => SuggestedUserSchema.parse(u)).not.toThrow();
    expect(users.map((u) => u.user.username)).toEqual(['s1', 'secretive', 's2']);
    expect(users[0]).toMatchObject({ social_context: 'Followed by f1 + 2 more', follower_count: 3 });
    expect(users[2]!.social_context).toBe('Followed by f1');
    expect(users.map((u) => u.follows_viewer)).toEqual([false, false, true]);
    const zh = await feedPage(me, { variant: 'home', first: 12 }, { 'accept-language': 'zh-CN' });
    const zhUsers = zh.edges.find((e) => e.node.kind === 'suggested_users')!.node.users!;
    expect(zhUsers[0]!.social_context).toBe('f1 和另外 2 人已关注');
  });

  it('remembers a dismissal, and drops a suggestion once it is followed or requested', async () => {
    const dismissed = await me.post('/api/v1/web/discover/aysf_dismiss/', { target_id: String(ids.s1) });
    expect(dismissed.json()).toEqual({ status: 'ok' });
    expect((await me.post('/api/v1/web/discover/aysf_dismiss/', { target_id: '999999' })).statusCode).toBe(404);
    const usernames = async () => {
      const page = await feedPage(me, { variant: 'home', first: 12 });
      return page.edges.find((e) => e.node.kind === 'suggested_users')?.node.users?.map((u) => u.user.username) ?? [];
    };
    expect(await usernames()).toEqual(['secretive', 's2']);
    const follow = await me.graphql(DOC_IDS.CreateFriendship, {
      input: { target_user_id: String(ids.secret), container_module: 'feed_timeline', nav_chain: '' },
    });
    expect(follow.json().data.xdt_create_friendship.friendship_status.outgoing_request).toBe(true);
    expect(await usernames()).toEqual(['s2']);
    // A snapshot ranked from scratch still remembers the dismissal.
    await server.deps.db.deleteFrom('feed_snapshots').execute();
    expect(await usernames()).toEqual(['s2']);
  });
});

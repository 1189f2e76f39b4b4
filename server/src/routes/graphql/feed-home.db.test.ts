import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedItemSchema } from 'shared-contracts/schemas';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeFavorite, makeFollow, makePost, makeUser, setLikeCount } from '../../test-support/fixtures.js';
import { feedErrors, feedPage, labelOf, readWholeFeed } from '../../test-support/feed-client.js';
import { decodeFeedCursor } from '../../domain/feed/feed-cursor.js';
import { feedItemFromWire } from 'shared-contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let me: TestClient;
let ids: Record<string, number>;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'me');
  const friend = await makeUser(db, 'friend');
  const fav = await makeUser(db, 'fav');
  const other = await makeUser(db, 'other');
  await makeUser(db, 'intruder');
  await makeFollow(db, viewer.id, friend.id);
  await makeFollow(db, viewer.id, fav.id);
  await makeFavorite(db, viewer.id, fav.id);
  const now = Date.now();
  // Expected scores (ranking.ts): popular 10 h, 63 likes: -0.83 + 3 = 2.17; own 1 h: -0.08 + 2
  // = 1.92; favourite 20 h: -1.67 + 2 = 0.33; fresh 0.5 h: -0.04; older 30 h: -2.5.
  const popular = await makePost(db, storage, friend.id, now - 10 * HOUR, 'popular');
  await setLikeCount(db, popular.id, 63);
  await makePost(db, storage, viewer.id, now - 1 * HOUR, 'own');
  await makePost(db, storage, fav.id, now - 20 * HOUR, 'favourite');
  await makePost(db, storage, friend.id, now - 0.5 * HOUR, 'fresh');
  await makePost(db, storage, friend.id, now - 30 * HOUR, 'older');
  // Past posts: older than the 3-day window, newest first after the demarcator.
  for (const days of [4, 5, 6]) await makePost(db, storage, friend.id, now - days * DAY, `past ${days}d`);
  await makePost(db, storage, other.id, now - HOUR, 'not followed');
  ids = { viewer: viewer.id, friend: friend.id, other: other.id, popular: popular.id };
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

const RANKED = ['popular', 'own', 'favourite', 'fresh', 'older'];
const PAST = ['past 4d', 'past 5d', 'past 6d'];
// A feed this short is filled with suggested posts (docs/behaviour/feed.md#suggested-posts): the
// suggested accounts come right after the ranked posts, then the post of the account not followed.
const HEAD = [...RANKED, 'suggested', 'suggested:not followed', 'end'];

describe('home feed', () => {
  it('ranks recent posts by the documented formula, then the demarcator, then past posts newest first', async () => {
    const { nodes } = await readWholeFeed(me, 'home', 50);
    expect(nodes.map(labelOf)).toEqual([...HEAD, ...PAST]);
    const end = nodes[HEAD.length - 1];
    expect(end?.title).toBeTruthy();
    // Every node is a valid feed item once the client turns it into one.
    for (const node of nodes) expect(() => FeedItemSchema.parse(feedItemFromWire(node))).not.toThrow();
  });

  it('pages with no duplicate and no gap, and page_info says where the ends are', async () => {
    const whole = await readWholeFeed(me, 'home', 50);
    const first = await feedPage(me, { variant: 'home', first: 3 });
    expect(first.page_info.has_previous_page).toBe(false);
    expect(first.page_info.has_next_page).toBe(true);
    const paged = await readWholeFeed(me, 'home', 3);
    expect(paged.pages).toBe(4);
    expect(paged.nodes.map(labelOf)).toEqual(whole.nodes.map(labelOf));
    const pks = paged.nodes.filter((n) => n.media).map((n) => n.media?.pk);
    expect(new Set(pks).size).toBe(pks.length);
  });

  it('keeps its order while new posts and likes arrive, and shows the new post before its first item', async () => {
    const { db, storage } = server.deps;
    const page1 = await feedPage(me, { variant: 'home', first: 2 });
    expect(page1.edges.map((e) => labelOf(e.node))).toEqual(['popular', 'own']);
    // Likes that would reorder everything, and a new post from a followed account.
    await setLikeCount(db, ids.popular!, 0);
    const fresh = await makePost(db, storage, ids.friend!, Date.now(), 'arrived later');
    const rest = [];
    let after = page1.page_info.end_cursor;
    for (;;) {
      const page = await feedPage(me, { variant: 'home', first: 2, after });
      rest.push(...page.edges.map((e) => labelOf(e.node)));
      if (!page.page_info.has_next_page) break;
      after = page.page_info.end_cursor;
    }
    expect(rest).toEqual([...HEAD.slice(2), ...PAST]);
    // Paging back from the first item gives what arrived after the snapshot.
    const newer = await feedPage(me, { variant: 'home', last: 5, before: page1.page_info.start_cursor });
    expect(newer.edges.map((e) => labelOf(e.node))).toEqual(['arrived later']);
    expect(newer.page_info.has_previous_page).toBe(false);
    expect(newer.page_info.has_next_page).toBe(true);
    // ...and forward again from it joins the snapshot at its first item.
    const back = await feedPage(me, { variant: 'home', first: 1, after: newer.page_info.end_cursor });
    expect(back.edges.map((e) => labelOf(e.node))).toEqual(['popular']);
    // A fresh load now ranks again: the new post is in it, the like change too.
    const reloaded = await readWholeFeed(me, 'home', 50);
    expect(reloaded.nodes.map(labelOf)).toContain('arrived later');
    expect(reloaded.nodes.map(labelOf).indexOf('popular')).toBeGreaterThan(1);
    await db.deleteFrom('media').where('id', '=', fresh.id).execute();
    await setLikeCount(db, ids.popular!, 63);
    // The next test's fresh load must rank again rather than reuse this re-ranked snapshot.
    await db.deleteFrom('feed_snapshots').execute();
  });

  it('pages backward from the past posts into the ranked ones, ending at the demarcator', async () => {
    const whole = await readWholeFeed(me, 'home', 50);
    const firstPast = whole.cursors[HEAD.length];
    const back = await feedPage(me, { variant: 'home', last: 4, before: firstPast });
    expect(back.edges.map((e) => labelOf(e.node))).toEqual(['older', 'suggested', 'suggested:not followed', 'end']);
    expect(back.page_info.has_previous_page).toBe(true);
    expect(back.page_info.has_next_page).toBe(true);
  });

  it('reuses its snapshot on a quick reload, and ranks again after a follow changes', async () => {
    const snapshotOf = async () => {
      const page = await feedPage(me, { variant: 'home', first: 1 });
      const position = decodeFeedCursor(page.edges[0]!.cursor);
      return position && 'snapshotId' in position ? position.snapshotId : null;
    };
    const a = await snapshotOf();
    expect(await snapshotOf()).toBe(a);
    await makeFollow(server.deps.db, ids.viewer!, ids.other!);
    const b = await snapshotOf();
    expect(b).not.toBe(a);
    const { nodes } = await readWholeFeed(me, 'home', 50);
    expect(nodes.map(labelOf)).toContain('not followed');
    await server.deps.db
      .deleteFrom('follows')
      .where('follower_id', '=', ids.viewer!)
      .where('followee_id', '=', ids.other!)
      .execute();
  });

  it('refuses malformed cursors, cursors of another variant and another viewer\u2019s snapshot', async () => {
    expect(await feedErrors(me, { variant: 'home', first: 2, after: 'garbage' })).toEqual(['bad_request']);
    const following = await feedPage(me, { variant: 'following', first: 1 });
    expect(await feedErrors(me, { variant: 'home', first: 2, after: following.page_info.end_cursor })).toEqual([
      'bad_request',
    ]);
    const mine = await feedPage(me, { variant: 'home', first: 1 });
    const intruder = new TestClient(server.app);
    await intruder.login('intruder', 'password1');
    expect(await feedErrors(intruder, { variant: 'home', first: 2, after: mine.page_info.end_cursor })).toEqual([
      'bad_request',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItemFromWire } from 'shared-contracts';
import { FeedItemSchema } from 'shared-contracts/schemas';
import type { UserRow } from '../../db/schema.js';
import { STORY_TTL_MS } from '../../policy/stories.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeMute, makePost, makeUser, setLikeCount } from '../../test-support/fixtures.js';
import { feedPage, labelOf, readWholeFeed } from '../../test-support/feed-client.js';
import { makeStory as makeStoryRow } from '../../test-support/story-fixtures.js';

/**
 * Discovery inside a full home feed: the suggested stories unit
 * (docs/behaviour/feed.md#suggested-stories) and posts brought from explore
 * (docs/behaviour/feed.md#posts-from-explore). Private, blocked (either way), muted, expired and
 * close-friends-only content never reaches a viewer who may not see it.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
let server: TestServer;
let me: TestClient;
const users: Record<string, UserRow> = {};
/** A current story of `owner`, in two renditions (640 and 320 px wide). */
function makeStory(owner: UserRow, options: { audience?: 'everyone' | 'close_friends'; ageMs?: number } = {}) {
  return makeStoryRow(server.deps.db, owner.id, { ...options, widths: [640, 320] });
}

/** A public post of `owner` with a like count, `ageMs` old. */
async function makeLikedPost(owner: UserRow, caption: string, likes: number, ageMs = 2 * 3600_000) {
  const post = await makePost(server.deps.db, server.deps.storage, owner.id, Date.now() - ageMs, caption);
  await setLikeCount(server.deps.db, post.id, likes);
}

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const names = [
    'me',
    'f1',
    'f2',
    'f3',
    'popular',
    'second',
    'lowly',
    'stale',
    'blocker',
    'blockedbyme',
    'muted',
    'storymuted',
    'cfowner',
    'cfbestie',
  ];
  for (const name of names) users[name] = await makeUser(db, name);
  users.hidden = await makeUser(db, 'hidden', { isPrivate: true });
  const u = users as Record<string, UserRow>;
  for (const f of [u.f1!, u.f2!, u.f3!]) await makeFollow(db, u.me!.id, f.id);
  await makeBlock(db, u.blocker!.id, u.me!.id);
  await makeBlock(db, u.me!.id, u.blockedbyme!.id);
  await makeMute(db, u.me!.id, u.muted!.id);
  await db
    .insertInto('mutes')
    .values({ user_id: u.me!.id, target_id: u.storymuted!.id, mute_posts: 0, mute_stories: 1, created_at: Date.now() })
    .execute();
  // cfbestie keeps me on its close friends list; cfowner does not.
  await makeFollow(db, u.cfbestie!.id, u.me!.id);
  await db
    .updateTable('follows')
    .set({ is_bestie: 1 })
    .where('follower_id', '=', u.cfbestie!.id)
    .where('followee_id', '=', u.me!.id)
    .execute();
  const now = Date.now();
  // A full feed: 21 posts of the accounts me follows, so explore posts come after the 7th and 14th.
  for (let i = 0; i < 21; i += 1)
    await makePost(db, storage, [u.f1!, u.f2!, u.f3!][i % 3]!.id, now - (i + 1) * 10 * MINUTE, `post ${i + 1}`);
  await makeLikedPost(u.popular!, 'popular pick', 40);
  await makeLikedPost(u.second!, 'second pick', 6);
  await makeLikedPost(u.lowly!, 'lowly pick', 1);
  await makeLikedPost(u.stale!, 'stale pick', 90, 5 * DAY);
  for (const name of ['hidden', 'blocker', 'blockedbyme', 'muted']) await makeLikedPost(u[name]!, `${name} pick`, 99);
  // Stories: of accounts me does not follow (the unit's), of one it follows (the tray's), its own.
  for (const name of ['popular', 'hidden', 'blocker', 'blockedbyme', 'muted', 'storymuted', 'f1', 'me'])
    await makeStory(u[name]!);
  await makeStory(u.second!, { ageMs: 3 * MINUTE });
  await makeStory(u.second!, { ageMs: 2 * MINUTE });
  await makeStory(u.lowly!, { ageMs: STORY_TTL_MS + MINUTE });
  await makeStory(u.cfowner!, { audience: 'close_friends' });
  await makeStory(u.cfbestie!, { audience: 'close_friends' });
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

describe('suggested stories and posts from explore in the home feed', () => {
  it('places one stories unit after five posts and explore posts after every seven, each once', async () => {
    const { nodes } = await readWholeFeed(me, 'home', 5);
    const labels = nodes.map(labelOf);
    expect(labels.filter((l) => l === 'stories')).toHaveLength(1);
    expect(labels.indexOf('stories')).toBe(5);
    expect(labels.filter((l) => l.startsWith('explore:'))).toEqual(['explore:popular pick', 'explore:second pick']);
    const own = labels.filter((l) => l.startsWith('post '));
    expect(own).toHaveLength(21);
    // The 7th of the viewer's posts comes right before the first explore post.
    expect(labels[labels.indexOf('explore:popular pick') - 1]).toBe('post 7');
    for (const node of nodes) expect(() => FeedItemSchema.parse(feedItemFromWire(node))).not.toThrow();
  });

  it('shows public accounts not followed, close-friends stories only to close friends, nothing hidden', async () => {
    const { nodes } = await readWholeFeed(me, 'home', 12);
    const unit = nodes.find((n) => n.kind === 'stories_netego')!;
    const reels = unit.reels!;
    // Unseen reels, newest first: popular's and cfbestie's are a minute old, second's newest two.
    expect(reels.map((r) => r.user.username).sort()).toEqual(['cfbestie', 'popular', 'second']);
    const second = reels.find((r) => r.user.username === 'second')!;
    expect(second).toMatchObject({ reel_type: 'user_reel', media_count: 2, seen: false });
    expect(second.media_ids).toHaveLength(2);
    // The card shows the narrowest picture that still fills it, of the first unseen story.
    expect(second.cover_media).toMatchObject({ media_id: second.media_ids[0], cropped_image_version: { width: 320 } });
    expect(reels.find((r) => r.user.username === 'cfbestie')!.is_close_friends).toBe(true);
    const explore = nodes.filter((n) => n.kind === 'explore_story');
    expect(explore.map((n) => n.media!.user.username)).toEqual(['popular', 'second']);
  });

  it('never shows what became hidden after the feed was ranked, and leaves out an empty unit', async () => {
    const first = await feedPage(me, { variant: 'home', first: 3 });
    const { db } = server.deps;
    // Same snapshot (no relationship of the viewer changed): the page presenter checks again.
    await db.updateTable('users').set({ is_private: 1 }).where('id', '=', users.popular!.id).execute();
    await db.updateTable('users').set({ is_private: 1 }).where('id', '=', users.cfbestie!.id).execute();
    const rest: string[] = [];
    let after = first.page_info.end_cursor;
    let unit: string[] = [];
    for (let pages = 0; after && pages < 20; pages += 1) {
      const page = await feedPage(me, { variant: 'home', first: 6, after });
      rest.push(...page.edges.map((e) => labelOf(e.node)));
      for (const edge of page.edges)
        if (edge.node.kind === 'stories_netego') unit = edge.node.reels!.map((r) => r.user.username);
      after = page.page_info.has_next_page ? page.page_info.end_cursor : null;
    }
    expect(unit).toEqual(['second']);
    expect(rest.filter((l) => l.startsWith('explore:'))).toEqual(['explore:second pick']);
    // Once no story is left to suggest, the unit's place in the same snapshot shows nothing.
    await db
      .updateTable('stories')
      .set({ expires_at: Date.now() - 1 })
      .where('owner_id', '=', users.second!.id)
      .execute();
    const again = await readWholeFeed(me, 'home', 12);
    expect(again.nodes.map(labelOf)).not.toContain('stories');
    await db
      .updateTable('users')
      .set({ is_private: 0 })
      .where('id', 'in', [users.popular!.id, users.cfbestie!.id])
      .execute();
  });

  it('gives no stories unit to a viewer for whom every current story is ruled out', async () => {
    const { db } = server.deps;
    const viewer = await makeUser(db, 'loner');
    // Blocked by loner, blocking loner, muted (posts only, or stories only), followed (the tray's),
    // private, close friends only, expired: each a reason the unit has nobody to show.
    for (const name of ['popular', 'second', 'f1', 'me', 'blocker']) await makeBlock(db, viewer.id, users[name]!.id);
    await makeBlock(db, users.blockedbyme!.id, viewer.id);
    await makeMute(db, viewer.id, users.muted!.id);
    await db
      .insertInto('mutes')
      .values({ user_id: viewer.id, target_id: users.storymuted!.id, mute_posts: 0, mute_stories: 1, created_at: 1 })
      .execute();
    await makeFollow(db, viewer.id, users.cfowner!.id);
    const client = new TestClient(server.app);
    await client.login('loner', 'password1');
    const { nodes } = await readWholeFeed(client, 'home', 12);
    expect(nodes.map(labelOf)).not.toContain('stories');
    // One more public story of an account loner does not follow brings the unit back (the next
    // ranking: following someone changes what the feed depends on).
    const stranger = await makeUser(db, 'stranger');
    await makeStory(stranger);
    await makeFollow(db, viewer.id, users.f3!.id);
    const page = await readWholeFeed(client, 'home', 12);
    expect(page.nodes.find((n) => n.kind === 'stories_netego')?.reels?.map((r) => r.user.username)).toEqual([
      'stranger',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makeMute, makePost, makeUser } from '../../test-support/fixtures.js';
import { feedPage, labelOf, readWholeFeed } from '../../test-support/feed-client.js';

/**
 * A new account's home is never empty (docs/behaviour/feed.md#suggested-posts): its first page
 * holds the suggested accounts first, then suggested posts of popular public accounts, never of a
 * private, blocked (either way) or muted account.
 */

const DAY = 86_400_000;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  await makeUser(db, 'newbie');
  await makeUser(db, 'thin');
  const fans = [];
  for (let i = 0; i < 6; i += 1) fans.push(await makeUser(db, `fan${i}`));
  const popular = [await makeUser(db, 'popone'), await makeUser(db, 'poptwo'), await makeUser(db, 'popthree')];
  const secret = await makeUser(db, 'secretstar', { isPrivate: true });
  const blocked = await makeUser(db, 'blockedstar');
  const blocker = await makeUser(db, 'blockerstar');
  const muted = await makeUser(db, 'mutedstar');
  // The hidden accounts are the most followed of all, so only the filters keep them out.
  for (const star of [secret, blocked, blocker, muted, ...popular])
    for (const fan of fans) await makeFollow(db, fan.id, star.id);
  const now = Date.now();
  for (const [i, star] of [...popular, secret, blocked, blocker, muted].entries())
    for (let n = 0; n < 4; n += 1)
      // Some older than the home window's 3 days: suggested posts are not limited to it.
      await makePost(db, storage, star.id, now - (i * 4 + n + 1) * DAY * 0.5, `${star.username} ${n}`);
  const newbie = await db.selectFrom('users').select('id').where('username', '=', 'newbie').executeTakeFirstOrThrow();
  await makeBlock(db, newbie.id, blocked.id);
  await makeBlock(db, blocker.id, newbie.id);
  await makeMute(db, newbie.id, muted.id);
  // "thin" follows one account with one post: its own feed is too short, so it is filled too.
  const thin = await db.selectFrom('users').select('id').where('username', '=', 'thin').executeTakeFirstOrThrow();
  const friend = await makeUser(db, 'friend');
  await makeFollow(db, thin.id, friend.id);
  await makePost(db, storage, friend.id, now - 3600_000, 'friend post');
});
afterAll(() => server.close());

const HIDDEN = /^suggested:(secretstar|blockedstar|blockerstar|mutedstar) /;

describe('a new account’s home', () => {
  it('has suggested accounts first, then suggested posts of popular public accounts on its first page', async () => {
    const me = new TestClient(server.app);
    await me.login('newbie', 'password1');
    const page = await feedPage(me, { variant: 'home', first: 12 });
    const labels = page.edges.map((e) => labelOf(e.node));
    expect(labels[0]).toBe('suggested');
    const posts = labels.filter((l) => l.startsWith('suggested:'));
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(posts.filter((l) => HIDDEN.test(l))).toEqual([]);
    // At most three posts of one account, so several people show.
    expect(posts.filter((l) => l.startsWith('suggested:popone ')).length).toBeLessThanOrEqual(3);
    expect(new Set(posts.map((l) => l.split(' ')[0]))).toEqual(
      new Set(['suggested:popone', 'suggested:poptwo', 'suggested:popthree', 'suggested:friend']),
    );
    const suggestedUsers = page.edges.find((e) => e.node.kind === 'suggested_users')?.node.users ?? [];
    expect(suggestedUsers.map((s) => s.user.username)).not.toEqual(
      expect.arrayContaining(['secretstar', 'blockedstar', 'blockerstar']),
    );
    expect(suggestedUsers.length).toBeGreaterThan(0);

    // The whole feed: every suggested post once, then the end marker.
    const whole = await readWholeFeed(me, 'home', 5);
    const all = whole.nodes.map(labelOf);
    expect(all.filter((l) => HIDDEN.test(l))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
    expect(all[all.length - 1]).toBe('end');
    expect(all.filter((l) => l.startsWith('suggested:')).length).toBe(3 * 3 + 1);
  });

  it('fills a thin feed after its own posts, with the suggested accounts right after them', async () => {
    const thin = new TestClient(server.app);
    await thin.login('thin', 'password1');
    const labels = (await feedPage(thin, { variant: 'home', first: 12 })).edges.map((e) => labelOf(e.node));
    expect(labels.slice(0, 2)).toEqual(['friend post', 'suggested']);
    expect(labels.slice(2).every((l) => l.startsWith('suggested:'))).toBe(true);
    expect(labels.length).toBeGreaterThan(6);
  });

  it('leaves out a suggested post once its account turns private', async () => {
    const me = new TestClient(server.app);
    await me.login('newbie', 'password1');
    await server.deps.db.updateTable('users').set({ is_private: 1 }).where('username', '=', 'poptwo').execute();
    try {
      const { nodes } = await readWholeFeed(me, 'home', 12);
      expect(nodes.map(labelOf).filter((l) => l.startsWith('suggested:poptwo '))).toEqual([]);
    } finally {
      await server.deps.db.updateTable('users').set({ is_private: 0 }).where('username', '=', 'poptwo').execute();
    }
  });
});

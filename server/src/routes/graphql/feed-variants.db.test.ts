import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedVariant } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFavorite, makeFollow, makeMute, makePost, makeUser } from '../../test-support/fixtures.js';
import { feedPage, labelOf, readWholeFeed } from '../../test-support/feed-client.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
let me: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const viewer = await makeUser(db, 'me');
  const people = {
    friend: await makeUser(db, 'friend'),
    fav: await makeUser(db, 'fav'),
    muted: await makeUser(db, 'muted'),
    blockee: await makeUser(db, 'blockee'),
    blocker: await makeUser(db, 'blocker'),
    later: await makeUser(db, 'later'),
  };
  for (const person of Object.values(people)) await makeFollow(db, viewer.id, person.id);
  await makeFavorite(db, viewer.id, people.fav.id);
  await makeMute(db, viewer.id, people.muted.id);
  await makeBlock(db, viewer.id, people.blockee.id);
  await makeBlock(db, people.blocker.id, viewer.id);
  const now = Date.now();
  let hour = 1;
  for (const [name, person] of Object.entries(people)) {
    if (name === 'later') continue;
    await makePost(db, storage, person.id, now - hour * HOUR, `${name} recent`);
    await makePost(db, storage, person.id, now - 4 * DAY - hour * HOUR, `${name} past`);
    hour += 1;
  }
  await makePost(db, storage, viewer.id, now - 30 * 60_000, 'me recent');
  Object.assign(ids, { viewer: viewer.id, later: people.later.id, friend: people.friend.id });
  me = new TestClient(server.app);
  await me.login('me', 'password1');
});
afterAll(() => server.close());

const labels = async (variant: FeedVariant) => (await readWholeFeed(me, variant, 4)).nodes.map(labelOf);

describe('feed variants', () => {
  it('following: the viewer and followed accounts, newest first, never muted or blocked accounts', async () => {
    expect(await labels('following')).toEqual(['me recent', 'friend recent', 'fav recent', 'friend past', 'fav past']);
  });

  it('favorites: only favourite accounts', async () => {
    expect(await labels('favorites')).toEqual(['fav recent', 'fav past']);
  });

  it('past_posts: only posts older than the 3-day home window', async () => {
    expect(await labels('past_posts')).toEqual(['friend past', 'fav past']);
  });

  it('home: never muted or blocked accounts, in any segment', async () => {
    const all = await labels('home');
    for (const hidden of ['muted', 'blockee', 'blocker']) expect(all.filter((l) => l.startsWith(hidden))).toEqual([]);
    expect(all.filter((l) => l.includes('past'))).toEqual(['friend past', 'fav past']);
  });

  it('pages both ways: before the first cursor gives newer posts, last/before gives the previous page', async () => {
    const page1 = await feedPage(me, { variant: 'following', first: 2 });
    expect(page1.page_info).toMatchObject({ has_previous_page: false, has_next_page: true });
    const page2 = await feedPage(me, { variant: 'following', first: 2, after: page1.page_info.end_cursor });
    expect(page2.page_info.has_previous_page).toBe(true);
    const back = await feedPage(me, { variant: 'following', last: 2, before: page2.page_info.start_cursor });
    expect(back.edges.map((e) => e.cursor)).toEqual(page1.edges.map((e) => e.cursor));
    expect(back.page_info).toMatchObject({ has_previous_page: false, has_next_page: true });
    expect((await feedPage(me, { variant: 'following', last: 2, before: page1.page_info.start_cursor })).edges).toEqual(
      [],
    );
    const { db, storage } = server.deps;
    await makePost(db, storage, ids.later!, Date.now(), 'later one');
    await makePost(db, storage, ids.later!, Date.now() + 1, 'later two');
    const newer = await feedPage(me, { variant: 'following', last: 1, before: page1.page_info.start_cursor });
    expect(newer.edges.map((e) => labelOf(e.node))).toEqual(['later one']);
    expect(newer.page_info.has_previous_page).toBe(true);
  });

  it('hides an account blocked after the home snapshot was ranked, on the next pages of that snapshot', async () => {
    const first = await feedPage(me, { variant: 'home', first: 1 });
    expect(labelOf(first.edges[0]!.node)).not.toBe('friend recent');
    await makeBlock(server.deps.db, ids.viewer!, ids.friend!);
    const rest = await feedPage(me, { variant: 'home', first: 50, after: first.page_info.end_cursor });
    expect(rest.edges.map((e) => labelOf(e.node)).filter((l) => l.startsWith('friend'))).toEqual([]);
    await server.deps.db.deleteFrom('blocks').where('blocked_id', '=', ids.friend!).execute();
  });
});

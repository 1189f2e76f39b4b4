import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { feedPage } from '../../test-support/feed-client.js';
import { makeFollow, makeMute, makePost, makeUser } from '../../test-support/fixtures.js';

// Followed hashtags bring their top posts into the home feed, each marked with the tag
// (docs/behaviour/search.md#followed-hashtags-in-the-home-feed).
let server: TestServer;
const posts: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const reader = await makeUser(db, 'tagreader');
  const friend = await makeUser(db, 'tagfriend');
  const stranger = await makeUser(db, 'tagstranger');
  const hidden = await makeUser(db, 'taghidden', { isPrivate: true });
  const muted = await makeUser(db, 'tagmuted');
  await makeFollow(db, reader.id, friend.id);
  await makeMute(db, reader.id, muted.id);
  const now = Date.now() - 60_000;
  posts.friend = (await makePost(db, storage, friend.id, now, 'mine #lanterns')).id;
  posts.stranger = (await makePost(db, storage, stranger.id, now, 'festival #lanterns')).id;
  posts.hidden = (await makePost(db, storage, hidden.id, now, 'private #lanterns')).id;
  posts.muted = (await makePost(db, storage, muted.id, now, 'muted #lanterns')).id;
  posts.other = (await makePost(db, storage, stranger.id, now, 'other #tea')).id;
});
afterAll(() => server.close());

const mediaNodes = async (client: TestClient) =>
  (await feedPage(client, { variant: 'home', first: 50 })).edges
    .map((e) => e.node)
    .filter((n) => n.media !== null && (n.kind === 'media' || n.kind === 'suggested_media'));

describe('followed hashtags in the home feed', () => {
  it('adds public posts of accounts the viewer does not follow, marked with the tag', async () => {
    const client = new TestClient(server.app);
    await client.login('tagreader', 'password1');
    const before = await mediaNodes(client);
    expect(before.some((n) => n.hashtag !== null)).toBe(false);

    expect((await client.post('/api/v1/web/tags/follow/lanterns/')).statusCode).toBe(200);
    // A fresh snapshot (the previous one is reused for a minute): a new session of the same account.
    const later = new TestClient(server.app);
    await later.login('tagreader', 'password1');
    await server.deps.db.deleteFrom('feed_snapshots').execute();
    const nodes = await mediaNodes(later);
    const tagged = nodes.filter((n) => n.hashtag !== null);
    expect(tagged.map((n) => [n.media!.pk, n.hashtag])).toEqual([[String(posts.stranger), 'lanterns']]);
    // The followed friend's post is there once, unmarked; private, muted and other tags' posts are not brought.
    expect(nodes.filter((n) => n.media!.pk === String(posts.friend)).map((n) => n.hashtag)).toEqual([null]);
    const pks = nodes.map((n) => n.media!.pk);
    expect(pks).not.toContain(String(posts.hidden));
    expect(pks).not.toContain(String(posts.muted));
  });
});

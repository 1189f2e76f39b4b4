import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const lina = await makeUser(db, 'lina');
  await makeUser(db, 'linus');
  await makeUser(db, 'bo_lin');
  await makeUser(db, 'percent_user');
  await makePost(db, storage, lina.id, Date.now(), 'Evening #Sunset and #sunrise');
  // A private account with posts under a shared tag and a tag of its own, one follower, and a block.
  const hidden = await makeUser(db, 'hideaway', { isPrivate: true });
  await makePost(db, storage, hidden.id, Date.now(), 'Mine #sunset');
  await makePost(db, storage, hidden.id, Date.now(), 'Also mine #sunset #secretgarden');
  await makeFollow(db, (await makeUser(db, 'hidefan')).id, hidden.id);
  await makeUser(db, 'hidestranger');
  const blocker = await makeUser(db, 'zedblocker');
  await makeBlock(db, blocker.id, (await makeUser(db, 'zedblocked')).id);
});
afterAll(() => server.close());

const clients = new Map<string, TestClient>();

/** Searches as a logged-out visitor, or as a user of the world (logged in once). */
const search = async (query: string, as?: string) => {
  let client = clients.get(as ?? '');
  if (!client) {
    client = new TestClient(server.app);
    if (as) await client.login(as, 'password1');
    clients.set(as ?? '', client);
  }
  return (await client.get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json();
};

type TagResult = { hashtag: { name: string; media_count: number } };
const tagCounts = async (query: string, as?: string) =>
  Object.fromEntries(
    ((await search(query, as)).hashtags as TagResult[]).map((h) => [h.hashtag.name, h.hashtag.media_count]),
  );
const usernames = async (query: string, as?: string) =>
  ((await search(query, as)).users as Array<{ user: { username: string } }>).map((u) => u.user.username);

describe('top search', () => {
  it('ranks the exact username, then prefixes, then name matches', async () => {
    const result = await search('lin');
    const names = result.users.map((u: { user: { username: string } }) => u.user.username);
    expect(names.slice(0, 2).sort()).toEqual(['lina', 'linus']);
    expect(names).toContain('bo_lin');
    expect((await search('lina')).users[0].user.username).toBe('lina');
  });

  it('finds hashtags by prefix, without the # and case-insensitively; # asks for tags only', async () => {
    const result = await search('#SUN');
    expect(result.hashtags.map((h: { hashtag: { name: string } }) => h.hashtag.name).sort()).toEqual([
      'sunrise',
      'sunset',
    ]);
    expect(result.users).toHaveLength(0);
    expect((await search('@lin')).hashtags).toHaveLength(0);
  });

  it('treats LIKE wildcards literally and clears on an empty query', async () => {
    expect((await search('%')).users).toHaveLength(0);
    // Three characters or more match anywhere (trigram index); the underscore is literal.
    expect((await search('o_l')).users.map((u: { user: { username: string } }) => u.user.username)).toEqual(['bo_lin']);
    expect((await search('t_u')).users.map((u: { user: { username: string } }) => u.user.username)).toEqual([
      'percent_user',
    ]);
    expect(await search('   ')).toMatchObject({ users: [], hashtags: [] });
  });
});

describe('what search shows each viewer (docs/behaviour/search.md#what-each-viewer-finds)', () => {
  it('counts only the posts the viewer may see under a hashtag, and hides tags with none', async () => {
    for (const visitor of [undefined, 'hidestranger', 'lina']) {
      expect(await tagCounts('#s', visitor)).toEqual({ sunset: 1, sunrise: 1 });
    }
    expect(await tagCounts('#s', 'hidefan')).toEqual({ sunset: 3, sunrise: 1, secretgarden: 1 });
    expect(await tagCounts('#s', 'hideaway')).toEqual({ sunset: 3, sunrise: 1, secretgarden: 1 });
  });

  it('hides accounts blocked either way from each other, and from no one else', async () => {
    expect(await usernames('zedblock', 'zedblocked')).toEqual(['zedblocked']);
    expect(await usernames('zedblock', 'zedblocker')).toEqual(['zedblocker']);
    expect((await usernames('zedblock', 'lina')).sort()).toEqual(['zedblocked', 'zedblocker']);
    expect((await usernames('zedblock')).sort()).toEqual(['zedblocked', 'zedblocker']);
  });
});

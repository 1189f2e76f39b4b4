import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { db, storage } = server.deps;
  const lina = await makeUser(db, 'lina');
  await makeUser(db, 'linus');
  await makeUser(db, 'bo_lin');
  await makeUser(db, 'percent_user');
  await makePost(db, storage, lina.id, Date.now(), 'Evening #Sunset and #sunrise');
});
afterAll(() => server.close());

const search = async (query: string) =>
  (await new TestClient(server.app).get(`/api/v1/web/search/topsearch/?query=${encodeURIComponent(query)}`)).json();

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
    expect((await search('_')).users.map((u: { user: { username: string } }) => u.user.username).sort()).toEqual([
      'bo_lin',
      'percent_user',
    ]);
    expect(await search('   ')).toMatchObject({ users: [], hashtags: [] });
  });
});

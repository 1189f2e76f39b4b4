import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeBlock, makeFollow } from '../../test-support/fixtures.js';
import { DIRECT, person, sent, type Person } from '../../test-support/direct-kit.js';
import { RANKED_SEARCHES_PER_MINUTE } from '../../domain/direct/ranked-recipients.js';

// New message's search (ranked_recipients with a query) finds everyone the viewer may message, not
// only their own circle; blocks either way and deletion still hide people; the exact username comes
// first (docs/behaviour/direct.md#choosing-recipients).
let server: TestServer;
let viv: Person;
beforeAll(async () => {
  server = await createTestServer();
  viv = await person(server, 'viv');
});
afterAll(() => server.close());

type Answer = { ranked_recipients: Array<{ user?: { username: string } }> };
const search = (who: Person, query: string) =>
  who.client.get(`${DIRECT}/ranked_recipients/?mode=raven&query=${encodeURIComponent(query)}`);
const names = async (who: Person, query: string) => {
  const response = await search(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Answer).ranked_recipients.flatMap((r) => (r.user ? [r.user.username] : []));
};

describe('ranked_recipients with a query', () => {
  it('finds a new account by its exact username, and private accounts too', async () => {
    await person(server, 'newcomer_zed');
    await person(server, 'quiet_quill', { isPrivate: true });
    expect(await names(viv, 'newcomer_zed')).toEqual(['newcomer_zed']);
    expect(await names(viv, '@Newcomer_Zed')).toEqual(['newcomer_zed']);
    expect(await names(viv, 'quiet_q')).toEqual(['quiet_quill']);
  });

  it('puts the exact username first, then people talked to and followed, then everyone else', async () => {
    const [exact, talked, followed, stranger] = [
      await person(server, 'mara'),
      await person(server, 'mara_talks'),
      await person(server, 'mara_follows'),
      await person(server, 'mara_stranger'),
    ];
    await sent(viv, { users: [talked.idText] }, 'hello mara');
    await makeFollow(server.deps.db, viv.id, followed.id);
    expect(await names(viv, 'mara')).toEqual([exact.username, talked.username, followed.username, stranger.username]);
  });

  it('never finds the viewer, anyone in a block with them, or an account awaiting deletion', async () => {
    const [blocked, blocker, leaving] = [
      await person(server, 'hidden_blocked'),
      await person(server, 'hidden_blocker'),
      await person(server, 'hidden_leaving'),
    ];
    await makeBlock(server.deps.db, viv.id, blocked.id);
    await makeBlock(server.deps.db, blocker.id, viv.id);
    await server.deps.db
      .updateTable('users')
      .set({ deletion_requested_at: Date.now() })
      .where('id', '=', leaving.id)
      .execute();
    expect(await names(viv, 'hidden_')).toEqual([]);
    expect(await names(viv, 'viv')).toEqual([]);
    expect(await names(blocked, 'viv')).toEqual([]);
  });

  it('refuses a query over 100 characters, and more than the searches a minute allow', async () => {
    const eve = await person(server, 'eve_counts');
    expect((await search(eve, 'x'.repeat(101))).statusCode).toBe(400);
    expect((await search(eve, '林'.repeat(100))).statusCode).toBe(200);
    for (let i = 2; i < RANKED_SEARCHES_PER_MINUTE; i += 1) await search(eve, `q${i}`);
    const over = await search(eve, 'one more');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The suggestions (no query) are not searches.
    expect((await search(eve, '')).statusCode).toBe(200);
  });
});

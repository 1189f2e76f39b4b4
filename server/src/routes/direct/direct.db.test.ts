import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  const [a, b, c] = [await makeUser(db, 'alice'), await makeUser(db, 'bob'), await makeUser(db, 'carol')];
  const thread = async (members: number[], lastSender: number, aliceSeenAt: number | null) => {
    const row = await db
      .insertInto('direct_threads')
      .values({
        title: '',
        is_group: members.length > 2 ? 1 : 0,
        created_by: a.id,
        created_at: 1000,
        last_activity_at: 5000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('direct_thread_members')
      .values(
        members.map((m) => ({
          thread_id: row.id,
          user_id: m,
          folder: 0,
          pending: 0,
          is_admin: 0,
          last_seen_at: m === a.id ? aliceSeenAt : 5000,
        })),
      )
      .execute();
    await db
      .insertInto('direct_items')
      .values({ thread_id: row.id, user_id: lastSender, item_type: 'text', text: 'hi', created_at: 5000 })
      .execute();
  };
  await thread([a.id, b.id], b.id, 1000); // unseen by alice
  await thread([a.id, c.id], a.id, 1000); // alice sent the last item: seen
  await thread([b.id, c.id], b.id, null); // not alice's
});
afterAll(() => server.close());

describe('direct inbox', () => {
  it('needs a session', async () => {
    expect((await new TestClient(server.app).get('/api/v1/direct_v2/inbox/')).statusCode).toBe(401);
  });

  it('lists only the viewer\u2019s threads with the other members and counts unseen ones', async () => {
    const client = new TestClient(server.app);
    await client.login('alice', 'password1');
    const { inbox } = (await client.get('/api/v1/direct_v2/inbox/')).json();
    expect(inbox.threads).toHaveLength(2);
    const titles = inbox.threads.map((t: { users: Array<{ username: string }> }) =>
      t.users.map((u) => u.username).join(),
    );
    expect(titles.sort()).toEqual(['bob', 'carol']);
    expect(inbox.unseen_count).toBe(1);
  });
});

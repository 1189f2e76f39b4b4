import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeUser } from '../../test-support/fixtures.js';
import { pageStatus } from '../frontend/page-status.js';

// The settings pages' calls (docs/behaviour/settings.md): the blocked list, paged and the
// viewer's own only, and the activity status switch and what it hides in direct threads.

let server: TestServer;
const ids: Record<string, number> = {};
const clients: Record<string, TestClient> = {};
const NAMES = ['me', 'other', 'pal', 'b1', 'b2', 'b3', 'b4', 'b5'] as const;
type Name = (typeof NAMES)[number];

beforeAll(async () => {
  server = await createTestServer();
  for (const name of NAMES) ids[name] = (await makeUser(server.deps.db, name)).id;
  for (const name of ['me', 'other', 'pal'] as const) {
    clients[name] = new TestClient(server.app);
    await clients[name].login(name, 'password1');
  }
});
afterAll(() => server.close());

const c = (name: 'me' | 'other' | 'pal') => clients[name]!;
const id = (name: Name) => ids[name]!;
type Page = {
  users: Array<{ username: string; blocked_at: number }>;
  next_max_id: string | null;
  more_available: boolean;
};

describe('blocked accounts list', () => {
  it('needs a session', async () => {
    expect((await new TestClient(server.app).get('/api/v1/users/blocked_list/')).statusCode).toBe(401);
  });

  it('pages the viewer’s blocks, most recent first, without the accounts blocking the viewer', async () => {
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5'] as const) {
      expect((await c('me').post(`/api/v1/friendships/block/${id(name)}/`)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2)); // distinct block times
    }
    // Someone blocking me is not on my list, and my list is not on theirs.
    await c('other').post(`/api/v1/friendships/block/${id('me')}/`);

    const first = (await c('me').get('/api/v1/users/blocked_list/?count=2')).json() as Page;
    expect(first.users.map((u) => u.username)).toEqual(['b5', 'b4']);
    expect(first.more_available).toBe(true);
    const second = (
      await c('me').get(`/api/v1/users/blocked_list/?count=2&max_id=${first.next_max_id}`)
    ).json() as Page;
    expect(second.users.map((u) => u.username)).toEqual(['b3', 'b2']);
    const third = (
      await c('me').get(`/api/v1/users/blocked_list/?count=2&max_id=${second.next_max_id}`)
    ).json() as Page;
    expect(third.users.map((u) => u.username)).toEqual(['b1']);
    expect(third.more_available).toBe(false);
    expect(third.next_max_id).toBeNull();

    const theirs = (await c('other').get('/api/v1/users/blocked_list/')).json() as Page;
    expect(theirs.users.map((u) => u.username)).toEqual(['me']);
  });

  it('loses an account once it is unblocked', async () => {
    await c('me').post(`/api/v1/friendships/unblock/${id('b3')}/`);
    const page = (await c('me').get('/api/v1/users/blocked_list/')).json() as Page;
    expect(page.users.map((u) => u.username)).toEqual(['b5', 'b4', 'b2', 'b1']);
  });

  it('refuses a bad count with validation_failed', async () => {
    const response = await c('me').get('/api/v1/users/blocked_list/?count=0');
    expect(response.statusCode).toBe(400);
  });
});

describe('activity status', () => {
  async function threadBetween(a: number, b: number) {
    const { db } = server.deps;
    const thread = await db
      .insertInto('direct_threads')
      .values({ title: '', is_group: 0, created_by: a, created_at: 1000, last_activity_at: 5000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('direct_thread_members')
      .values(
        [a, b].map((user) => ({
          thread_id: thread.id,
          user_id: user,
          folder: 0,
          pending: 0,
          is_admin: 0,
          last_seen_at: 5000,
        })),
      )
      .execute();
  }
  const inboxThread = async (name: 'me' | 'pal') =>
    (await c(name).get('/api/v1/direct_v2/inbox/')).json().inbox.threads[0] as {
      presence_hidden_user_ids: string[];
      last_seen_at: Record<string, unknown>;
    };

  it('is on by default, and turned off and on by its owner only', async () => {
    expect((await c('pal').get('/api/v1/accounts/get_presence_disabled/')).json()).toMatchObject({ disabled: false });
    const off = await c('pal').post('/api/v1/accounts/set_presence_disabled/', { disabled: '1' });
    expect(off.json()).toMatchObject({ disabled: true, status: 'ok' });
    expect((await c('pal').get('/api/v1/accounts/get_presence_disabled/')).json()).toMatchObject({ disabled: true });
    expect((await c('me').get('/api/v1/accounts/get_presence_disabled/')).json()).toMatchObject({ disabled: false });
    expect(
      (await new TestClient(server.app).post('/api/v1/accounts/set_presence_disabled/', { disabled: '1' })).statusCode,
    ).toBe(401);
  });

  it('off: the others in a thread do not see its owner’s read status, and the owner sees nobody’s', async () => {
    await threadBetween(id('me'), id('pal'));
    const mine = await inboxThread('me');
    expect(mine.presence_hidden_user_ids).toEqual([String(id('pal'))]);
    expect(Object.keys(mine.last_seen_at)).toEqual([String(id('me'))]);
    const pals = await inboxThread('pal');
    expect(pals.presence_hidden_user_ids).toEqual([String(id('me'))]);

    await c('pal').post('/api/v1/accounts/set_presence_disabled/', { disabled: '0' });
    expect((await inboxThread('me')).presence_hidden_user_ids).toEqual([]);
    expect((await inboxThread('pal')).presence_hidden_user_ids).toEqual([]);
  });
});

describe('settings pages', () => {
  it('answer 200', async () => {
    for (const path of [
      '/accounts/settings/',
      '/accounts/edit/',
      '/accounts/privacy_and_security/',
      '/accounts/blocked_accounts/',
      '/accounts/close_friends/',
      '/accounts/favorites/',
    ])
      expect(await pageStatus(server.deps.db, path, null), path).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeFollow } from '../../test-support/fixtures.js';
import { TestClient } from '../../test-support/test-client.js';
import { DIRECT, person, sent, type Person } from '../../test-support/direct-kit.js';
import { connectRealtime } from '../../test-support/realtime-client.js';
import { CLOSE_CODES } from '../../realtime/realtime-socket.js';

// Presence leaves out an account awaiting deletion, hidden from everyone until its owner logs in
// again: get_presence does not list it, and the socket's presence events do not announce it
// (docs/behaviour/direct.md#presence-on-the-server, docs/behaviour/direct.md#who-hears-what,
// docs/behaviour/own-data.md#during-the-grace-period).
let server: TestServer;
let base: string;
let ann: Person;
let ben: Person;

/** Two people who both approved a one-to-one conversation. */
async function partners(a: Person, b: Person): Promise<void> {
  await makeFollow(server.deps.db, b.id, a.id);
  await makeFollow(server.deps.db, a.id, b.id);
  const { threadId } = await sent(a, { users: [b.idText] }, 'hello');
  await sent(b, { threads: [threadId] }, 'hello back');
}

beforeAll(async () => {
  server = await createTestServer();
  [ann, ben] = [await person(server, 'presann'), await person(server, 'presben')];
  await partners(ann, ben);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

async function presenceSeenBy(viewer: TestClient) {
  const response = await viewer.get(`${DIRECT}/get_presence/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().user_presence as Record<string, { is_active: boolean; last_activity_at_ms: number }>;
}

const presenceOf = (subject: Person) => (event: RealtimeServerEvent) =>
  event.type === 'presence' && event.userId === subject.idText;

describe('get_presence and an account awaiting deletion', () => {
  it('lists the account before, leaves it out while it awaits deletion, and lists it again once it logs in', async () => {
    expect((await presenceSeenBy(ann.client))[ben.idText]).toMatchObject({ is_active: true });

    const asked = await ben.client.post('/api/v1/web/accounts/request_deletion/', { password: 'password1' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await presenceSeenBy(ann.client))[ben.idText]).toBeUndefined();

    // Logging in cancels the deletion: the account is back, and so is its presence.
    const back = new TestClient(server.app);
    await back.login(ben.username, 'password1');
    expect((await presenceSeenBy(ann.client))[ben.idText]).toBeDefined();
  });
});

describe('presence events and an account awaiting deletion', () => {
  it('announce the account while it is there, and not when its socket closes after it asked for deletion', async () => {
    const [cal, dee] = [await person(server, 'prescal'), await person(server, 'presdee')];
    await partners(cal, dee);
    const socket = await connectRealtime(base, `sessionid=${dee.client.cookie('sessionid')}`);
    await expect
      .poll(() => cal.events.filter(presenceOf(dee)))
      .toEqual([expect.objectContaining({ type: 'presence', isActive: true })]);

    const asked = await dee.client.post('/api/v1/web/accounts/request_deletion/', { password: 'password1' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE_CODES.loggedOut);
    // The last socket closing stores the time it closed, then announces it to the audience.
    const opened = cal.events.find(presenceOf(dee));
    const openedAt = opened?.type === 'presence' ? opened.lastActivityAt : 0;
    await expect
      .poll(async () => {
        const row = await server.deps.db
          .selectFrom('users')
          .select('last_active_at')
          .where('id', '=', dee.id)
          .executeTakeFirstOrThrow();
        return Number(row.last_active_at) > openedAt;
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cal.events.filter(presenceOf(dee))).toEqual([expect.objectContaining({ isActive: true })]);
  });
});

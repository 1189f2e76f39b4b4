import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeUser } from '../test-support/fixtures.js';
import { makeThread } from '../test-support/own-data-fixtures.js';
import { connectRealtime, openRealtimeSocket, type RealtimeTestSocket } from '../test-support/realtime-client.js';
import { MAX_CLIENT_MESSAGE_BYTES } from './client-messages.js';
import { CLOSE_CODES } from './realtime-socket.js';

// The realtime socket over real TCP (docs/behaviour/direct.md#real-time): who may open it, what it
// answers, who typing and presence reach, and when it closes.

let server: TestServer;
let base: string;
let ids: Record<'ann' | 'bob' | 'cat' | 'dan' | 'eve', number>;

/** Logs a user in over HTTP and answers their cookie header. */
async function sessionCookie(username: string): Promise<{ client: TestClient; cookie: string }> {
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return { client, cookie: `sessionid=${client.cookie('sessionid')}` };
}

async function connectAs(username: string): Promise<RealtimeTestSocket> {
  return connectRealtime(base, (await sessionCookie(username)).cookie);
}

const typingIn = (threadId: number) => (e: RealtimeServerEvent) =>
  e.type === 'direct-typing' && e.threadId === String(threadId);

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.deps;
  const users = await Promise.all(['ann', 'bob', 'cat', 'dan', 'eve'].map((name) => makeUser(db, `rt_${name}`)));
  const [ann, bob, cat, dan, eve] = users.map((u) => u.id) as [number, number, number, number, number];
  ids = { ann, bob, cat, dan, eve };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server?.close());

describe('opening the realtime socket', () => {
  it('refuses another site, a missing Origin and a cross-site fetch with 403, before any upgrade', async () => {
    const { cookie } = await sessionCookie('rt_ann');
    for (const options of [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: null },
      { cookie, headers: { 'sec-fetch-site': 'cross-site' } },
    ]) {
      const attempt = await openRealtimeSocket(base, options);
      expect(attempt.open, JSON.stringify(options)).toBe(false);
      if (!attempt.open) {
        expect(attempt.status).toBe(403);
        expect(JSON.parse(attempt.body).error_id).toBe('csrf_failed');
      }
    }
  });

  it('refuses a visitor without a session, or with an ended one, with 401', async () => {
    for (const cookie of [undefined, 'sessionid=not-a-session']) {
      const attempt = await openRealtimeSocket(base, cookie ? { cookie } : {});
      expect(attempt.open).toBe(false);
      if (!attempt.open) expect(attempt.status).toBe(401);
    }
  });

  it('answers 404 on any other path', async () => {
    const { cookie } = await sessionCookie('rt_ann');
    const attempt = await openRealtimeSocket(base, { cookie, path: '/api/v1/elsewhere/' });
    expect(attempt.open).toBe(false);
    if (!attempt.open) expect(attempt.status).toBe(404);
  });

  it('opens for a logged-in user on our origin, answers echo, and drops malformed messages', async () => {
    const socket = await connectAs('rt_ann');
    socket.send('{not json');
    socket.send({ type: 'nonsense' } as never);
    socket.send({ type: 'ping' });
    socket.send({ type: 'echo', nonce: 'n-1' });
    expect(await socket.next((e) => e.type === 'echo')).toEqual({ type: 'echo', nonce: 'n-1' });
    expect(socket.events.filter((e) => e.type !== 'presence')).toEqual([{ type: 'echo', nonce: 'n-1' }]);
    socket.close();
  });

  it('closes a socket that sends a message over the size cap', async () => {
    const socket = await connectAs('rt_ann');
    socket.send(JSON.stringify({ type: 'echo', nonce: 'x'.repeat(MAX_CLIENT_MESSAGE_BYTES) }));
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes a socket that keeps sending past the rate cap', async () => {
    const socket = await connectAs('rt_ann');
    for (let i = 0; i < 200; i += 1) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(CLOSE_CODES.tooManyMessages);
  });
});

describe('events on the socket', () => {
  it("delivers what is published for its user, and nobody else's", async () => {
    const ann = await connectAs('rt_ann');
    const bob = await connectAs('rt_bob');
    server.deps.realtime.publish([ids.ann], { type: 'badge', count: 3 });
    expect(await ann.next((e) => e.type === 'badge')).toEqual({ type: 'badge', count: 3 });
    await bob.roundTrip();
    expect(bob.events.some((e) => e.type === 'badge')).toBe(false);
    ann.close();
    bob.close();
  });

  it('forwards typing to the other accepted members only, and never from a non-member', async () => {
    const { db } = server.deps;
    const group = await makeThread(db, ids.ann, [ids.ann, ids.bob, ids.cat], []);
    const outside = await makeThread(db, ids.dan, [ids.dan, ids.eve], []);
    const [ann, bob, cat, dan] = await Promise.all(['rt_ann', 'rt_bob', 'rt_cat', 'rt_dan'].map(connectAs));
    ann!.send({ type: 'typing', threadId: String(group), active: true });
    const seen = await bob!.next(typingIn(group));
    expect(seen).toEqual({ type: 'direct-typing', threadId: String(group), userId: String(ids.ann), active: true });
    await cat!.next(typingIn(group));
    // A non-member typing into someone else's thread reaches nobody; an id no row can have is ignored.
    ann!.send({ type: 'typing', threadId: String(outside), active: true });
    ann!.send({ type: 'typing', threadId: '999999999999999', active: true });
    await ann!.roundTrip();
    await dan!.roundTrip();
    expect(dan!.events.some(typingIn(outside))).toBe(false);
    expect(ann!.events.some(typingIn(group))).toBe(false);
    for (const socket of [ann, bob, cat, dan]) socket!.close();
  });

  it('leaves out a member who left the group, both ways', async () => {
    const { db } = server.deps;
    const group = await makeThread(db, ids.ann, [ids.ann, ids.bob, ids.cat], []);
    await db
      .updateTable('direct_thread_members')
      .set({ left_at: Date.now() })
      .where('thread_id', '=', group)
      .where('user_id', '=', ids.cat)
      .execute();
    const [ann, bob, cat] = await Promise.all(['rt_ann', 'rt_bob', 'rt_cat'].map(connectAs));
    cat!.send({ type: 'typing', threadId: String(group), active: true });
    await cat!.roundTrip();
    ann!.send({ type: 'typing', threadId: String(group), active: true });
    await bob!.next((e) => typingIn(group)(e) && e.type === 'direct-typing' && e.userId === String(ids.ann));
    await cat!.roundTrip();
    expect(cat!.events.some(typingIn(group))).toBe(false);
    expect(bob!.events.filter(typingIn(group))).toHaveLength(1);
    for (const socket of [ann, bob, cat]) socket!.close();
  });

  it('announces presence to thread partners, not to strangers, someone restricted, or across a pending request', async () => {
    const { db } = server.deps;
    const [a, b, , d, e] = await Promise.all(['pa', 'pb', 'pc', 'pd', 'pe'].map((n) => makeUser(db, `rt_${n}`)));
    await makeThread(db, a!.id, [a!.id, b!.id], []);
    await makeThread(db, a!.id, [a!.id, d!.id], []);
    const request = await makeThread(db, a!.id, [a!.id, e!.id], []);
    await db
      .updateTable('direct_thread_members')
      .set({ pending: 1 })
      .where('thread_id', '=', request)
      .where('user_id', '=', e!.id)
      .execute();
    await db.insertInto('restricts').values({ user_id: a!.id, target_id: d!.id, created_at: Date.now() }).execute();
    const [bob, cat, dan, eve] = await Promise.all(['rt_pb', 'rt_pc', 'rt_pd', 'rt_pe'].map(connectAs));
    const ann = await connectAs('rt_pa');
    const online = await bob!.next((e) => e.type === 'presence' && e.userId === String(a!.id));
    expect(online).toMatchObject({ type: 'presence', isActive: true });
    // Stored too, for get_presence.
    const stored = await db.selectFrom('users').select('last_active_at').where('id', '=', a!.id).executeTakeFirst();
    expect(stored?.last_active_at).toBe(online.type === 'presence' ? online.lastActivityAt : null);
    ann.close();
    const offline = await bob!.next((e) => e.type === 'presence' && e.userId === String(a!.id) && !e.isActive);
    expect(offline).toMatchObject({ isActive: false });
    for (const socket of [cat, dan, eve]) {
      await socket!.roundTrip();
      expect(socket!.events.some((event) => event.type === 'presence' && event.userId === String(a!.id))).toBe(false);
    }
    for (const socket of [bob, cat, dan, eve]) socket!.close();
  });
});

describe('closing', () => {
  it('closes the sockets of a session logged out elsewhere (another tab), not other sessions', async () => {
    const first = await sessionCookie('rt_eve');
    const other = await sessionCookie('rt_eve');
    const socket = await connectRealtime(base, first.cookie);
    const otherSocket = await connectRealtime(base, other.cookie);
    await first.client.post('/api/v1/web/accounts/logout/ajax/');
    expect((await socket.closed).code).toBe(CLOSE_CODES.loggedOut);
    expect(socket.events).toContainEqual({ type: 'closing', reason: 'logged-out' });
    await otherSocket.roundTrip();
    otherSocket.close();
  });

  it('closes a socket whose session ended without the hub hearing of it (another instance, expiry)', async () => {
    const { client, cookie } = await sessionCookie('rt_eve');
    const socket = await connectRealtime(base, cookie);
    await server.deps.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', ids.eve)
      .execute();
    expect((await socket.closed).code).toBe(CLOSE_CODES.loggedOut);
    expect(client).toBeDefined();
  });

  it("a block tells both sockets the pair's one-to-one thread changed and closes the blocked user's", async () => {
    const { db } = server.deps;
    const [x, y] = await Promise.all(['bx', 'by'].map((n) => makeUser(db, `rt_${n}`)));
    const thread = await makeThread(db, x!.id, [x!.id, y!.id], [[x!.id, 'hi']]);
    const blocker = await sessionCookie('rt_bx');
    const blockerSocket = await connectRealtime(base, blocker.cookie);
    const blockedSocket = await connectAs('rt_by');
    const answer = await blocker.client.post(`/api/v1/friendships/block/${y!.id}/`);
    expect(answer.statusCode).toBe(200);
    const changed = { type: 'direct-thread-changed', threadId: String(thread) };
    expect(await blockerSocket.next((e) => e.type === 'direct-thread-changed')).toEqual(changed);
    expect((await blockedSocket.closed).code).toBe(CLOSE_CODES.blocked);
    expect(blockedSocket.events).toContainEqual(changed);
    expect(blockedSocket.events).toContainEqual({ type: 'closing', reason: 'blocked' });
    // The blocker's own socket stays open.
    await blockerSocket.roundTrip();
    blockerSocket.close();
  });

  it('closes every socket, saying why, when the server shuts down', async () => {
    const spare = await createTestServer();
    await makeUser(spare.deps.db, 'rt_shut');
    await spare.app.listen({ port: 0, host: '127.0.0.1' });
    const address = spare.app.server.address();
    const spareBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const client = new TestClient(spare.app);
    await client.login('rt_shut', 'password1');
    const socket = await connectRealtime(spareBase, `sessionid=${client.cookie('sessionid')}`);
    await spare.close();
    expect((await socket.closed).code).toBe(CLOSE_CODES.shutdown);
    expect(socket.events).toContainEqual({ type: 'closing', reason: 'shutdown' });
  });
});

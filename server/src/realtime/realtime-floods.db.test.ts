import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeUser } from '../test-support/fixtures.js';
import { makeThread } from '../test-support/own-data-fixtures.js';
import { connectRealtime, openRealtimeSocket, type RealtimeTestSocket } from '../test-support/realtime-client.js';
import { MAX_SOCKETS_PER_ACCOUNT, MAX_SOCKETS_PER_SESSION } from './socket-slots.js';
import { TYPING_EVENTS_PER_SECOND } from './typing-throttle.js';

// What one login can pin on the realtime socket, and how much typing reaches anyone
// (docs/behaviour/direct.md#opening-the-socket, docs/behaviour/direct.md#who-hears-what).

let server: TestServer;
let base: string;
const opened: RealtimeTestSocket[] = [];

async function sessionCookie(username: string): Promise<string> {
  const client = new TestClient(server.app);
  await client.login(username, 'password1');
  return `sessionid=${client.cookie('sessionid')}`;
}

async function openMany(cookie: string, count: number): Promise<RealtimeTestSocket[]> {
  const sockets = await Promise.all(Array.from({ length: count }, () => connectRealtime(base, cookie)));
  opened.push(...sockets);
  return sockets;
}

/** Waits `ms` of real time: the window over which a test counts what arrived. */
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const typingFrom = (userId: number, threadId: number) => (e: RealtimeServerEvent) =>
  e.type === 'direct-typing' && e.userId === String(userId) && e.threadId === String(threadId);

async function expectTooMany(cookie: string): Promise<void> {
  const attempt = await openRealtimeSocket(base, { cookie });
  expect(attempt.open).toBe(false);
  if (attempt.open) return;
  expect(attempt.status).toBe(429);
  expect(JSON.parse(attempt.body).error_id).toBe('rate_limited');
}

/** The server frees a slot when its end of the connection closes, just after the client's. */
async function openOnceFreed(cookie: string): Promise<RealtimeTestSocket> {
  for (let tries = 0; ; tries += 1) {
    const attempt = await openRealtimeSocket(base, { cookie });
    if (attempt.open) return attempt.socket;
    if (attempt.status !== 429 || tries === 50) throw new Error(`refused: ${attempt.status} ${attempt.body}`);
    await quiet(20);
  }
}

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['cap_one', 'cap_two', 'ty_ann', 'ty_bob', 'ty_cat', 'ty_stranger', 'ty_victim', 'ty_friend'])
    await makeUser(server.deps.db, name);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => {
  vi.useRealTimers();
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => server?.close());

describe('sockets one login may hold', () => {
  it(`refuses a session's socket past ${MAX_SOCKETS_PER_SESSION} with 429 rate_limited; another session still opens`, async () => {
    const cookie = await sessionCookie('cap_one');
    // Opened all at once: the slots are counted without a race.
    const attempts = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_SESSION + 5 }, () => openRealtimeSocket(base, { cookie })),
    );
    for (const attempt of attempts) if (attempt.open) opened.push(attempt.socket);
    expect(attempts.filter((a) => a.open)).toHaveLength(MAX_SOCKETS_PER_SESSION);
    expect(attempts.filter((a) => !a.open).map((a) => (a.open ? 0 : a.status))).toEqual([429, 429, 429, 429, 429]);
    await expectTooMany(cookie);
    opened.push(await connectRealtime(base, await sessionCookie('cap_one')));
  });

  it(`refuses an account's socket past ${MAX_SOCKETS_PER_ACCOUNT} across its sessions, and frees a slot on close`, async () => {
    const first = await openMany(await sessionCookie('cap_two'), MAX_SOCKETS_PER_SESSION);
    await openMany(await sessionCookie('cap_two'), MAX_SOCKETS_PER_ACCOUNT - MAX_SOCKETS_PER_SESSION);
    const third = await sessionCookie('cap_two');
    await expectTooMany(third);
    first[0]!.close();
    await first[0]!.closed;
    opened.push(await openOnceFreed(third));
    await expectTooMany(third);
  });
});

describe('typing floods', () => {
  it(`delivers at most ${TYPING_EVENTS_PER_SECOND} typing events a second from one sender in one thread, over all its sockets`, async () => {
    const { db } = server.deps;
    const ids = await Promise.all(
      ['ty_ann', 'ty_bob', 'ty_cat'].map(async (name) =>
        Number((await db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id),
      ),
    );
    const [ann, bob, cat] = ids as [number, number, number];
    const group = await makeThread(db, ann, [ann, bob, cat], []);
    const annSockets = await openMany(await sessionCookie('ty_ann'), 20);
    const [bobSocket] = await openMany(await sessionCookie('ty_bob'), 1);
    const [catSocket] = await openMany(await sessionCookie('ty_cat'), 1);
    // The clock stands still (timers still run), so every frame below falls in one second.
    vi.useFakeTimers({ toFake: ['Date'] });
    const flood = async (perSocket: number) => {
      for (const socket of annSockets)
        for (let i = 0; i < perSocket; i += 1) socket.send({ type: 'typing', threadId: String(group), active: true });
      // Each socket has had its frames read once its echo comes back (10 frames and an echo stay
      // under the per-socket flood limit of 20 a second).
      await Promise.all(annSockets.map((socket) => socket.roundTrip()));
    };
    const annTypingAtCat = () => catSocket!.events.filter(typingFrom(ann, group)).length;
    await flood(10);
    await catSocket!.next(() => annTypingAtCat() >= TYPING_EVENTS_PER_SECOND);
    await quiet(500);
    await catSocket!.roundTrip();
    // 200 frames in one second: 5 reach each other member.
    expect(annTypingAtCat()).toBe(TYPING_EVENTS_PER_SECOND);
    expect(bobSocket!.events.filter(typingFrom(ann, group))).toHaveLength(TYPING_EVENTS_PER_SECOND);
    // Another sender in the same thread has a count of their own.
    bobSocket!.send({ type: 'typing', threadId: String(group), active: true });
    await catSocket!.next(typingFrom(bob, group));
    // The next second lets 5 more through.
    vi.setSystemTime(Date.now() + 1000);
    await flood(10);
    await catSocket!.next(() => annTypingAtCat() >= 2 * TYPING_EVENTS_PER_SECOND);
    await quiet(500);
    await catSocket!.roundTrip();
    expect(annTypingAtCat()).toBe(2 * TYPING_EVENTS_PER_SECOND);
  });

  it('sends no typing to a member whose side of the thread is still a request, from anyone', async () => {
    const { db } = server.deps;
    const idOf = async (name: string) =>
      Number((await db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()).id);
    const [stranger, victim, friend] = await Promise.all(['ty_stranger', 'ty_victim', 'ty_friend'].map(idOf));
    const setPending = (thread: number, pending: 0 | 1) =>
      db
        .updateTable('direct_thread_members')
        .set({ pending })
        .where('thread_id', '=', thread)
        .where('user_id', '=', victim!)
        .execute();
    const request = await makeThread(db, stranger!, [stranger!, victim!], [[stranger!, 'hi']]);
    const group = await makeThread(db, stranger!, [stranger!, victim!, friend!], [[stranger!, 'hello all']]);
    await setPending(request, 1);
    await setPending(group, 1);
    const [strangerSocket] = await openMany(await sessionCookie('ty_stranger'), 1);
    const [victimSocket] = await openMany(await sessionCookie('ty_victim'), 1);
    const [friendSocket] = await openMany(await sessionCookie('ty_friend'), 1);

    // In a group, one publish reaches every listener at once: when the accepted member has the
    // event, the pending one would have it too, before the answer to a later echo.
    strangerSocket!.send({ type: 'typing', threadId: String(group), active: true });
    friendSocket!.send({ type: 'typing', threadId: String(group), active: true });
    await friendSocket!.next(typingFrom(stranger!, group));
    await strangerSocket!.next(typingFrom(friend!, group));
    await victimSocket!.roundTrip();

    // One to one: nothing while the request waits, typing once it is accepted.
    strangerSocket!.send({ type: 'typing', threadId: String(request), active: true });
    await quiet(300);
    await victimSocket!.roundTrip();
    expect(victimSocket!.events.filter((e) => e.type === 'direct-typing')).toEqual([]);
    await setPending(request, 0);
    strangerSocket!.send({ type: 'typing', threadId: String(request), active: false });
    await victimSocket!.next(typingFrom(stranger!, request));
    expect(victimSocket!.events.filter((e) => e.type === 'direct-typing')).toEqual([
      { type: 'direct-typing', threadId: String(request), userId: String(stranger), active: false },
    ]);
  });
});

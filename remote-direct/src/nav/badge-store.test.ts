import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION } from 'shared-contracts';
import { createEventBus } from 'shared-contracts/bus';
import { createSessionStore, isRemoteNav } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { createDirectBadgeStore } from './badge-store';

/** A server whose answers the test releases one by one. */
function controlledServer() {
  const asks: Array<{ signal: AbortSignal; answer: (count: number) => void; fail: () => void }> = [];
  const fetchCount = (signal: AbortSignal): Promise<number> =>
    new Promise((resolve, reject) => asks.push({ signal, answer: resolve, fail: () => reject(new Error('down')) }));
  return { asks, fetchCount };
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const bus = createEventBus();
  const session = createSessionStore(bus);
  const server = controlledServer();
  const store = createDirectBadgeStore(server.fetchCount, bus, session);
  const seen: number[] = [];
  store.subscribe(() => seen.push(store.getValue()));
  return { bus, session, server, store, seen };
}

/** The viewer whose messages are counted. */
const logIn = (session: ReturnType<typeof createSessionStore>): void =>
  session.setSession(makeTestUser({ pk: '7', id: '7' }), 'token');

/** Logged in, with the server's first answer (`count`) in. */
async function loggedInWith(count: number) {
  const setup = setUp();
  logIn(setup.session);
  setup.server.asks[0]!.answer(count);
  await flush();
  return setup;
}

describe('the Messages badge count', () => {
  it('asks the server once someone is logged in, and not before', async () => {
    const { session, server, store } = setUp();
    expect(server.asks).toHaveLength(0);
    logIn(session);
    expect(server.asks).toHaveLength(1);
    server.asks[0]!.answer(3);
    await flush();
    expect(store.getValue()).toBe(3);
  });

  it('follows pushes, and a push wins over an answer still on its way', async () => {
    const { bus, session, server, store } = setUp();
    logIn(session);
    bus.emit('direct-badge-changed', { count: 5 });
    expect(store.getValue()).toBe(5);
    expect(server.asks[0]!.signal.aborted).toBe(true);
    server.asks[0]!.answer(2);
    await flush();
    expect(store.getValue()).toBe(5);
    bus.emit('direct-badge-changed', { count: 0 });
    expect(store.getValue()).toBe(0);
  });

  it('asks again after a reconnect, when pushes may have been missed', async () => {
    const { bus, server, store } = await loggedInWith(1);
    bus.emit('realtime-status-changed', { connected: true, resumed: false });
    expect(server.asks).toHaveLength(1);
    bus.emit('realtime-status-changed', { connected: true, resumed: true });
    expect(server.asks).toHaveLength(2);
    server.asks[1]!.answer(4);
    await flush();
    expect(store.getValue()).toBe(4);
  });

  it('asks again when the viewer’s own message arrives (it makes its thread seen)', async () => {
    const { bus, server, store } = await loggedInWith(1);
    const item = (userId: string) => ({ item_id: 'i1', user_id: userId, timestamp: 1, item_type: 'text', text: 'hi' });
    bus.emit('realtime-event', { type: 'direct-item', threadId: 't1', item: item('8') });
    expect(server.asks).toHaveLength(1);
    bus.emit('realtime-event', { type: 'direct-item', threadId: 't1', item: item('7') });
    expect(server.asks).toHaveLength(2);
    server.asks[1]!.answer(0);
    await flush();
    expect(store.getValue()).toBe(0);
  });

  it('drops to 0 on logout, ignores pushes while logged out, and keeps the count when an ask fails', async () => {
    const { bus, session, server, store } = await loggedInWith(6);
    bus.emit('realtime-status-changed', { connected: true, resumed: true });
    server.asks[1]!.fail();
    await flush();
    expect(store.getValue()).toBe(6);
    session.setSession(null);
    expect(store.getValue()).toBe(0);
    bus.emit('direct-badge-changed', { count: 2 });
    expect(store.getValue()).toBe(0);
  });
});

describe('the nav module (nav.js)', () => {
  it('contributes the Messages badge, asking through the API client the shell hands it', async () => {
    // Defined by the build (rspack's DefinePlugin), not by the test runner.
    vi.stubGlobal('__CONTRACT_VERSION__', CONTRACT_VERSION);
    const { default: nav } = await import('./index');
    vi.unstubAllGlobals();
    expect(isRemoteNav(nav)).toBe(true);
    const [entry] = nav.entries;
    expect(entry!.item).toBe('messages');
    const bus = createEventBus();
    const session = createSessionStore(bus);
    const requests: Array<[string, string, unknown]> = [];
    const api = {
      request: <T>(method: string, path: string, options: unknown): Promise<T> => {
        requests.push([method, path, options]);
        return Promise.resolve({ badge_count: 2, status: 'ok' } as T);
      },
    };
    const count = entry!.badge({ api, bus, session });
    count.subscribe(() => undefined);
    logIn(session);
    await flush();
    expect(requests).toEqual([
      ['GET', '/api/v1/direct_v2/get_badge_count/', expect.objectContaining({ query: { no_raven: true } })],
    ]);
    expect(count.getValue()).toBe(2);
  });
});

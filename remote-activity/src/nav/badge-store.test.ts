import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, formatBadge } from 'shared-contracts';
import { createEventBus } from 'shared-contracts/bus';
import { createSessionStore, isRemoteNav } from 'shared-client';
import { makeTestUser } from 'shared-client/testing';
import { createActivityBadgeStore } from './badge-store';

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A badge over a server whose answers the test gives, and a seen channel the test fires. */
function setUp() {
  const bus = createEventBus();
  const session = createSessionStore(bus);
  const answers: Array<(count: number) => void> = [];
  const signals: AbortSignal[] = [];
  let onSeen: () => void = () => undefined;
  const channel = { addEventListener: (_type: string, listener: () => void) => (onSeen = listener) };
  const store = createActivityBadgeStore(
    (signal) => {
      signals.push(signal);
      return new Promise((resolve) => answers.push(resolve));
    },
    bus,
    session,
    channel as unknown as BroadcastChannel,
  );
  store.subscribe(() => undefined);
  const logIn = (): void => session.setSession(makeTestUser({ pk: '7', id: '7' }), 'token');
  return { bus, session, store, answers, signals, logIn, seen: () => onSeen() };
}

describe('the Notifications badge count', () => {
  it('asks the server once someone is logged in, and shows its answer by the badge rule', async () => {
    const { store, answers, logIn } = setUp();
    expect(answers).toHaveLength(0);
    logIn();
    answers[0]!(10);
    await flush();
    expect(store.getValue()).toBe(10);
    expect(formatBadge(store.getValue())).toBe('9+');
  });

  it('follows the activity-badge push, which wins over an answer still on its way', async () => {
    const { bus, store, answers, signals, logIn } = setUp();
    logIn();
    bus.emit('realtime-event', { type: 'activity-badge', count: 3 });
    expect(store.getValue()).toBe(3);
    expect(signals[0]!.aborted).toBe(true);
    answers[0]!(1);
    await flush();
    expect(store.getValue()).toBe(3);
  });

  it('shows 0 when a screen of this browser marked the activity seen', async () => {
    const { store, answers, logIn, seen } = setUp();
    logIn();
    answers[0]!(4);
    await flush();
    seen();
    expect(store.getValue()).toBe(0);
  });

  it('asks again after a reconnect, and forgets the count at log-out', async () => {
    const { bus, session, store, answers, logIn } = setUp();
    logIn();
    answers[0]!(2);
    await flush();
    bus.emit('realtime-status-changed', { connected: true, resumed: true });
    answers[1]!(5);
    await flush();
    expect(store.getValue()).toBe(5);
    session.setSession(null);
    expect(store.getValue()).toBe(0);
    bus.emit('realtime-event', { type: 'activity-badge', count: 6 });
    expect(store.getValue()).toBe(0);
  });

  it('is published as a nav module for the Notifications entry, asking the badge call', async () => {
    // Defined by the build (rspack's DefinePlugin), not by the test runner.
    vi.stubGlobal('__CONTRACT_VERSION__', CONTRACT_VERSION);
    const { default: nav } = await import('./index');
    vi.unstubAllGlobals();
    expect(isRemoteNav(nav)).toBe(true);
    expect(nav.entries.map((entry) => entry.item)).toEqual(['notifications']);
    const bus = createEventBus();
    const session = createSessionStore(bus);
    const paths: string[] = [];
    const api = {
      request: <T>(_method: string, path: string): Promise<T> => {
        paths.push(path);
        return Promise.resolve({ unread_count: 2, status: 'ok' } as T);
      },
    };
    const count = nav.entries[0]!.badge({ api, bus, session });
    count.subscribe(() => undefined);
    session.setSession(makeTestUser({ pk: '7', id: '7' }), 'token');
    await flush();
    expect(paths).toEqual(['/api/v1/activity/badge/']);
    expect(count.getValue()).toBe(2);
  });
});

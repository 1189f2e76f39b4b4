import { describe, expect, it } from 'vitest';
import { type AppEvents, type Viewer } from 'shared-contracts';
import { createEventBus } from 'shared-contracts/bus';
import { createSessionStore } from 'shared-client';
import { backoffDelay, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from './backoff';
import { startRealtimeConnection, type SocketLike } from './realtime-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

const viewer = (pk: string) => ({ pk, username: `u${pk}` }) as unknown as Viewer;

function setup() {
  const bus = createEventBus();
  const session = createSessionStore(bus);
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const seen: Array<[keyof AppEvents, unknown]> = [];
  bus.on('*', (type, payload) => seen.push([type, payload]));
  let loggedOut = 0;
  const stop = startRealtimeConnection({
    url: 'ws://api.test/api/v1/realtime/',
    bus,
    session,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    recheckSession: () => (loggedOut += 1),
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as { cancelled: boolean }).cancelled = true),
  });
  const pending = () => timers.filter((t) => !t.cancelled);
  const fire = () => {
    const timer = pending().at(-1)!;
    timer.cancelled = true;
    timer.run();
  };
  const statuses = () => seen.filter(([type]) => type === 'realtime-status-changed').map(([, p]) => p);
  return { bus, session, sockets, timers, pending, fire, seen, statuses, stop, loggedOut: () => loggedOut };
}

describe('backoffDelay', () => {
  it('doubles from the base up to the cap, with a random half as jitter', () => {
    expect(backoffDelay(0, 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(0, 0.999)).toBeLessThanOrEqual(BACKOFF_BASE_MS);
    expect(backoffDelay(3, 0)).toBe((BACKOFF_BASE_MS * 8) / 2);
    expect(backoffDelay(40, 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffDelay(40, 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('the realtime connection', () => {
  it('opens only while someone is logged in, and closes on logout without retrying', () => {
    const t = setup();
    t.session.setSession(null);
    expect(t.sockets).toHaveLength(0);
    t.session.setSession(viewer('1'));
    expect(t.sockets).toHaveLength(1);
    expect(t.sockets[0]!.url).toBe('ws://api.test/api/v1/realtime/');
    t.sockets[0]!.open();
    expect(t.statuses()).toEqual([{ connected: true, resumed: false }]);
    t.session.setSession(null);
    expect(t.sockets[0]!.closedWith).toBe(1000);
    expect(t.statuses().at(-1)).toEqual({ connected: false, resumed: false });
    expect(t.pending()).toHaveLength(0);
    t.stop();
  });

  it('re-publishes server events on the bus, a badge also as direct-badge-changed', () => {
    const t = setup();
    t.session.setSession(viewer('1'));
    t.sockets[0]!.open();
    t.sockets[0]!.receive({ type: 'direct-typing', threadId: '4', userId: '2', active: true });
    t.sockets[0]!.receive({ type: 'badge', count: 3 });
    t.sockets[0]!.onmessage?.(new MessageEvent('message', { data: '{broken' }));
    const published = t.seen.filter(([type]) => type === 'realtime-event' || type === 'direct-badge-changed');
    expect(published).toEqual([
      ['realtime-event', { type: 'direct-typing', threadId: '4', userId: '2', active: true }],
      ['realtime-event', { type: 'badge', count: 3 }],
      ['direct-badge-changed', { count: 3 }],
    ]);
    t.stop();
  });

  it('reconnects after a drop with growing waits, and says resumed once it is back', () => {
    const t = setup();
    t.session.setSession(viewer('1'));
    t.sockets[0]!.open();
    t.sockets[0]!.drop();
    expect(t.statuses().at(-1)).toEqual({ connected: false, resumed: false });
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      waits.push(t.pending().at(-1)!.ms);
      t.fire();
      t.sockets.at(-1)!.drop();
    }
    expect(waits).toEqual([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, 0.5)));
    // Three opens in a row failed: the session itself is asked about, once.
    expect(t.loggedOut()).toBe(1);
    waits.length = 0;
    t.fire();
    t.sockets.at(-1)!.open();
    expect(t.statuses().at(-1)).toEqual({ connected: true, resumed: true });
    // Once open, the next drop starts again from the shortest wait.
    t.sockets.at(-1)!.drop();
    expect(t.pending().at(-1)!.ms).toBe(backoffDelay(0, 0.5));
    expect(t.sockets.filter((s) => s.readyState !== 3)).toHaveLength(0);
    t.stop();
    expect(t.pending()).toHaveLength(0);
  });

  it('sends what remotes ask for while open, and drops it while closed', () => {
    const t = setup();
    t.session.setSession(viewer('1'));
    t.bus.emit('realtime-send-requested', { type: 'typing', threadId: '4', active: true });
    t.sockets[0]!.open();
    t.bus.emit('realtime-send-requested', { type: 'typing', threadId: '4', active: false });
    expect(t.sockets[0]!.sent).toEqual([JSON.stringify({ type: 'typing', threadId: '4', active: false })]);
    t.stop();
  });

  it("asks who is logged in when the server says this tab's session ended, and reconnects for another viewer", () => {
    const t = setup();
    t.session.setSession(viewer('1'));
    t.sockets[0]!.open();
    t.sockets[0]!.receive({ type: 'closing', reason: 'logged-out' });
    expect(t.loggedOut()).toBe(1);
    t.session.setSession(viewer('2'));
    expect(t.sockets[0]!.closedWith).toBe(1000);
    expect(t.sockets).toHaveLength(2);
    t.sockets[1]!.open();
    expect(t.statuses().at(-1)).toEqual({ connected: true, resumed: false });
    t.stop();
  });
});

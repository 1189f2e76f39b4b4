import type { RealtimeClientMessage, RealtimeServerEvent } from 'shared-contracts';
import type { EventBus } from 'shared-contracts/bus';
import type { SessionStore } from 'shared-client';
import { backoffDelay } from './backoff';

/** The part of a browser WebSocket the connection uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What the connection needs from its surroundings. */
export interface RealtimeConnectionDeps {
  url: string;
  bus: EventBus;
  session: SessionStore;
  createSocket(url: string): SocketLike;
  /**
   * Ask the server who is logged in now: it said this tab's session ended, or the socket keeps
   * failing to open (a refused upgrade looks like any other failure to a browser).
   */
  recheckSession(): void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const OPEN = 1;
/** Failed opens in a row after which the session itself is asked about. */
const FAILURES_BEFORE_SESSION_CHECK = 3;

/**
 * The tab's one realtime socket (docs/behaviour/direct.md#real-time): open while someone is
 * logged in, closed on logout, reopened with backoff after any other close. Every server event is
 * re-published on the bus as `realtime-event` (and a badge also as `direct-badge-changed`);
 * `realtime-status-changed` says when it opens (`resumed` after a reconnect: catch up then) and
 * closes. Returns the stop function.
 */
export function startRealtimeConnection(deps: RealtimeConnectionDeps): () => void {
  const { bus, session } = deps;
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let viewerId: string | null = null;
  let attempt = 0;
  /** Sockets in a row that closed without opening. */
  let failedOpens = 0;
  let timer: unknown = null;
  let everOpened = false;
  /** Whether `socket` has opened (and not closed yet). */
  let isOpen = false;
  const closed = (): void => {
    if (isOpen) bus.emit('realtime-status-changed', { connected: false, resumed: false });
    isOpen = false;
  };

  const cancelRetry = (): void => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const drop = (): void => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    current.close(1000, 'logged out');
    closed();
  };
  const scheduleRetry = (): void => {
    cancelRetry();
    if (!viewerId) return;
    timer = setTimer(
      () => {
        timer = null;
        connect();
      },
      backoffDelay(attempt, random()),
    );
    attempt += 1;
  };
  const onServerEvent = (event: RealtimeServerEvent): void => {
    bus.emit('realtime-event', event);
    if (event.type === 'badge') bus.emit('direct-badge-changed', { count: event.count });
    if (event.type === 'closing' && event.reason === 'logged-out') deps.recheckSession();
  };
  function connect(): void {
    if (!viewerId || socket) return;
    const current = deps.createSocket(deps.url);
    socket = current;
    current.onopen = () => {
      isOpen = true;
      failedOpens = 0;
      attempt = 0;
      bus.emit('realtime-status-changed', { connected: true, resumed: everOpened });
      everOpened = true;
    };
    current.onmessage = ({ data }) => {
      if (typeof data !== 'string') return;
      try {
        onServerEvent(JSON.parse(data) as RealtimeServerEvent);
      } catch {
        // Not ours to understand: ignore it.
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      failedOpens = isOpen ? 0 : failedOpens + 1;
      closed();
      scheduleRetry();
      if (failedOpens === FAILURES_BEFORE_SESSION_CHECK) deps.recheckSession();
    };
    current.onerror = () => undefined;
  }

  const onSession = (): void => {
    const state = session.getState();
    const next = state.status === 'authenticated' ? state.viewer.pk : null;
    if (next === viewerId) return;
    cancelRetry();
    drop();
    viewerId = next;
    attempt = 0;
    everOpened = false;
    connect();
  };
  const onSend = (message: RealtimeClientMessage): void => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  /** The browser is back online: try now instead of waiting out the backoff. */
  const onOnline = (): void => {
    if (socket || !viewerId) return;
    cancelRetry();
    attempt = 0;
    connect();
  };

  const unsubscribe = session.subscribe(onSession);
  bus.on('realtime-send-requested', onSend);
  globalThis.addEventListener?.('online', onOnline);
  onSession();
  return () => {
    unsubscribe();
    bus.off('realtime-send-requested', onSend);
    globalThis.removeEventListener?.('online', onOnline);
    cancelRetry();
    viewerId = null;
    drop();
  };
}

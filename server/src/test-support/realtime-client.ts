import WebSocket from 'ws';
import type { RealtimeClientMessage, RealtimeServerEvent } from 'shared-contracts';
import { REALTIME_SOCKET_PATH } from 'shared-contracts';

/** How an attempt to open the realtime socket ended: open, or refused with an HTTP status. */
export type SocketAttempt = { open: true; socket: RealtimeTestSocket } | { open: false; status: number; body: string };

/** A real WebSocket client on the realtime socket that keeps every event it receives, in order. */
export class RealtimeTestSocket {
  readonly events: RealtimeServerEvent[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()) as RealtimeServerEvent);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  send(message: RealtimeClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first event (already received or coming) that matches; fails after `timeoutMs`. */
  async next<T extends RealtimeServerEvent>(
    match: (event: RealtimeServerEvent) => event is T,
    timeoutMs?: number,
  ): Promise<T>;
  async next(match: (event: RealtimeServerEvent) => boolean, timeoutMs?: number): Promise<RealtimeServerEvent>;
  async next(match: (event: RealtimeServerEvent) => boolean, timeoutMs = 10_000): Promise<RealtimeServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching realtime event; received ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends an echo and waits for its answer: everything the server sent before it has arrived. */
  async roundTrip(): Promise<void> {
    const nonce = Math.random().toString(36).slice(2);
    this.send({ type: 'echo', nonce });
    await this.next((e) => e.type === 'echo' && e.nonce === nonce);
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens the realtime socket at `baseUrl` (http://host:port) with a cookie header and an Origin. */
export function openRealtimeSocket(
  baseUrl: string,
  options: { cookie?: string; origin?: string | null; headers?: Record<string, string>; path?: string } = {},
): Promise<SocketAttempt> {
  const url = baseUrl.replace(/^http/, 'ws') + (options.path ?? REALTIME_SOCKET_PATH);
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? baseUrl : options.origin;
  const ws = new WebSocket(url, { headers, ...(origin === null ? {} : { origin }) });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ open: true, socket: new RealtimeTestSocket(ws) }));
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ open: false, status: response.statusCode ?? 0, body }));
    });
    ws.on('error', (error) => reject(error));
  });
}

/** Opens the socket and fails the test unless it opened. */
export async function connectRealtime(baseUrl: string, cookie: string): Promise<RealtimeTestSocket> {
  const attempt = await openRealtimeSocket(baseUrl, { cookie });
  if (!attempt.open) throw new Error(`realtime socket refused: ${attempt.status} ${attempt.body}`);
  return attempt.socket;
}

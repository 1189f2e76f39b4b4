import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_SOCKET_PATH, type RealtimeClientMessage, type RealtimeServerEvent } from 'shared-contracts';
import type { AppDeps } from '../deps.js';
import { AppError, fail } from '../http/errors.js';
import { parseRowId } from '../http/ids.js';
import { presenceAudience, typingAudience } from '../domain/direct/realtime-audience.js';
import { recordSocketActivity } from '../domain/direct/socket-activity.js';
import { createMessageRateLimiter, MAX_CLIENT_MESSAGE_BYTES, parseClientMessage } from './client-messages.js';
import { createPresenceTracker } from './presence-tracker.js';
import { createSessionWatch } from './session-watch.js';
import { createSocketSlots } from './socket-slots.js';
import { createTypingThrottle } from './typing-throttle.js';
import { authorizeUpgrade } from './upgrade-auth.js';

/** Close codes the client reads (docs/behaviour/direct.md#real-time). */
export const CLOSE_CODES = { loggedOut: 4401, blocked: 4403, shutdown: 1001, tooManyMessages: 1008 } as const;
/** How often the server pings each socket; one that missed the previous pong is dropped. */
const KEEPALIVE_MS = 30_000;
/** A receiver this far behind (bytes queued) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long shutdown waits for sockets to finish their closing handshake. */
const SHUTDOWN_GRACE_MS = 1500;

/** A session or account already holding its cap of sockets (docs/behaviour/direct.md#opening-the-socket). */
const tooManySockets = () => fail.rateLimited('Too many open realtime connections. Close some tabs and try again.');

/** Writes an HTTP refusal on a socket that asked to upgrade, and ends it. */
function refuse(socket: Duplex, error: AppError): void {
  const body = JSON.stringify(error.toBody());
  socket.end(
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The realtime socket at REALTIME_SOCKET_PATH (docs/behaviour/direct.md#real-time): upgrades are
 * authorised by Origin and session cookie and capped per session and account, each socket receives its user's events from
 * `deps.realtime`, answers echo, forwards typing to the thread's members, makes its user present,
 * and closes when its session ends, its user is blocked, or the server shuts down.
 */
export function installRealtimeSocket(app: FastifyInstance, deps: AppDeps): void {
  const { db, realtime, config } = deps;
  const allowedOrigins = new Set([...config.corsOrigins, config.publicOrigin, config.publicApiOrigin].filter(Boolean));
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const sessions = createSessionWatch(db);
  const alive = new Map<WebSocket, boolean>();
  const slots = createSocketSlots();
  // Checked before the audience query, so a flood costs no database work (the hub checks again).
  const typingAllowed = createTypingThrottle();
  let shuttingDown = false;

  const warn = (message: string) => (error: unknown) => app.log.warn({ err: error }, message);
  const presence = createPresenceTracker((userId, isActive, lastActivityAt) => {
    // A shutdown is not the user leaving: their client reconnects to another instance at once.
    if (shuttingDown) return;
    recordSocketActivity(db, [userId], lastActivityAt)
      .then(() => presenceAudience(db, userId))
      .then(
        (audience) =>
          realtime.publish(audience, { type: 'presence', userId: String(userId), isActive, lastActivityAt }),
        warn('realtime: presence audience failed'),
      );
  });

  const connect = (ws: WebSocket, userId: number, tokenHash: string): void => {
    alive.set(ws, true);
    const send = (event: RealtimeServerEvent): void => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.terminate();
      else ws.send(JSON.stringify(event));
    };
    const closeWith = (reason: 'logged-out' | 'blocked' | 'shutdown', code: number): void => {
      send({ type: 'closing', reason });
      ws.close(code, reason);
    };
    const unsubscribe = realtime.subscribe(userId, (event) => {
      if (event.type !== 'closing') send(event);
      // A logout somewhere: this socket's own session may be the one that ended; look now.
      else if (event.reason === 'logged-out') void sessions.checkNow();
      else closeWith(event.reason, event.reason === 'blocked' ? CLOSE_CODES.blocked : CLOSE_CODES.shutdown);
    });
    const unwatch = sessions.watch(tokenHash, () => closeWith('logged-out', CLOSE_CODES.loggedOut));
    presence.opened(userId);

    const handle = (message: RealtimeClientMessage): void => {
      if (message.type === 'echo') send({ type: 'echo', nonce: message.nonce });
      else if (message.type === 'typing') {
        const { threadId, active } = message;
        const id = parseRowId(threadId);
        // One spelling of the id ("7", not "007"), so the caps count each thread once.
        if (id === null || !typingAllowed(String(userId), String(id))) return;
        const event = { type: 'direct-typing', threadId: String(id), userId: String(userId), active } as const;
        typingAudience(db, id, userId).then(
          (audience) => realtime.publish(audience, event),
          warn('realtime: typing audience failed'),
        );
      }
      // 'ping' only proves the client is there; the server's own pings keep the socket alive.
    };
    const limit = createMessageRateLimiter();
    ws.on('message', (data, isBinary) => {
      const verdict = limit(Date.now());
      if (verdict === 'close') ws.close(CLOSE_CODES.tooManyMessages, 'too many messages');
      if (verdict !== 'accept' || isBinary) return;
      const message = parseClientMessage(data.toString());
      if (message) handle(message);
    });
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      alive.delete(ws);
      unsubscribe();
      unwatch();
      presence.closed(userId);
    });
  };

  app.server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== REALTIME_SOCKET_PATH) return refuse(socket, fail.notFound());
    if (shuttingDown) return refuse(socket, new AppError(503, 'internal', 'The server is restarting.'));
    authorizeUpgrade(db, request, allowedOrigins, (header) => app.parseCookie(header)).then(
      (decision) => {
        if (socket.destroyed) return;
        if (!decision.ok) return refuse(socket, decision.refusal);
        const release = slots.take(decision.user.id, decision.tokenHash);
        if (!release) return refuse(socket, tooManySockets());
        // The connection's own end frees the slot, whether the handshake completed or not.
        socket.once('close', release);
        server.handleUpgrade(request, socket, head, (ws) => connect(ws, decision.user.id, decision.tokenHash));
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime: upgrade failed');
        refuse(socket, fail.internal());
      },
    );
  });

  const keepalive = setInterval(() => {
    // Whoever holds a socket stays "Active now" for get_presence (docs/behaviour/direct.md#presence).
    recordSocketActivity(db, presence.activeUsers()).catch(warn('realtime: recording activity failed'));
    for (const [ws, answered] of alive) {
      if (!answered) ws.terminate();
      else {
        alive.set(ws, false);
        ws.ping();
      }
    }
  }, KEEPALIVE_MS);
  keepalive.unref();

  // Graceful shutdown (docs/operating.md#graceful-shutdown): say why, close, and do not let an
  // unanswered closing handshake hold the HTTP server open.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    clearInterval(keepalive);
    sessions.stop();
    const open = [...server.clients];
    await Promise.all(
      open.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === ws.CLOSED) return resolve();
            const timer = setTimeout(() => ws.terminate(), SHUTDOWN_GRACE_MS);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'closing', reason: 'shutdown' }));
            ws.close(CLOSE_CODES.shutdown, 'shutdown');
          }),
      ),
    );
    server.close();
  });
}

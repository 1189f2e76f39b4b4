import crypto from 'node:crypto';
import pg from 'pg';
import type { RealtimeServerEvent } from 'shared-contracts';
import { createLocalRealtimeHub, type RealtimeHub } from './realtime-hub.js';

/**
 * The hub of a server sharing its PostgreSQL database with other instances
 * (docs/operating.md#several-server-instances): every publish is delivered to this instance's
 * sockets at once and sent to the others with NOTIFY on one channel; each instance LISTENs on a
 * connection of its own and delivers what others sent. A notification carries at most 8000 bytes,
 * so a longer message travels in numbered parts that the receivers put back together.
 */
export const REALTIME_CHANNEL = 'lumen_realtime';
/** Characters of message text per notification (the payload limit is 8000 bytes; leave room for the envelope, and UTF-8). */
export const PART_CHARS = 2000;
/** Parts of a message still missing after this long are dropped (their sender died mid-message). */
const PART_TIMEOUT_MS = 10_000;
/** Waits before the listening connection tries again, doubling up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/** What instances tell each other. */
type Message =
  | { kind: 'publish'; userIds: readonly number[]; event: RealtimeServerEvent }
  | { kind: 'disconnect'; userId: number; reason: 'logged-out' | 'blocked' };

/** One notification: part `i` of `n` of message `m` from instance `from`. */
interface Envelope {
  from: string;
  m: number;
  i: number;
  n: number;
  d: string;
}

export interface PostgresHubOptions {
  connectionString: string;
  log?: { warn(message: string, error?: unknown): void };
}

/** Splits a message into notification payloads of at most PART_CHARS of its text each. */
export function toPayloads(from: string, id: number, message: Message): string[] {
  const text = JSON.stringify(message);
  const n = Math.max(1, Math.ceil(text.length / PART_CHARS));
  const payloads: string[] = [];
  for (let i = 0; i < n; i += 1)
    payloads.push(JSON.stringify({ from, m: id, i, n, d: text.slice(i * PART_CHARS, (i + 1) * PART_CHARS) }));
  return payloads;
}

export async function createPostgresRealtimeHub(options: PostgresHubOptions): Promise<RealtimeHub> {
  const instanceId = crypto.randomUUID();
  const local = createLocalRealtimeHub();
  const warn = (message: string) => (error: unknown) => options.log?.warn(message, error);
  let nextId = 1;
  let closed = false;

  // Sends go through one connection, so every instance receives them in the order they were sent;
  // what is published while a NOTIFY is in flight goes in the next statement, together.
  const sender = new pg.Client({ connectionString: options.connectionString });
  sender.on('error', warn('realtime: the NOTIFY connection failed'));
  await sender.connect();
  let queued: string[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    while (queued.length > 0 && !closed) {
      const batch = queued;
      queued = [];
      await sender
        .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [REALTIME_CHANNEL, batch])
        .catch(warn('realtime: NOTIFY failed'));
    }
    flushing = null;
  };
  const send = (message: Message): void => {
    queued.push(...toPayloads(instanceId, nextId++, message));
    flushing ??= flush();
  };

  const deliver = (message: Message): void => {
    if (message.kind === 'publish') local.publish(message.userIds, message.event);
    else local.disconnectUser(message.userId, message.reason);
  };
  const partial = new Map<string, { parts: string[]; received: number; started: number }>();
  const receive = (payload: string): void => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === instanceId) return;
    if (envelope.n === 1) return deliver(JSON.parse(envelope.d) as Message);
    const key = `${envelope.from}:${envelope.m}`;
    const now = Date.now();
    for (const [k, p] of partial) if (now - p.started > PART_TIMEOUT_MS) partial.delete(k);
    const entry = partial.get(key) ?? { parts: new Array<string>(envelope.n).fill(''), received: 0, started: now };
    partial.set(key, entry);
    entry.parts[envelope.i] = envelope.d;
    entry.received += 1;
    if (entry.received < envelope.n) return;
    partial.delete(key);
    deliver(JSON.parse(entry.parts.join('')) as Message);
  };

  // The listening connection. If it drops, events sent meanwhile are lost to this instance's
  // sockets, so once it is back they are all closed: their clients reconnect and catch up.
  let listener: pg.Client | null = null;
  let attempt = 0;
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', (n) => {
      if (n.channel === REALTIME_CHANNEL && n.payload) receive(n.payload);
    });
    client.on('error', (error) => {
      warn('realtime: the LISTEN connection failed')(error);
      void client.end().catch(() => {});
    });
    client.on('end', () => {
      if (closed || listener !== client) return;
      listener = null;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      setTimeout(() => void relisten(), delay).unref();
    });
    await client.connect();
    await client.query(`listen ${REALTIME_CHANNEL}`);
    listener = client;
    attempt = 0;
  };
  const relisten = async (): Promise<void> => {
    if (closed) return;
    try {
      await listen();
      local.closeAll();
    } catch (error) {
      warn('realtime: LISTEN again failed')(error);
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      setTimeout(() => void relisten(), delay).unref();
    }
  };
  await listen();

  return {
    publish(userIds, event) {
      if (userIds.length === 0) return;
      local.publish(userIds, event);
      send({ kind: 'publish', userIds, event });
    },
    subscribe: (userId, onEvent) => local.subscribe(userId, onEvent),
    disconnectUser(userId, reason) {
      local.disconnectUser(userId, reason);
      send({ kind: 'disconnect', userId, reason });
    },
    async close() {
      await flushing;
      closed = true;
      await Promise.allSettled([listener?.end(), sender.end()]);
      await local.close();
    },
  };
}

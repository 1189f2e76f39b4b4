import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DirectItem } from 'shared-contracts';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createMailOutbox } from '../mail/outbox.js';
import { createMailer } from '../mail/mailer.js';
import type { AppDeps } from '../deps.js';
import { openDatabase } from '../db/database.js';
import { createMediaUrls } from '../domain/media-urls.js';
import { createMediaJobs } from '../media/media-jobs.js';
import { createTranscodeWorker } from '../domain/transcoding/transcode-worker.js';
import { createLocalDiskStorage } from '../media/storage.js';
import { makeUser } from '../test-support/fixtures.js';
import { makeThread } from '../test-support/own-data-fixtures.js';
import { connectRealtime, type RealtimeTestSocket } from '../test-support/realtime-client.js';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { createRealtimeHub } from './create-realtime-hub.js';
import { PART_CHARS } from './postgres-realtime-hub.js';
import { CLOSE_CODES } from './realtime-socket.js';
import { TYPING_EVENTS_PER_SECOND } from './typing-throttle.js';

// Two server instances on one PostgreSQL database (docs/operating.md#several-server-instances): an
// event published on one reaches a socket held by the other, through LISTEN/NOTIFY. SQLite has one
// instance per database, so this runs on PostgreSQL only.

interface Instance {
  app: FastifyInstance;
  deps: AppDeps;
  base: string;
  close(): Promise<void>;
}

async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const config = { ...loadConfig({ SERVE_FRONTEND: 'false' }), dataDir, databaseUrl };
  const database = await openDatabase({ databaseUrl, dataDir });
  const deps: AppDeps = {
    ...database,
    config,
    storage: createLocalDiskStorage(path.join(dataDir, 'media')),
    urls: createMediaUrls(''),
    mediaJobs: createMediaJobs(),
    realtime: await createRealtimeHub(databaseUrl),
    // Never started: these instances carry no video.
    transcoder: createTranscodeWorker({
      db: database.db,
      storage: createLocalDiskStorage(dataDir),
      tools: async () => null,
    }),
    mail: createMailOutbox(
      database.db,
      createMailer(config, () => undefined),
      () => undefined,
    ),
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    deps,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await deps.realtime.close();
      await database.close();
    },
  };
}

const onPostgres = process.env.TEST_DB === 'postgres';
let one: Instance;
let two: Instance;
let dataDir: string;
let ann: number;
let bob: number;

async function socketOn(instance: Instance, username: string): Promise<RealtimeTestSocket> {
  const client = new TestClient(instance.app);
  await client.login(username, 'password1');
  return connectRealtime(instance.base, `sessionid=${client.cookie('sessionid')}`);
}

describe.skipIf(!onPostgres)('realtime fan-out across two instances', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-fanout-'));
    const databaseUrl = await freshPostgresDatabase();
    one = await startInstance(databaseUrl, dataDir);
    two = await startInstance(databaseUrl, dataDir);
    ann = (await makeUser(one.deps.db, 'fan_ann')).id;
    bob = (await makeUser(one.deps.db, 'fan_bob')).id;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a message sent through instance 1 arrives on a socket held by instance 2, once', async () => {
    const sender = new TestClient(one.app);
    await sender.login('fan_ann', 'password1');
    const bobOnTwo = await socketOn(two, 'fan_bob');
    const answer = await sender.post('/api/v1/direct_v2/threads/broadcast/text/', {
      recipient_users: JSON.stringify([bob]),
      thread_ids: '[]',
      text: 'hello from instance 1',
      client_context: 'fanout-1',
    });
    expect(answer.statusCode).toBe(200);
    const isItem = (e: { type: string }) => e.type === 'direct-item';
    const received = await bobOnTwo.next(isItem);
    expect(received).toMatchObject({ type: 'direct-item', item: { text: 'hello from instance 1' } });
    await bobOnTwo.roundTrip();
    expect(bobOnTwo.events.filter(isItem)).toHaveLength(1);
    bobOnTwo.close();
  });

  it('delivers an event published on instance 1 to a socket held by instance 2, once', async () => {
    const bobOnTwo = await socketOn(two, 'fan_bob');
    const bobOnOne = await socketOn(one, 'fan_bob');
    one.deps.realtime.publish([bob], { type: 'badge', count: 7 });
    // A badge published by the test before (after its message) can still be on its way through
    // PostgreSQL on a busy machine, and reach these new sockets first: wait for this one.
    const published = (e: { type: string; count?: number }) => e.type === 'badge' && e.count === 7;
    expect(await bobOnTwo.next(published)).toEqual({ type: 'badge', count: 7 });
    expect(await bobOnOne.next(published)).toEqual({ type: 'badge', count: 7 });
    // Nothing doubles: after a later event has arrived, each socket holds the first one once.
    one.deps.realtime.publish([bob], { type: 'badge', count: 8 });
    for (const socket of [bobOnOne, bobOnTwo]) {
      await socket.next((e) => e.type === 'badge' && e.count === 8);
      expect(socket.events.filter((e) => e.type === 'badge' && e.count === 7)).toHaveLength(1);
      socket.close();
    }
  });

  it('carries an event over the 8000-byte notification limit whole, and in order with the next', async () => {
    const annOnTwo = await socketOn(two, 'fan_ann');
    const text = 'é'.repeat(PART_CHARS * 5);
    const item = { item_id: '1', text } as unknown as DirectItem;
    one.deps.realtime.publish([ann], { type: 'direct-item', threadId: '9', item });
    one.deps.realtime.publish([ann], { type: 'direct-thread-changed', threadId: '9' });
    const changed = await annOnTwo.next((e) => e.type === 'direct-thread-changed');
    const received = annOnTwo.events.filter((e) => e.type === 'direct-item' || e.type === 'direct-thread-changed');
    expect(received).toEqual([{ type: 'direct-item', threadId: '9', item }, changed]);
    annOnTwo.close();
  });

  it('holds one sender typing through both instances to 5 a second at each recipient socket', async () => {
    const thread = await makeThread(one.deps.db, ann, [ann, bob], []);
    const annSockets = [await socketOn(one, 'fan_ann'), await socketOn(two, 'fan_ann')];
    const bobSockets = [await socketOn(one, 'fan_bob'), await socketOn(two, 'fan_bob')];
    const annTyping = (socket: RealtimeTestSocket) =>
      socket.events.filter((e) => e.type === 'direct-typing' && e.threadId === String(thread)).length;
    // Both instances run in this process: with the clock standing still (timers still run), every
    // frame falls in one second on each. Each instance lets 5 through where they arrive; where
    // they are delivered, the two streams together make 5.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const socket of annSockets)
        for (let i = 0; i < 10; i += 1) socket.send({ type: 'typing', threadId: String(thread), active: true });
      await Promise.all(annSockets.map((socket) => socket.roundTrip()));
      for (const socket of bobSockets) await socket.next(() => annTyping(socket) >= TYPING_EVENTS_PER_SECOND);
      // Counted over a second of real time, long after both instances' events have crossed.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const socket of bobSockets) {
        await socket.roundTrip();
        expect(annTyping(socket)).toBe(TYPING_EVENTS_PER_SECOND);
      }
    } finally {
      vi.useRealTimers();
      for (const socket of [...annSockets, ...bobSockets]) socket.close();
    }
  });

  it('closes, from instance 1, the blocked user\u2019s socket held by instance 2', async () => {
    const annOnTwo = await socketOn(two, 'fan_ann');
    one.deps.realtime.disconnectUser(ann, 'blocked');
    expect((await annOnTwo.closed).code).toBe(CLOSE_CODES.blocked);
  });
});

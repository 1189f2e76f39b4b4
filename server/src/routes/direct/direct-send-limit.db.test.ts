import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { DIRECT, newContext, person, type Person } from '../../test-support/direct-kit.js';
import { DIRECT_SENDS_PER_MINUTE } from '../../domain/direct/send-items.js';
import { createSharedWindowLimiter } from '../../domain/limits/shared-window-limiter.js';

// The send limit is one per account across every server instance on the database
// (docs/behaviour/direct.md#limits): two apps on one database stand for two instances.
let server: TestServer;
let second: FastifyInstance;
let ann: Person;
let ben: Person;
beforeAll(async () => {
  server = await createTestServer();
  second = await buildApp(server.deps);
  [ann, ben] = [await person(server, 'lim_ann'), await person(server, 'lim_ben')];
});
afterAll(async () => {
  await second.close();
  await server.close();
});

describe('the send limit', () => {
  // 121 sends: on PostgreSQL on a loaded machine this takes longer than the default 30 s.
  it(
    'is shared by two instances: sends alternating between them stop at the one limit',
    { timeout: 120_000 },
    async () => {
      const clients = [ann.client, ann.client.onApp(second)];
      let refusedAt = -1;
      for (let i = 0; i < DIRECT_SENDS_PER_MINUTE + 3 && refusedAt < 0; i += 1) {
        const response = await clients[i % 2]!.post(`${DIRECT}/threads/broadcast/text/`, {
          recipient_users: JSON.stringify([ben.idText]),
          text: `n${i}`,
          client_context: newContext(),
        });
        if (response.statusCode === 429) {
          refusedAt = i;
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        } else expect(response.statusCode, response.body).toBe(200);
      }
      expect(refusedAt).toBe(DIRECT_SENDS_PER_MINUTE);
      // Starting a thread through the other instance counts against the same limit.
      const create = await clients[1]!.post(`${DIRECT}/create_group_thread/`, {
        recipient_users: JSON.stringify([ben.idText]),
      });
      expect(create.statusCode).toBe(429);
    },
  );
});

describe('createSharedWindowLimiter', () => {
  it('counts per key in windows that start at the first attempt, and gives back', async () => {
    const one = createSharedWindowLimiter(server.deps.db, 2, 1000);
    const other = createSharedWindowLimiter(server.deps.db, 2, 1000);
    expect(await one.take('k', 10_000)).toBe(0);
    expect(await other.take('k', 10_500)).toBe(0);
    expect(await one.take('k', 10_900)).toBe(100);
    await other.giveBack('k', 10_900);
    expect(await one.take('k', 10_950)).toBe(50);
    expect(await one.take('other-key', 10_950)).toBe(0);
    // The window ends 1000 ms after its first attempt: the count starts over.
    expect(await other.take('k', 11_000)).toBe(0);
    expect(await other.take('k', 11_100)).toBe(0);
    expect(await other.take('k', 11_200)).toBe(800);
  });
});

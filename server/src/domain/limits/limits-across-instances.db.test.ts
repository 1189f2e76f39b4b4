import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { LOGIN_SOURCE_LIMIT } from '../accounts/login-throttle.js';
import { REPORTS_PER_HOUR } from '../moderation/reports.js';
import { makePost, makeUser } from '../../test-support/fixtures.js';
import { person } from '../../test-support/direct-kit.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { MAIL_LIMITS } from '../../routes/accounts/account-mail-routes.js';

// Limits counted in the database hold across instances (docs/operating.md#limits-across-instances):
// two apps on one database stand for two instances, and requests alternate between them.

let server: TestServer;
let second: FastifyInstance;
beforeAll(async () => {
  server = await createTestServer();
  second = await buildApp(server.deps);
});
afterAll(async () => {
  await second.close();
  await server.close();
});

/** Sends `count` requests alternating between the two apps; answers their status codes. */
async function alternate(
  count: number,
  send: (client: TestClient) => Promise<{ statusCode: number }>,
  remoteAddress = '127.0.0.1',
) {
  const clients = [new TestClient(server.app, { remoteAddress }), new TestClient(second, { remoteAddress })];
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await send(clients[i % 2]!)).statusCode);
  return codes;
}

describe('limits across instances', () => {
  it('failed logins of one address: the source limit is one budget for both', async () => {
    await makeUser(server.deps.db, 'spray_target');
    const codes = await alternate(
      LOGIN_SOURCE_LIMIT.failures + 1,
      (client) =>
        // Another account each time: only the per-source limit applies.
        client.post('/api/v1/web/accounts/login/ajax/', { username: `nobody${Math.random()}`, password: 'wrong' }),
      // An address of its own: the other tests log in from the default one.
      '10.9.9.9',
    );
    expect(codes.slice(0, -1).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('password reset mails for one identifier', async () => {
    await makeUser(server.deps.db, 'forgetful');
    const codes = await alternate(MAIL_LIMITS.resetPerIdentifier + 1, (client) =>
      client.post('/api/v1/accounts/password/reset/', { username_or_email: 'forgetful' }, { headers: {} }),
    );
    expect(codes.slice(0, -1)).toEqual(Array(MAIL_LIMITS.resetPerIdentifier).fill(200));
    expect(codes.at(-1)).toBe(429);
  });

  it("one account's reports", async () => {
    const reporter = await person(server, 'busy_reporter');
    const author = await makeUser(server.deps.db, 'reported_author');
    const post = await makePost(server.deps.db, server.deps.storage, author.id, Date.now());
    const clients = [reporter.client, reporter.client.onApp(second)];
    const codes: number[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i += 1) {
      const answer = await clients[i % 2]!.post('/api/v1/reports/', {
        kind: 'post',
        target_id: String(post.id),
        reason: 'spam',
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code !== 429)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

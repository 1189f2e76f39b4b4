import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { redactQuery } from './logging.js';

// Structured logs (docs/security.md#logs): every line a request writes has its id, and no
// password, session or CSRF token ever reaches the log. The app logs at trace level here, so
// everything Fastify or a handler could write is captured.

const PASSWORD = 'Very-Secret-Password-42';
const WRONG_PASSWORD = 'Wrong-Secret-Password-43';

let server: TestServer;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  server = await createTestServer();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ ...server.deps, config: { ...server.deps.config, logLevel: 'trace' } }, { logStream });
  // A careless handler that logs everything it was sent.
  app.post('/test/careless/', async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, 'careless');
    request.log.info({ req: { headers: request.headers } }, 'careless again');
    request.log.info({ form: request.body }, 'careless form');
    return { status: 'ok' };
  });
});
afterAll(async () => {
  await app.close();
  await server.close();
});

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('carry the request id on every line, echo it, and never hold passwords, session or CSRF tokens', async () => {
    const client = new TestClient(app);
    const signUp = await client.post('/api/v1/web/accounts/web_create_ajax/', {
      email: 'logged@example.org',
      full_name: 'Logged Person',
      username: 'logged.person',
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const wrong = await new TestClient(app).post(LOGIN, { username: 'logged.person', password: WRONG_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    const login = await client.post(
      LOGIN,
      { username: 'logged.person', password: PASSWORD },
      {
        headers: { 'x-request-id': 'edge-7f3a9c21' },
      },
    );
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-request-id']).toBe('edge-7f3a9c21');
    const careless = await client.post(
      '/test/careless/',
      {
        password: PASSWORD,
        old_password: 'old-secret-42',
        new_password1: 'new-secret-42',
        new_password2: 'new-secret-43',
        // A mailed link's token (docs/behaviour/accounts.md#mail-delivery).
        token: 'link-token-not-for-logs',
        // A second-factor checkpoint's challenge and an authenticator secret.
        challenge: 'challenge-not-for-logs',
        two_factor_challenge: 'login-challenge-not-for-logs',
        secret: 'JBSWY3DPEHPK3PXPNOTFORLOGS',
      },
      {
        headers: { authorization: 'Bearer not-for-logs' },
      },
    );
    expect(careless.statusCode).toBe(200);
    // A reset link's page: its token is in the query, which the request log drops.
    await client.get('/accounts/password/reset/confirm/?token=page-token-not-for-logs');

    const session = client.cookie('sessionid');
    const csrf = client.cookie('csrftoken');
    expect(session).toBeTruthy();
    expect(csrf).toBeTruthy();
    const text = lines.join('\n');
    for (const secret of [
      PASSWORD,
      WRONG_PASSWORD,
      session!,
      csrf!,
      'not-for-logs',
      'old-secret-42',
      'new-secret-42',
      'new-secret-43',
      'link-token-not-for-logs',
      'page-token-not-for-logs',
      'challenge-not-for-logs',
      'JBSWY3DPEHPK3PXPNOTFORLOGS',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');

    const requestLines = entries().filter((entry) => 'req' in entry || 'res' in entry || entry.msg === 'careless');
    expect(requestLines.length).toBeGreaterThan(8);
    expect(requestLines.every((entry) => typeof entry.reqId === 'string' && entry.reqId !== '')).toBe(true);
    const loginLines = entries().filter((entry) => entry.reqId === 'edge-7f3a9c21');
    expect(loginLines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it.each([
    ['a space and a brace', 'x {"level":60}'],
    ['too long', 'a'.repeat(65)],
    // Not hex, so a fresh UUID can never contain it by chance (it did once with 'abc').
    ['too short', 'zq'],
  ])('replaces an incoming request id with %s by a fresh one', async (_, incoming) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/web/data/shared_data/',
      headers: { 'x-request-id': incoming },
    });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('\n')).not.toContain(incoming);
    expect(entries().some((entry) => entry.reqId === incoming)).toBe(false);
  });

  it('logs query parameter names without their values', () => {
    expect(redactQuery('/api/v1/web/search/topsearch/?query=alice&context=blended')).toBe(
      '/api/v1/web/search/topsearch/?query=~&context=~',
    );
    expect(redactQuery('/media/a.webp')).toBe('/media/a.webp');
  });
});

const LOGIN = '/api/v1/web/accounts/login/ajax/';

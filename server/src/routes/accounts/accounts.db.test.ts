import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { onBucket } from '../../test-support/test-bucket.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const signUpForm = (username: string) => ({
  email: `${username}@example.org`,
  full_name: 'Test Person',
  username,
  password: 'correct horse',
});

describe('sign-up, login and logout', () => {
  it('creates an account with an argon2id hash and logs it in with an httpOnly Lax cookie', async () => {
    const client = new TestClient(server.app);
    const response = await client.post('/api/v1/web/accounts/web_create_ajax/', signUpForm('newcomer'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, viewer: { username: 'newcomer' } });
    const sessionCookie = response.cookies.find((c) => c.name === 'sessionid');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const row = await server.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('username_lower', '=', 'newcomer')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const shared = await client.get('/api/v1/web/data/shared_data/');
    expect(shared.json().config.viewer.username).toBe('newcomer');
  });

  it('refuses a taken username (any case) by name, and a taken email without naming the email', async () => {
    const client = new TestClient(server.app);
    await client.post('/api/v1/web/accounts/web_create_ajax/', signUpForm('taken.name'));
    const again = await new TestClient(server.app).post('/api/v1/web/accounts/web_create_ajax/', {
      ...signUpForm('Taken.Name'),
      email: 'other@example.org',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_id).toBe('username_taken');
    const email = await new TestClient(server.app).post('/api/v1/web/accounts/web_create_ajax/', {
      ...signUpForm('fresh.name'),
      email: 'TAKEN.NAME@example.org',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      status: 'fail',
      error_id: 'signup_refused',
      message: 'An account cannot be created with these details.',
    });
    expect(email.body.toLowerCase()).not.toContain('email');
    expect(email.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('refuses invalid input field by field and reserved usernames', async () => {
    const client = new TestClient(server.app);
    const bad = await client.post('/api/v1/web/accounts/web_create_ajax/', {
      email: 'nope',
      full_name: '',
      username: 'has space',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'password', 'username']);
    const reserved = await client.post('/api/v1/web/accounts/web_create_ajax/', signUpForm('explore'));
    expect(reserved.statusCode).toBe(400);
  });

  it('logs in with username or email, refuses a wrong password, and logs out', async () => {
    await new TestClient(server.app).post('/api/v1/web/accounts/web_create_ajax/', signUpForm('walker'));
    const client = new TestClient(server.app);
    const wrong = await client.post('/api/v1/web/accounts/login/ajax/', {
      username: 'walker',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_id).toBe('invalid_credentials');
    await client.login('WALKER@example.org', 'correct horse');
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.viewer.username).toBe('walker');
    const out = await client.post('/api/v1/web/accounts/logout/ajax/');
    expect(out.statusCode).toBe(200);
    expect((await client.get('/api/v1/web/data/shared_data/')).json().config.viewer).toBeNull();
  });

  it('rate-limits repeated failed logins with Retry-After (the limits in detail: login-limits.test.ts)', async () => {
    const client = new TestClient(server.app);
    const statuses: number[] = [];
    let last = await client.post('/api/v1/web/accounts/login/ajax/', { username: 'nobody-here', password: 'x' });
    for (let i = 0; i < 10 && last.statusCode !== 429; i += 1) {
      statuses.push(last.statusCode);
      last = await client.post('/api/v1/web/accounts/login/ajax/', { username: 'nobody-here', password: 'x' });
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('CSRF', () => {
  it('answers 403 to a mutation without the header or with a wrong one, and changes nothing', async () => {
    const client = new TestClient(server.app);
    const missing = await client.post('/api/v1/web/accounts/web_create_ajax/', signUpForm('sneaky'), { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error_id).toBe('csrf_failed');
    const wrong = await client.post('/api/v1/web/accounts/web_create_ajax/', signUpForm('sneaky'), {
      csrf: 'x'.repeat(32),
    });
    expect(wrong.statusCode).toBe(403);
    const user = await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', 'sneaky')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('issues the token only where the client reads it, so parallel first requests cannot race', async () => {
    const other = await server.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(other.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
    const client = new TestClient(server.app);
    const first = (await client.get('/api/v1/web/data/shared_data/')).json().config.csrf_token;
    const again = (await client.get('/api/v1/web/data/shared_data/')).json().config.csrf_token;
    expect(again).toBe(first);
  });

  it('issues a readable csrftoken cookie and echoes it in shared data', async () => {
    const client = new TestClient(server.app);
    const response = await client.get('/api/v1/web/data/shared_data/');
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(response.json().config.csrf_token).toBe(cookie?.value);
  });
});

describe('health', () => {
  it('answers 200 with the dialect and the storage when both are reachable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    // The folder, or in the projects on a bucket (vitest.config.ts) s3.
    const storage = onBucket ? 's3' : 'local';
    expect(response.json()).toEqual({ status: 'ok', database: server.dialect, storage });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestServer();
    await broken.deps.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';

// Cross-site refusal and Secure cookies (docs/security.md#cross-site-requests). They do not depend
// on the database, so SQLite is enough here.

const SIGN_UP = '/api/v1/web/accounts/web_create_ajax/';
const form = (username: string) => ({
  email: `${username}@example.org`,
  full_name: 'Origin Test',
  username,
  password: 'correct horse',
});

describe('mutations from other sites', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ CORS_ORIGINS: 'http://shell.example:3100' });
  });
  afterAll(() => server.close());

  const userExists = async (username: string) =>
    (await server.deps.db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', username)
      .executeTakeFirst()) !== undefined;

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a look-alike host', { origin: 'http://localhost.evil.example' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site with our own Origin', { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 csrf_failed, even with a valid CSRF token, and changes nothing', async (_, headers) => {
    const username = `cross.${Object.values(headers)
      .join('')
      .replace(/[^a-z]/g, '')
      .slice(0, 20)}`;
    const response = await new TestClient(server.app).post(SIGN_UP, form(username), { headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_id).toBe('csrf_failed');
    expect(await userExists(username)).toBe(false);
  });

  it.each([
    // Host is "localhost:80" here: the default port compares equal to none.
    ['the page’s own origin', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    [
      'the origin of the Host the request was sent to',
      { host: 'lumen.example:8080', origin: 'http://lumen.example:8080' },
    ],
    [
      'an allowed CORS origin (stack mode’s shell)',
      { origin: 'http://shell.example:3100', 'sec-fetch-site': 'same-site' },
    ],
    ['no Origin and no Sec-Fetch-Site (curl, servers)', {}],
  ])('accepts %s', async (label, headers) => {
    const username = `ok.${label.replace(/[^a-z]/g, '').slice(0, 20)}`;
    const response = await new TestClient(server.app).post(SIGN_UP, form(username), { headers });
    expect(response.statusCode).toBe(200);
    expect(await userExists(username)).toBe(true);
  });

  it('leaves reads alone whatever site asks', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v1/web/data/shared_data/',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('still needs the CSRF token when the origin is right', async () => {
    const response = await new TestClient(server.app).post(SIGN_UP, form('ok.notoken'), {
      csrf: false,
      headers: { origin: 'http://localhost' },
    });
    expect(response.statusCode).toBe(403);
    expect(await userExists('ok.notoken')).toBe(false);
  });
});

describe('Secure cookies', () => {
  const cookiesOf = async (server: TestServer) => {
    const client = new TestClient(server.app);
    const shared = await client.get('/api/v1/web/data/shared_data/');
    const signUp = await client.post(SIGN_UP, form('secure.person'), {
      headers: { origin: server.deps.config.publicOrigin || 'http://localhost' },
    });
    expect(signUp.statusCode).toBe(200);
    return [...shared.cookies, ...signUp.cookies] as Array<{ name: string; secure?: boolean }>;
  };

  it('are Secure when the public origin is https, and that origin may send mutations', async () => {
    const server = await createTestServer({ PUBLIC_ORIGIN: 'https://lumen.example' });
    try {
      const cookies = await cookiesOf(server);
      expect(cookies.map((c) => c.name).sort()).toEqual(['csrftoken', 'sessionid']);
      expect(cookies.every((c) => c.secure === true)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('are Secure when the API origin is https (stack mode behind TLS)', async () => {
    const server = await createTestServer({ PUBLIC_API_ORIGIN: 'https://api.lumen.example' });
    try {
      expect((await cookiesOf(server)).every((c) => c.secure === true)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('are not Secure over plain http, and SECURE_COOKIES decides when it is set', async () => {
    const plain = await createTestServer({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    const forcedOff = await createTestServer({ PUBLIC_ORIGIN: 'https://lumen.example', SECURE_COOKIES: 'false' });
    try {
      expect((await cookiesOf(plain)).some((c) => c.secure)).toBe(false);
      expect((await cookiesOf(forcedOff)).some((c) => c.secure)).toBe(false);
    } finally {
      await plain.close();
      await forcedOff.close();
    }
  });
});

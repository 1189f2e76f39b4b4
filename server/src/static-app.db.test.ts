import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from 'shared-contracts';
import type { UserRow } from './db/schema.js';
import { buildStaticApp, type StaticAppOptions } from './static-app.js';
import { createTestServer, type TestServer } from './test-support/test-app.js';
import { TestClient } from './test-support/test-client.js';
import { makeFollow, makePost, makeUser } from './test-support/fixtures.js';

// Stack mode's shell server writes the same page the API server writes in one-port mode, by asking
// the real API (listening on a port) with the browser's cookie; when the API is down or slow the
// page is the plain shell (docs/performance.md#stack-mode-asks-the-api).

const PUBLIC_API_ORIGIN = 'http://api.example.test';
let api: TestServer;
let apiOrigin: string;
let shellRoot: string;
let owner: UserRow;
let follower: UserRow;
let secret: string;
let open: string;
/** A server that accepts connections and never answers: an API that hangs. */
let hanging: http.Server;
let hangingOrigin: string;
const apps: FastifyInstance[] = [];

async function shellServer(pageData: StaticAppOptions['pageData']): Promise<FastifyInstance> {
  const app = await buildStaticApp({
    root: shellRoot,
    spa: true,
    cors: false,
    apiOrigin: PUBLIC_API_ORIGIN,
    sources: { remoteOrigins: [], apiOrigin: PUBLIC_API_ORIGIN, mediaOrigin: '' },
    pageData,
    logLevel: 'silent',
  });
  apps.push(app);
  return app;
}

/** The session cookie of a logged-in user, as the browser sends it to the shell's origin too. */
async function sessionCookie(user: UserRow): Promise<string> {
  const client = new TestClient(api.app);
  await client.login(user.username, 'password1');
  return `sessionid=${client.cookie('sessionid')}`;
}

async function page(app: FastifyInstance, url: string, cookie?: string) {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(
    response.body,
  );
  return { response, data: match ? (JSON.parse(match[1] ?? '') as FirstScreenData) : null };
}

beforeAll(async () => {
  shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-static-shell-'));
  fs.writeFileSync(
    path.join(shellRoot, 'index.html'),
    '<html><head><!--lumen-runtime-config--></head><body></body></html>',
  );
  api = await createTestServer();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  apiOrigin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const { db, storage } = api.deps;
  owner = await makeUser(db, 'st_owner', { isPrivate: true });
  follower = await makeUser(db, 'st_follower');
  await makeFollow(db, follower.id, owner.id);
  secret = (await makePost(db, storage, owner.id, Date.now(), 'stack secret caption')).code;
  open = (await makePost(db, storage, follower.id, Date.now() - 1000, 'stack open caption')).code;
  hanging = http.createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingOrigin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  hanging?.closeAllConnections();
  await new Promise((resolve) => hanging?.close(resolve));
  await api?.close();
  fs.rmSync(shellRoot, { recursive: true, force: true });
});

describe('the shell’s server asks the API for the page', () => {
  it('writes the viewer’s appearance and home feed, with the photo preload on the API origin', async () => {
    const app = await shellServer({ apiOrigin, timeoutMs: 10_000 });
    const client = new TestClient(api.app);
    await client.login(follower.username, 'password1');
    await client.post('/api/v1/accounts/set_appearance/', { appearance: 'dark' });
    const { response, data } = await page(app, '/', `sessionid=${client.cookie('sessionid')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"appearance":"dark"');
    expect(data?.route).toBe('home');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" imagesrcset="http:\/\/api\.example\.test\/media\/[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain("'nonce-");
  });

  it('never writes a private post for a visitor, and answers its page 404 as the API server would', async () => {
    const app = await shellServer({ apiOrigin, timeoutMs: 10_000 });
    const visitor = await page(app, `/p/${secret}/`);
    expect(visitor.data).toBeNull();
    expect(visitor.response.statusCode).toBe(404);
    expect(visitor.response.body).not.toContain('stack secret caption');
    expect(visitor.response.headers['cache-control']).toBe('no-cache');
    // A forged or stale cookie is a visitor too.
    const forged = await page(app, `/p/${secret}/`, 'sessionid=not-a-session');
    expect(forged.data).toBeNull();
    expect(forged.response.body).not.toContain('stack secret caption');

    const allowed = await page(app, `/p/${secret}/`, await sessionCookie(follower));
    expect(allowed.response.statusCode).toBe(200);
    expect(allowed.data?.route === 'post' && allowed.data.items[0]?.code).toBe(secret);
    expect((await page(app, `/p/${open}/`)).data?.route).toBe('post');
  });

  it('sends the plain shell when the API is down', async () => {
    const app = await shellServer({ apiOrigin: 'http://127.0.0.1:9', timeoutMs: 10_000 });
    const { response, data } = await page(app, `/p/${open}/`, await sessionCookie(follower));
    expect(response.statusCode).toBe(200);
    expect(data).toBeNull();
    expect(response.body).toContain(`window.__LUMEN_CONFIG__={"apiOrigin":"${PUBLIC_API_ORIGIN}"}`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain shell when the API does not answer within the timeout', async () => {
    const app = await shellServer({ apiOrigin: hangingOrigin, timeoutMs: 200 });
    const { response, data } = await page(app, '/', await sessionCookie(follower));
    expect(response.statusCode).toBe(200);
    expect(data).toBeNull();
    expect(response.body).toContain('window.__LUMEN_CONFIG__=');
  });

  it('without an API to ask, writes the plain shell (remotes and unconfigured shells)', async () => {
    const app = await shellServer(null);
    const { response, data } = await page(app, `/p/${open}/`);
    expect(response.statusCode).toBe(200);
    expect(data).toBeNull();
  });
});

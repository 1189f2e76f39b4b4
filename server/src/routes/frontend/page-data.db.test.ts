import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { setLanguage } from '../../domain/preferences/account-preferences.js';

// GET /api/v1/web/page_data/: what the API server would write into a page of the shell, for stack
// mode's shell server (docs/performance.md#stack-mode-asks-the-api). Authorized by the session
// cookie exactly as the page the API server writes itself.

type Name = 'owner' | 'follower' | 'stranger' | 'blocked';
let server: TestServer;
let frontendRoot: string;
let users: Record<Name, UserRow>;
let secret: string;
const SECRET_CAPTION = 'page data only for followers';

async function loggedIn(name: Name): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.login(users[name].username, 'password1');
  return client;
}

/** The page data of a path as this client (or a visitor) gets it. */
async function pageData(pagePath: string, client: TestClient = new TestClient(server.app)) {
  const response = await client.get(`/api/v1/web/page_data/?path=${encodeURIComponent(pagePath)}`);
  return { response, body: response.json() };
}

/** The first-screen data the API server writes into its own page for the same client. */
async function dataOfOwnPage(pagePath: string, client: TestClient): Promise<FirstScreenData | null> {
  const page = await client.get(pagePath);
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(
    page.body,
  );
  return match ? (JSON.parse(match[1] ?? '') as FirstScreenData) : null;
}

beforeAll(async () => {
  // Frontend hosting on, so the API server's own page can be compared with the page data.
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-page-data-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head><body></body></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  const { db, storage } = server.deps;
  users = {
    owner: await makeUser(db, 'pd_owner', { isPrivate: true }),
    follower: await makeUser(db, 'pd_follower'),
    stranger: await makeUser(db, 'pd_stranger'),
    blocked: await makeUser(db, 'pd_blocked'),
  };
  await makeFollow(db, users.follower.id, users.owner.id);
  await makeFollow(db, users.blocked.id, users.owner.id);
  await makeBlock(db, users.owner.id, users.blocked.id);
  secret = (await makePost(db, storage, users.owner.id, Date.now(), SECRET_CAPTION)).code;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(frontendRoot, { recursive: true, force: true });
});

describe('page data', () => {
  it.each([['visitor'], ['stranger'], ['blocked']] as const)(
    'a private post’s and profile’s pages carry nothing for a %s, and are not found',
    async (who) => {
      const client = who === 'visitor' ? undefined : await loggedIn(who);
      for (const pagePath of [`/p/${secret}/`, '/pd_owner/']) {
        const { response, body } = await pageData(pagePath, client);
        expect(response.statusCode).toBe(200);
        expect(body.first_screen).toBeNull();
        expect(response.body).not.toContain(SECRET_CAPTION);
        expect(response.body).not.toContain(secret);
      }
      expect((await pageData(`/p/${secret}/`, client)).body.page_status).toBe(404);
    },
  );

  it('the follower gets the private post and profile exactly as the API server’s own page carries them', async () => {
    const follower = await loggedIn('follower');
    const post = await pageData(`/p/${secret}/`, follower);
    expect(post.body.page_status).toBe(200);
    const api = await follower.graphql(DOC_IDS.PostPage, { shortcode: secret });
    expect(post.body.first_screen).toEqual({
      route: 'post',
      shortcode: secret,
      items: api.json().data.post_page.items,
    });
    expect(post.body.first_screen).toEqual(await dataOfOwnPage(`/p/${secret}/`, follower));
    expect(post.response.headers['cache-control']).toBe('private, no-store');
    const profile = await pageData('/pd_owner/', follower);
    expect(profile.body.first_screen).toEqual(await dataOfOwnPage('/pd_owner/', follower));
    expect(profile.body.first_screen.route).toBe('profile');
  });

  it('carries the logged-in account’s appearance and language, and its own home feed', async () => {
    const follower = await loggedIn('follower');
    await follower.post('/api/v1/accounts/set_appearance/', { appearance: 'dark' });
    const { body } = await pageData('/', follower);
    expect(body.account).toEqual({ appearance: 'dark', locale: null });
    expect(body.first_screen.route).toBe('home');
    expect(JSON.stringify(body.first_screen)).toContain(secret);

    const visitor = await pageData('/');
    expect(visitor.body).toMatchObject({ page_status: 200, account: null, first_screen: null, status: 'ok' });
    // The stranger's own feed never holds the private post.
    expect((await pageData('/', await loggedIn('stranger'))).response.body).not.toContain(secret);
  });

  it('carries what rendering needs: the viewer as the browser’s session has it, the language, the remotes', async () => {
    const follower = await loggedIn('follower');
    const shared = (await follower.get('/api/v1/web/data/shared_data/')).json();
    const { body } = await pageData('/', follower);
    expect(body.viewer).toEqual(shared.config.viewer);
    expect(body.viewer.username).toBe(users.follower.username);
    expect(body.remotes).toEqual((await follower.get('/remotes.json')).json().remotes);
    // The account's language wins over the browser's; a visitor's is the browser's.
    const english = { 'accept-language': 'en-US' };
    expect((await follower.get('/api/v1/web/page_data/?path=%2F', english)).json().locale).toBe('en');
    await setLanguage(server.deps.db, users.follower, 'zh-CN');
    expect((await follower.get('/api/v1/web/page_data/?path=%2F', english)).json().locale).toBe('zh-CN');
    const visitor = new TestClient(server.app);
    const asVisitor = (await visitor.get('/api/v1/web/page_data/?path=%2F', { 'accept-language': 'zh-CN' })).json();
    expect(asVisitor).toMatchObject({ viewer: null, locale: 'zh-CN' });
  });

  it('refuses a path that is no page path', async () => {
    for (const bad of ['', 'p/abc/', `/${'a'.repeat(2048)}`]) {
      const response = await new TestClient(server.app).get(`/api/v1/web/page_data/?path=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_id).toBe('validation_failed');
    }
  });
});

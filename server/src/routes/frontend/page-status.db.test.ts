import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { TestClient } from '../../test-support/test-client.js';
import { makeBlock, makeFollow, makePost, makeUser } from '../../test-support/fixtures.js';
import { pageStatus } from './page-status.js';
import { OVERLAY_TYPES, presentOverlay } from '../../domain/media/overlays.js';
import { spamFeedback } from '../../domain/comments/comment-rules.js';

let server: TestServer;
let frontendRoot: string;
let users: Record<'someone' | 'blocker' | 'blocked' | 'hidden' | 'follower', UserRow>;
let posts: { open: string; private: string };
beforeAll(async () => {
  // A minimal built shell so the server serves pages.
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-frontend-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  const { db } = server.deps;
  users = {
    someone: await makeUser(db, 'someone'),
    blocker: await makeUser(db, 'blocker'),
    blocked: await makeUser(db, 'blocked'),
    hidden: await makeUser(db, 'hidden', { isPrivate: true }),
    follower: await makeUser(db, 'follower'),
  };
  await makeBlock(db, users.blocker.id, users.blocked.id);
  await makeFollow(db, users.follower.id, users.hidden.id);
  const { storage } = server.deps;
  posts = {
    open: (await makePost(db, storage, users.blocker.id, Date.now())).code,
    private: (await makePost(db, storage, users.hidden.id, Date.now())).code,
  };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(frontendRoot, { recursive: true, force: true });
});

describe('shell pages', () => {
  it.each([
    ['/', 200],
    ['/accounts/login/', 200],
    ['/explore/search/', 200],
    ['/explore/', 200],
    ['/explore/tags/sunset/', 200],
    ['/explore/locations/', 200],
    ['/reels/', 200],
    ['/stories/someone/', 200],
    ['/stories/someone/123/', 200],
    ['/stories/highlights/5/', 200],
    ['/someone/', 200],
    ['/Someone/tagged/', 200],
    ['/someone/reels', 200],
    // The live page, which says the live video has ended (docs/behaviour/profiles.md#live-page).
    ['/someone/live/', 200],
    ['/help/sensitive-content/', 200],
    ['/help/fact-checks/', 200],
    ['/help/comment-spam', 200],
    ['/help/', 404],
    ['/help/other/', 404],
    ['/p/unknown/', 404],
    ['/p/%E0%A4%A/', 404],
    ['/reel/unknown/', 404],
    ['/nobody/live/', 404],
    ['/someone/saved/', 404],
    ['/someone/posts/', 404],
    ['/nobody/', 404],
    ['/explore/unknown/', 404],
    ['/a/b/c/', 404],
    ['/%E0%A4%A/', 404],
  ] as const)('%s answers %i', async (pathname, status) => {
    expect(await pageStatus(server.deps.db, pathname, null)).toBe(status);
  });

  it('answers the moderation area to moderators only (docs/security.md#moderation)', async () => {
    const { db } = server.deps;
    const config = { adminUsernames: ['someone'] };
    expect(await pageStatus(db, '/moderation/', users.someone, config)).toBe(200);
    expect(await pageStatus(db, '/moderation/', users.follower, config)).toBe(404);
    expect(await pageStatus(db, '/moderation/', null, config)).toBe(404);
    await db.updateTable('users').set({ is_moderator: 1 }).where('id', '=', users.follower.id).execute();
    const follower = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', users.follower.id)
      .executeTakeFirstOrThrow();
    expect(await pageStatus(db, '/moderation/', follower, config)).toBe(200);
    await db.updateTable('users').set({ is_moderator: 0 }).where('id', '=', users.follower.id).execute();
  });

  it('answers a post page only to viewers who may see the post', async () => {
    const { db } = server.deps;
    expect(await pageStatus(db, `/p/${posts.open}/`, null)).toBe(200);
    expect(await pageStatus(db, `/p/${posts.open}/`, users.blocked)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.private}/`, null)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.private}/`, users.someone)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.private}/`, users.follower)).toBe(200);
    expect(await pageStatus(db, `/p/${posts.private}/`, users.hidden)).toBe(200);
  });

  it("answers a comment's permalink by the post page's rule, whatever the comment", async () => {
    const { db } = server.deps;
    expect(await pageStatus(db, `/p/${posts.open}/c/12345/`, null)).toBe(200);
    expect(await pageStatus(db, `/p/${posts.open}/c/12345`, null)).toBe(200);
    expect(await pageStatus(db, `/p/${posts.open}/c/12345/`, users.blocked)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.private}/c/1/`, users.someone)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.private}/c/1/`, users.follower)).toBe(200);
    expect(await pageStatus(db, '/p/unknown/c/1/', null)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.open}/c/`, null)).toBe(404);
    expect(await pageStatus(db, `/p/${posts.open}/x/1/`, null)).toBe(404);
  });

  it('answers a reel page by the same rule as the post page', async () => {
    const { db } = server.deps;
    expect(await pageStatus(db, `/reel/${posts.open}/`, null)).toBe(200);
    expect(await pageStatus(db, `/reel/${posts.open}/`, users.blocked)).toBe(404);
    expect(await pageStatus(db, `/reel/${posts.private}/`, users.someone)).toBe(404);
    expect(await pageStatus(db, `/reel/${posts.private}/`, users.follower)).toBe(200);
  });

  it('answers 200 for every help link the server hands out (overlay "See why", spam "Tell us")', async () => {
    const links = [
      ...OVERLAY_TYPES.flatMap((type) => presentOverlay(type, 'en')?.buttons.map((b) => b.action_url) ?? []),
      spamFeedback('en').feedback_url,
    ].filter((url): url is string => url !== null);
    expect(links).toHaveLength(3);
    for (const url of links) expect([url, await pageStatus(server.deps.db, url, null)]).toEqual([url, 200]);
  });

  it('answers the saved tab to its owner only', async () => {
    const { db } = server.deps;
    expect(await pageStatus(db, '/someone/saved/', users.someone)).toBe(200);
    expect(await pageStatus(db, '/someone/saved/', users.blocker)).toBe(404);
  });

  it('answers a blocked account’s page to the blocker (who can unblock there), not to the blocked', async () => {
    const { db } = server.deps;
    expect(await pageStatus(db, '/blocked/', users.blocker)).toBe(200);
    expect(await pageStatus(db, '/blocker/', users.blocked)).toBe(404);
    expect(await pageStatus(db, '/blocker/', users.someone)).toBe(200);
  });

  it('serve the shell page with the runtime config and the right status', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/someone/', headers: { accept: 'text/html' } });
    expect(ok.statusCode).toBe(200);
    // With the remote manifest, so the shell does not ask /remotes.json before loading a remote.
    expect(ok.body).toContain(
      'window.__LUMEN_CONFIG__={"apiOrigin":"","remotes":[{"name":"feed","entry":"/remotes/feed/mf-manifest.json"},',
    );
    const missing = await server.app.inject({ method: 'GET', url: '/not/a/page/', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('__LUMEN_CONFIG__');
    const api = await server.app.inject({ method: 'GET', url: '/api/v1/nothing/', headers: { accept: 'text/html' } });
    expect(api.json().error_id).toBe('not_found');
  });

  // curl, crawlers and monitors send no Accept: text/html; the page is theirs all the same.
  it.each(['/', '/someone/', '/help/sensitive-content/'])('answers the page for a plain GET of %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('__LUMEN_CONFIG__');
    const anyType = await server.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(anyType.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await server.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    expect((await server.app.inject({ method: 'HEAD', url: '/nobody/' })).statusCode).toBe(404);
  });

  it('keeps the page status of a plain GET: 404 for unknown users and paths', async () => {
    const unknownUser = await server.app.inject({ method: 'GET', url: '/nobody/' });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await server.app.inject({ method: 'GET', url: '/a/b/c/' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/p/unknown/' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/someone/nonsense/' })).statusCode).toBe(404);
  });

  it('gives the blocker the page of the account they blocked, and the blocked account a 404', async () => {
    const blocker = new TestClient(server.app);
    await blocker.login('blocker', 'password1');
    expect((await blocker.get('/blocked/')).statusCode).toBe(200);
    const blocked = new TestClient(server.app);
    await blocked.login('blocked', 'password1');
    expect((await blocked.get('/blocker/')).statusCode).toBe(404);
  });

  it.each([
    '/api/v1/nothing/',
    '/web/wwwgraphql/ig/nothing/',
    '/healthz/nothing',
    '/media/nothing.webp',
    '/remotes/feed/nothing.js',
    '/assets/nothing.js',
    '/rupload_igvideo/a/b',
  ])('answers the JSON not_found body for an unknown API path %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ status: 'fail', error_id: 'not_found' });
  });

  it('answers the JSON not_found body for other methods on page paths', async () => {
    const response = await new TestClient(server.app).post('/someone/');
    expect(response.statusCode).toBe(404);
    expect(response.json().error_id).toBe('not_found');
  });
});

describe('runtime config injection', () => {
  it('replaces the placeholder, or goes first in <head> when a minifier dropped it', async () => {
    // The before-paint script runs to the first </script> (it holds a `<` since the theme-color loop).
    const { renderShellHtml } = await import('./static-site.js');
    expect(renderShellHtml('<head><!--lumen-runtime-config--></head>', { apiOrigin: 'http://api' }, 'n0nce')).toMatch(
      /^<head><script nonce="n0nce">window.__LUMEN_CONFIG__=\{"apiOrigin":"http:\/\/api"\};(?:(?!<\/script>).)*<\/script><\/head>$/,
    );
    expect(renderShellHtml('<html><head><title>x</title></head>', { apiOrigin: '</script>$&' }, 'n0nce')).toMatch(
      /<head><script nonce="n0nce">window.__LUMEN_CONFIG__=\{"apiOrigin":"\\u003c\/script>\$&"\};(?:(?!<\/script>).)*<\/script><title>/,
    );
  });
});

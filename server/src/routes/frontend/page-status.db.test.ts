import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test-support/test-app.js';
import { makeUser } from '../../test-support/fixtures.js';
import { pageStatus } from './page-status.js';

let server: TestServer;
let frontendRoot: string;
beforeAll(async () => {
  // A minimal built shell so the server serves pages.
  frontendRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-frontend-'));
  fs.mkdirSync(path.join(frontendRoot, 'shell', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(frontendRoot, 'shell', 'dist', 'index.html'),
    '<html><head><!--lumen-runtime-config--></head></html>',
  );
  server = await createTestServer({ SERVE_FRONTEND: 'true', FRONTEND_ROOT: frontendRoot });
  await makeUser(server.deps.db, 'someone');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(frontendRoot, { recursive: true, force: true });
});

describe('shell pages', () => {
  it.each([
    ['/', 200],
    ['/accounts/login/', 200],
    ['/p/AnyCode123/', 200],
    ['/explore/search/', 200],
    ['/someone/', 200],
    ['/Someone/tagged/', 200],
    ['/nobody/', 404],
    ['/explore/', 404],
    ['/a/b/c/', 404],
  ] as const)('%s answers %i', async (pathname, status) => {
    expect(await pageStatus(server.deps.db, pathname)).toBe(status);
  });

  it('serve the shell page with the runtime config and the right status', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/someone/', headers: { accept: 'text/html' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('window.__LUMEN_CONFIG__={"apiOrigin":""}');
    const missing = await server.app.inject({ method: 'GET', url: '/not/a/page/', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('__LUMEN_CONFIG__');
    const api = await server.app.inject({ method: 'GET', url: '/api/v1/nothing/', headers: { accept: 'text/html' } });
    expect(api.json().error_id).toBe('not_found');
  });
});

describe('runtime config injection', () => {
  it('replaces the placeholder, or goes first in <head> when a minifier dropped it', async () => {
    const { renderShellHtml } = await import('./static-site.js');
    expect(renderShellHtml('<head><!--lumen-runtime-config--></head>', { apiOrigin: 'http://api' })).toBe(
      '<head><script>window.__LUMEN_CONFIG__={"apiOrigin":"http://api"}</script></head>',
    );
    expect(renderShellHtml('<html><head><title>x</title></head>', { apiOrigin: '</script>' })).toContain(
      '<head><script>window.__LUMEN_CONFIG__={"apiOrigin":"\\u003c/script>"}</script><title>',
    );
  });
});

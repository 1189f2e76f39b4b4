import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test-support/test-app.js';
import { startChildServer, type ChildServer } from '../test-support/child-server.js';
import { BREAKING_FEED, frontendWith } from '../test-support/broken-builds.js';
import { pageRoot } from '../test-support/rendered-pages.js';

// A part of a page whose render failed is left to the browser with nothing of the failure in it:
// React's development renderer writes the error's message and stack (file paths included) into the
// page, its production one does not, and the server runs in production mode (src/main.ts).

let root: string;
let dataDir: string;
let server: ChildServer;

beforeAll(async () => {
  root = frontendWith({ 'remote-feed': BREAKING_FEED });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-render-error-text-'));
  const databaseUrl = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : null;
  // In the mode the server starts in when nothing says otherwise (not vitest's).
  server = await startChildServer({
    dataDir,
    databaseUrl,
    env: { SERVE_FRONTEND: 'true', FRONTEND_ROOT: root, NODE_ENV: 'production' },
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

it('leaves a failed part to the browser without its error’s message or stack', async () => {
  const response = await fetch(`${server.url}/p/zqnopost/`);
  const body = await response.text();
  expect(response.status).toBeLessThan(500);
  const page = pageRoot(body);
  expect(page.rendered).toBe(true);
  // React's mark of a part switched to client rendering: the remote's route did fail here.
  expect(page.markup).toContain('<!--$!-->');
  expect(body).not.toContain('the remote broke');
  expect(body).not.toContain('server.cjs');
});

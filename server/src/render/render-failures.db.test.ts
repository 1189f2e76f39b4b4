import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID } from 'shared-contracts';
import type { TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeFollow, makeUser } from '../test-support/fixtures.js';
import { makePostWithOwnFiles } from '../test-support/media-fixtures.js';
import { createRenderingTestServer, navProfileHref, pageRoot } from '../test-support/rendered-pages.js';
import { BREAKING_FEED, BREAKING_SHELL, frontendWith } from '../test-support/broken-builds.js';

// A render that throws or outlasts SERVER_RENDER_TIMEOUT_MS still answers the page: plain, for the
// browser to draw, or with the part not ready left to the browser; never a 500, and the next page
// is rendered as before (docs/performance.md#the-first-screen-is-rendered-on-the-server).

const roots: string[] = [];
const servers: TestServer[] = [];

/** A rendering server on a frontend folder with these server builds replaced, and a reader's client. */
async function serverWith(replaced: Record<string, string>, timeoutMs: number) {
  const root = frontendWith(replaced);
  roots.push(root);
  const server = await createRenderingTestServer({ FRONTEND_ROOT: root, SERVER_RENDER_TIMEOUT_MS: String(timeoutMs) });
  servers.push(server);
  const { db, storage } = server.deps;
  const author = await makeUser(db, 'drawn_author');
  const reader = await makeUser(db, 'drawn_reader');
  await makeFollow(db, reader.id, author.id);
  const post = await makePostWithOwnFiles(db, storage, author.id, 'photo', 'zq a caption to draw');
  const client = new TestClient(server.app);
  await client.login('drawn_reader', 'password1');
  return { server, client, code: post.post.code, caption: 'zq a caption to draw' };
}

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('a shell server build that throws or outlasts the budget', () => {
  let world: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    world = await serverWith({ shell: BREAKING_SHELL }, 200);
  }, 60_000);

  it.each([
    ['throws', '/'],
    ['outlasts the budget', '/drawn_author/'],
  ])('answers the plain page when the render %s', async (_what, url) => {
    // The same server renders another page: what follows is the failure's doing.
    expect(pageRoot(await world.client.get('/explore/')).rendered).toBe(true);
    const response = await world.client.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const root = pageRoot(response);
    expect(root.rendered).toBe(false);
    expect(root.markup).toBe('');
    // The screen's data still comes with the page, for the viewer alone.
    expect(response.body).toContain(FIRST_SCREEN_ELEMENT_ID);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('renders the next page as before, for its own viewer', async () => {
    await world.client.get('/');
    await world.client.get('/drawn_author/');
    const root = pageRoot(await world.client.get('/explore/'));
    expect(root.rendered).toBe(true);
    expect(root.markup).toBe('<p data-stub>drawn for drawn_reader</p>');
    const visitor = pageRoot(await new TestClient(world.server.app).get('/explore/'));
    expect(visitor.markup).toBe('<p data-stub>drawn for a visitor</p>');
  });
});

describe('a remote whose server build never finishes or throws', () => {
  let world: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    // Long enough for the rest of the page on a loaded machine; only the stuck slot outlasts it.
    world = await serverWith({ 'remote-feed': BREAKING_FEED }, 3000);
  }, 60_000);

  it.each([
    ['never finishes', '/'],
    ['throws', '/p/{code}/'],
  ])('leaves its slot to the browser when it %s; the chrome is rendered', async (_what, pattern) => {
    const response = await world.client.get(pattern.replace('{code}', world.code));
    expect(response.statusCode).toBe(200);
    const root = pageRoot(response);
    expect(root.rendered).toBe(true);
    expect(navProfileHref(root.markup)).toBe('/drawn_reader/');
    expect(root.markup).not.toContain(world.caption);
  });

  it('renders another remote’s page afterwards', async () => {
    await world.client.get('/');
    const root = pageRoot(await world.client.get('/explore/'));
    expect(root.rendered).toBe(true);
    expect(root.markup).toContain('data-testid="explore');
  });
});

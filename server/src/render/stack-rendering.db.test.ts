import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, FIRST_SCREEN_ELEMENT_ID } from 'shared-contracts';
import type { UserRow } from '../db/schema.js';
import { REPO_ROOT } from '../config.js';
import { buildStaticApp } from '../static-app.js';
import { createTestServer, type TestServer } from '../test-support/test-app.js';
import { TestClient } from '../test-support/test-client.js';
import { makeFollow, makePost, makeUser } from '../test-support/fixtures.js';
import { CSS_INDEX_FILE, SERVER_BUILD_FILE, loadShellServerBuild } from './server-builds.js';
import { createRemoteServerBuilds } from './remote-server-builds.js';
import { GATED_FEED, closeRenderGate, readStreamedPage } from '../test-support/streamed-pages.js';

// Stack mode's shell server renders the first screen with the shell's own server build and the
// feed remote's, fetched from the feed's origin (docs/performance.md#stack-mode-renders-with-each-remotes-own-build),
// with a real API answering the page data. The feed's origin serves a folder this test redeploys:
// a small server build whose text says its version. The shell's build is the built one.

const SHELL_ROOT = path.join(REPO_ROOT, 'shell', 'dist');
const PUBLIC_API_ORIGIN = 'http://api.example.test';
let api: TestServer;
let apiOrigin: string;
let feedRoot: string;
let feedPort: number;
let feedOrigin: string;
let feed: FastifyInstance | http.Server | null = null;
let viewer: UserRow;
let cookie: string;
const apps: FastifyInstance[] = [];

/** Deploys a feed remote whose home screen says `text`, built for `contractVersion`. */
function deployFeed(text: string, contractVersion = CONTRACT_VERSION, source?: string): void {
  fs.mkdirSync(path.join(feedRoot, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(feedRoot, SERVER_BUILD_FILE),
    source ??
      `const React = require('react');
       const Home = () => React.createElement('p', { 'data-testid': 'feed-build', className: 'feed__home__AbCdE' }, ${JSON.stringify(text)});
       module.exports.default = { name: 'feed', contractVersion: ${JSON.stringify(contractVersion)}, routes: { 'feed.home': Home }, slots: {} };`,
  );
  fs.writeFileSync(
    path.join(feedRoot, CSS_INDEX_FILE),
    JSON.stringify({ global: [], modules: { feed__AbCdE: [`home.${text.replace(/\W/g, '')}.css`] } }),
  );
}

/** Serves the feed's folder on its port, as its own static host. */
async function startFeed(): Promise<void> {
  const app = await buildStaticApp({
    root: feedRoot,
    spa: false,
    cors: true,
    apiOrigin: PUBLIC_API_ORIGIN,
    sources: { remoteOrigins: [], apiOrigin: PUBLIC_API_ORIGIN, mediaOrigin: '' },
    pageData: null,
    logLevel: 'silent',
  });
  await app.listen({ port: feedPort, host: '127.0.0.1' });
  feed = app;
}

/** Takes the feed's origin down, with the connections the shell's server keeps open to it. */
async function stopFeed(): Promise<void> {
  if (!feed) return;
  const server = 'inject' in feed ? feed.server : feed;
  const closed = 'inject' in feed ? feed.close() : new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  feed = null;
}

async function shellServer(timeoutMs = 10_000): Promise<FastifyInstance> {
  const app = await buildStaticApp({
    root: SHELL_ROOT,
    spa: true,
    cors: false,
    apiOrigin: PUBLIC_API_ORIGIN,
    sources: { remoteOrigins: [feedOrigin], apiOrigin: PUBLIC_API_ORIGIN, mediaOrigin: '' },
    pageData: { apiOrigin, timeoutMs: 10_000 },
    // Revalidated on every page: each step below is a redeploy.
    serverRender: { timeoutMs, revalidateMs: 0 },
    logLevel: 'silent',
  });
  apps.push(app);
  return app;
}

/** The home page's root as the shell's server wrote it for the viewer. */
async function home(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
  const root = /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<noscript>/.exec(response.body);
  return { response, attributes: root?.[1] ?? '', markup: root?.[2] ?? '' };
}

/** The shell's chrome was rendered, and the feed's slot was left to the browser. */
function expectSlotLeftToBrowser(page: Awaited<ReturnType<typeof home>>): void {
  expect(page.response.statusCode).toBe(200);
  expect(page.attributes).toContain('data-server-rendered');
  expect(page.markup).toContain(`data-nav="profile" href="/${viewer.username}/"`);
  expect(page.markup).not.toContain('data-testid="feed-build"');
  // React's mark of a boundary whose content the browser renders.
  expect(page.markup).toContain('<!--$!-->');
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(SHELL_ROOT, SERVER_BUILD_FILE))) {
    throw new Error(`${SHELL_ROOT}/${SERVER_BUILD_FILE} is missing: run \`npm run build\` first.`);
  }
  feedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-stack-feed-'));
  deployFeed('feed version one');
  // The feed's port first: the API names the feed's manifest on it.
  await startFeed();
  feedPort = ((feed as FastifyInstance).server.address() as AddressInfo).port;
  feedOrigin = `http://127.0.0.1:${feedPort}`;
  api = await createTestServer({ REMOTE_FEED_URL: `${feedOrigin}/mf-manifest.json` });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  apiOrigin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  viewer = await makeUser(api.deps.db, 'sr_viewer');
  const author = await makeUser(api.deps.db, 'sr_author');
  await makeFollow(api.deps.db, viewer.id, author.id);
  await makePost(api.deps.db, api.deps.storage, author.id, Date.now(), 'stack rendered caption');
  const client = new TestClient(api.app);
  await client.login(viewer.username, 'password1');
  cookie = `sessionid=${client.cookie('sessionid')}`;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await stopFeed();
  await api?.close();
  fs.rmSync(feedRoot, { recursive: true, force: true });
});

describe('the shell’s server renders with each remote’s own server build', () => {
  it('renders the feed with the build its origin serves, linking its stylesheets there, and a redeploy of the feed alone', async () => {
    const app = await shellServer();
    const first = await home(app);
    expect(first.attributes).toContain(`data-viewer="${viewer.id}"`);
    expect(first.markup).toContain('feed version one');
    expect(first.response.body).toContain(`<link rel="stylesheet" href="${feedOrigin}/home.feedversionone.css">`);
    expect(first.response.headers['cache-control']).toBe('private, no-store');

    deployFeed('feed version two');
    const second = await home(app);
    expect(second.markup).toContain('feed version two');
    expect(second.markup).not.toContain('feed version one');
    expect(second.response.body).toContain(`href="${feedOrigin}/home.feedversiontwo.css"`);
  });

  it('leaves the feed’s slot to the browser when its build is for another contract, fails, or is missing', async () => {
    const app = await shellServer();
    const [major] = CONTRACT_VERSION.split('.');
    deployFeed('feed of another contract', `${Number(major) + 1}.0.0`);
    expectSlotLeftToBrowser(await home(app));
    deployFeed('broken', CONTRACT_VERSION, 'throw new Error("this build fails as it is evaluated");');
    expectSlotLeftToBrowser(await home(app));
    fs.rmSync(path.join(feedRoot, SERVER_BUILD_FILE));
    expectSlotLeftToBrowser(await home(app));
    // Deployed again: rendered again, by the same shell server.
    deployFeed('feed version three');
    expect((await home(app)).markup).toContain('feed version three');
  });

  it('leaves the feed’s slot to the browser when its origin is down or does not answer in time', async () => {
    const app = await shellServer(500);
    await stopFeed();
    expectSlotLeftToBrowser(await home(app));
    // An origin that takes the connection and never answers.
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(feedPort, '127.0.0.1', resolve));
    feed = hanging;
    expectSlotLeftToBrowser(await home(app));
    await stopFeed();
    deployFeed('feed version four');
    await startFeed();
  });

  it('sends the head before a slow render ends, then the rendered page (docs/performance.md#the-page-is-streamed)', async () => {
    deployFeed('gated', CONTRACT_VERSION, GATED_FEED);
    const app = await shellServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const shellOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const open = closeRenderGate();
    const page = readStreamedPage(shellOrigin, '/', { cookie, 'accept-encoding': 'br' });
    const early = await page.until((received) => received.includes(FIRST_SCREEN_ELEMENT_ID));
    expect(early).toContain('window.__LUMEN_CONFIG__=');
    expect(early).toContain('stack rendered caption');
    expect(early).not.toContain('</head>');
    expect(early).not.toContain('<div id="root"');

    open('stack feed let through');
    const { status, headers, body } = await page.done;
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body).toContain(`data-viewer="${viewer.id}"`);
    expect(body).toMatch(/<div id="root"[^>]*>[\s\S]*stack feed let through[\s\S]*<\/div>\s*<noscript>/);
  });

  it('fetches a remote’s build where this server reaches its origin, and links its stylesheets on the public one', async () => {
    deployFeed('feed version five');
    const file = path.join(SHELL_ROOT, SERVER_BUILD_FILE);
    const errors: unknown[] = [];
    const builds = createRemoteServerBuilds({
      shell: { build: loadShellServerBuild(file), file },
      timeoutMs: 10_000,
      revalidateMs: 0,
      internalOrigins: { 'http://feed.example.test': feedOrigin },
      onError: (error) => errors.push(error),
    });
    const set = await builds([{ name: 'feed', entry: 'http://feed.example.test/mf-manifest.json' }]);
    expect(errors).toEqual([]);
    expect(set.remotes.feed).toMatchObject({ name: 'feed', contractVersion: CONTRACT_VERSION });
    expect(set.styles).toEqual([expect.objectContaining({ name: 'feed', baseUrl: 'http://feed.example.test/' })]);
  });
});

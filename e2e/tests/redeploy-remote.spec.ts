import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUrl, baseUrl, expect, giveConsent, logIn, test, url } from '../support/fixtures';
import { freePort, startStaticHost, type StaticHost } from '../support/static-host';

// Independent deployment with tree-shaken shared libraries (docs/architecture.md#shared-tree-shaking):
// the feed remote alone is rebuilt with new code that uses exports of react-router and
// @tanstack/react-query that no deployed code used before, and the unchanged shell loads it.
// In stack mode the shell's own server renders the first screen with the server build the feed's
// origin serves (docs/performance.md#stack-mode-renders-with-each-remotes-own-build): the redeployed build's markup is
// rendered by the same shell server, and a feed origin that is down leaves only the feed's slot to
// the browser.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Inside the repository (ignored by git) so the copy resolves the workspace's packages.
const COPY = path.join(ROOT, 'tmp', `redeploy-feed-${process.pid}`);

/** The new deployment's code: wraps the home screen with hooks and helpers nothing used before. */
const REDEPLOYED_ENTRY = `
import type { ComponentType } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { generatePath, useMatch } from 'react-router';
import entry from './entry';

const Home = entry.routes['feed.home'] as ComponentType<Record<string, unknown>>;

function RedeployedHome(props: Record<string, unknown>) {
  const fetching = useIsFetching();
  const match = useMatch('/');
  return (
    <>
      <output
        data-testid="redeployed-remote"
        data-fetching={typeof fetching}
        data-match={match ? match.pathname : 'none'}
        data-path={generatePath('/p/:code', { code: 'abc' })}
      />
      <Home {...props} />
    </>
  );
}

export default { ...entry, routes: { ...entry.routes, 'feed.home': RedeployedHome } };
`;

const REDEPLOYED_CONFIG = `
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_VERSION, createFrontendConfig } from 'shared-contracts/rspack';
import { withServerBuild } from 'shared-contracts/rspack/server-render';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const entry = './src/redeployed-entry.tsx';

// The browser build and, beside it, the server build the shell's server fetches in stack mode.
export default withServerBuild(
  createFrontendConfig({ name: 'feed', kind: 'remote', dirname, exposes: { './entry': entry } }),
  { name: 'feed', kind: 'remote', dirname, entry, contractVersion: CONTRACT_VERSION },
);
`;

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const rspack = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
    const child = spawn(process.execPath, [rspack, 'build', '-c', path.join(dir, 'rspack.config.mjs')], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`rebuild failed:\n${output}`))));
  });
}

/** The root of a shell page as its server wrote it. */
function pageRoot(html: string): { attributes: string; markup: string } {
  const root = /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<noscript>/.exec(html);
  return { attributes: root?.[1] ?? '', markup: root?.[2] ?? '' };
}

test.describe('redeploying one remote', () => {
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fs.rmSync(COPY, { recursive: true, force: true });
    fs.mkdirSync(COPY, { recursive: true });
    fs.cpSync(path.join(ROOT, 'remote-feed', 'src'), path.join(COPY, 'src'), { recursive: true });
    fs.writeFileSync(path.join(COPY, 'src', 'redeployed-entry.tsx'), REDEPLOYED_ENTRY);
    fs.writeFileSync(path.join(COPY, 'rspack.config.mjs'), REDEPLOYED_CONFIG);
    await build(COPY);
  });

  test.afterAll(() => fs.rmSync(COPY, { recursive: true, force: true }));

  test('the shell runs a feed remote rebuilt alone to use shared exports nothing deployed used', async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
    // The browser gets the new deployment wherever the feed remote is served from.
    const manifest = (await (await page.request.get(`${apiUrl()}/remotes.json`)).json()) as {
      remotes: Array<{ name: string; entry: string }>;
    };
    const feedEntry = new URL(manifest.remotes.find((r) => r.name === 'feed')!.entry, baseUrl()).toString();
    const folder = feedEntry.slice(0, feedEntry.lastIndexOf('/') + 1);
    const served: string[] = [];
    await page.route(
      (requested) => requested.toString().startsWith(folder),
      async (route) => {
        const file = path.join(
          COPY,
          'dist',
          new URL(route.request().url()).pathname.slice(new URL(folder).pathname.length),
        );
        if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
        served.push(path.basename(file));
        return route.fulfill({ path: file });
      },
    );
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });

    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const marker = page.getByTestId('redeployed-remote');
    await expect(marker).toHaveAttribute('data-fetching', 'number');
    await expect(marker).toHaveAttribute('data-match', '/');
    await expect(marker).toHaveAttribute('data-path', '/p/abc');
    expect(served).toContain('remoteEntry.js');

    // Still one copy of each library, the shell's tree-shaken one; the complete copies the rebuilt
    // remote carries are never fetched.
    const copies = await page.evaluate(() => {
      type Copy = { lib?: () => unknown };
      type Share = Record<string, Record<string, Record<string, Copy & { treeShaking?: Copy }>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__
        .__SHARE__;
      const loaded = (key: string) =>
        Object.values(share)
          .flatMap((scopes) => Object.values(scopes.default?.[key] ?? {}))
          .flatMap((entry) => [entry, entry.treeShaking ?? {}])
          .filter((copy) => typeof copy.lib === 'function').length;
      return { router: loaded('react-router'), query: loaded('@tanstack/react-query') };
    });
    expect(copies).toEqual({ router: 1, query: 1 });
    expect(scripts.filter((script) => script.includes('independent-packages'))).toEqual([]);

    // The rest of the app, built before, keeps working beside it: another remote, then back.
    await page.locator('[data-nav="profile"]').first().click();
    await expect(page).toHaveURL(/\/demo\/$/);
    await expect(page.getByTestId('profile-header')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('stack mode: the shell’s server renders the feed with the server build its origin serves, redeployed alone', async ({
    page,
  }) => {
    test.skip(process.env.E2E_MODE !== 'stack', 'the shell has a server of its own in stack mode only');
    await logIn(page);
    // The stack's feed origin, as the API names it to the browser and to the shell's server.
    const publicFeed = process.env.E2E_REMOTE_FEED_ORIGIN!;
    // This spec's own feed host stands for the feed's deployment (the stack's stays as it is), and
    // its own shell server reaches the feed's public origin there, as a shell on docker-compose's
    // network reaches http://remote-feed:3101 (REMOTE_INTERNAL_ORIGINS).
    const [feedPort, shellPort] = [await freePort(), await freePort()];
    const deployFeed = (dist: string) => startStaticHost(feedPort, { STATIC_DIR: dist, CORS: 'true' });
    let feed: StaticHost | null = await deployFeed(path.join(ROOT, 'remote-feed', 'dist'));
    const shell = await startStaticHost(shellPort, {
      STATIC_DIR: path.join(ROOT, 'shell', 'dist'),
      SPA: 'true',
      API_ORIGIN: apiUrl(),
      API_INTERNAL_ORIGIN: apiUrl(),
      REMOTE_INTERNAL_ORIGINS: `${publicFeed}=http://localhost:${feedPort}`,
      // Asked on every page, so each step below sees the deployment before it.
      SERVER_BUILD_REVALIDATE_MS: '0',
      // Generous on a loaded machine: this test is about which build renders, not how fast.
      SERVER_RENDER_TIMEOUT_MS: '10000',
    });
    // The browser's session cookie goes to the shell's server too (cookies ignore the port).
    const home = async () => pageRoot(await (await page.request.get(`${shell.origin}/`)).text());
    try {
      const before = await home();
      expect(before.attributes).toContain('data-server-rendered');
      expect(before.markup).toContain('data-testid="post-card"');
      expect(before.markup).not.toContain('data-testid="redeployed-remote"');

      // The feed alone is redeployed: the same shell server renders the new build's markup.
      await feed.stop();
      feed = await deployFeed(path.join(COPY, 'dist'));
      const after = await home();
      expect(after.markup).toContain('data-testid="redeployed-remote"');
      expect(after.markup).toContain('data-path="/p/abc"');
      expect(after.markup).toContain('data-testid="post-card"');
      // Its stylesheets are linked on the feed's own origin.
      expect(await (await page.request.get(`${shell.origin}/`)).text()).toMatch(
        new RegExp(`<link rel="stylesheet" href="${publicFeed}/[^"]+\\.css">`),
      );

      // The feed's origin down: the shell's chrome is still rendered, the feed's slot is left to
      // the browser (React's mark of a boundary the browser renders).
      await feed.stop();
      feed = null;
      const down = await home();
      expect(down.attributes).toContain('data-server-rendered');
      expect(down.markup).toContain('data-nav="profile"');
      expect(down.markup).toContain('<!--$!-->');
      expect(down.markup).not.toContain('data-testid="post-card"');
    } finally {
      await feed?.stop();
      await shell.stop();
    }
  });
});

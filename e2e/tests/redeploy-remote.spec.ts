import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUrl, baseUrl, expect, giveConsent, logIn, test, url } from '../support/fixtures';

// Independent deployment with tree-shaken shared libraries (docs/architecture.md#shared-tree-shaking):
// the feed remote alone is rebuilt with new code that uses exports of react-router and
// @tanstack/react-query that no deployed code used before, and the unchanged shell loads it.

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
import { createFrontendConfig } from 'shared-contracts/rspack';

export default createFrontendConfig({
  name: 'feed',
  kind: 'remote',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './entry': './src/redeployed-entry.tsx' },
});
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
});

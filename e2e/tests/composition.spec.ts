import type { APIRequestContext } from '@playwright/test';
import { apiUrl, baseUrl, expect, giveConsent, isStackMode, logIn, test, url } from '../support/fixtures';

/** Where each remote's manifest lives, as the server tells the shell (absolute URLs). */
async function remoteEntries(request: APIRequestContext): Promise<Record<string, string>> {
  const manifest = (await (await request.get(`${apiUrl()}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string }>;
  };
  return Object.fromEntries(manifest.remotes.map((r) => [r.name, new URL(r.entry, baseUrl()).toString()]));
}

/** Requests to a remote: everything under the folder its manifest is in. */
function remotePattern(entry: string): RegExp {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  return new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

test.describe('composition', () => {
  test.beforeEach(async ({ page }) => {
    await giveConsent(page);
    await logIn(page);
  });

  test('loads remotes lazily: the feed remote only, not the profile remote, on the home page', async ({ page }) => {
    const entries = await remoteEntries(page.request);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    expect(requested).toContain(entries.feed);
    expect(requested).not.toContain(entries.profile);
    await page.locator('[data-nav="profile"]').first().click();
    await expect.poll(() => requested.includes(entries.profile!)).toBe(true);
  });

  test("the page carries the remote manifest and the first screen's remote loads beside the session call", async ({
    page,
  }) => {
    // docs/performance.md#the-first-screen-comes-with-the-page: only the API server writes the page.
    test.skip(isStackMode(), 'the shell page of stack mode carries no remote manifest');
    const entries = await remoteEntries(page.request);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The session call is held until the feed remote is asked for (at most 5 s): a shell that
    // waited for the session before loading the remote would never ask while it is held.
    let askedWhileSessionPending = false;
    await page.route(/\/api\/v1\/web\/data\/shared_data\/$/, async (route) => {
      const deadline = Date.now() + 5000;
      while (!requested.includes(entries.feed!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      askedWhileSessionPending = requested.includes(entries.feed!);
      await route.continue();
    });
    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    expect(askedWhileSessionPending).toBe(true);
    expect(requested.filter((request) => new URL(request).pathname === '/remotes.json')).toEqual([]);
  });

  test('a remote that is down shows a translated fallback with Retry; navigation and other remotes keep working', async ({
    page,
  }) => {
    const feed = remotePattern((await remoteEntries(page.request)).feed!);
    await page.route(feed, (route) => route.abort('connectionrefused'));
    await page.goto(url('/'));
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('这部分内容暂时无法加载。');
    // Other remotes and the shell still work.
    await page.locator('[data-nav="explore"]').first().click();
    await expect(page).toHaveURL(url('/explore/'));
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    // The remote comes back: Retry loads it without a page reload.
    await page.unroute(feed);
    await page.getByTestId('remote-fallback').getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });

  test('a remote that throws while loading shows the fallback instead of taking the shell down', async ({ page }) => {
    const feed = remotePattern((await remoteEntries(page.request)).feed!);
    await page.route(/__federation_expose_entry.*\.js$/, async (route) => {
      if (!feed.test(route.request().url())) return route.continue();
      return route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("remote exploded");' });
    });
    await page.goto(url('/'));
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByTestId('left-nav')).toBeVisible();
  });

  test("the page asks for the shell's start-up scripts together, and the shell runs every one of them", async ({
    page,
  }) => {
    // docs/performance.md#the-shells-start-up-scripts-are-preloaded: preloads in a page drawn in the
    // browser; docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint: scripts
    // the start-up loader adds to a page the server drew (this one), main's among them.
    const requests = new Map<string, number>();
    page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href),
        ...[...document.querySelectorAll<HTMLScriptElement>('script[data-lumen-startup]')].map((script) => script.src),
      ].filter((address) => !/\/main\.[0-9a-f]+\.js$/.test(address)),
    );
    // The shell's own code and its shared libraries: at least React DOM, React Router, TanStack
    // Query and the shell's start-up chunk.
    expect(preloaded.length).toBeGreaterThanOrEqual(4);
    // Each preloaded chunk ran (the chunk registry lists its id), and was downloaded once.
    const ran = await page.evaluate(() =>
      ((window as unknown as { rspackChunkshell?: Array<[Array<string | number>]> }).rspackChunkshell ?? []).flatMap(
        ([ids]) => ids.map(String),
      ),
    );
    for (const href of preloaded) {
      expect(new URL(href).pathname, href).toMatch(/^\/assets\/[^/]+\.js$/);
      const id = new URL(href).pathname.split('/').pop()!.split('.')[0]!;
      expect(ran, `${href} was preloaded but never ran`).toContain(id);
      expect(requests.get(href), href).toBe(1);
    }
  });

  test('React, React DOM and React Router are loaded exactly once', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(await response.text());
    });
    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    // Visit screens of two more remotes so their shared imports are resolved too.
    await page.locator('[data-nav="explore"]').first().click();
    await expect(page).toHaveURL(url('/explore/'));
    await page.locator('[data-nav="profile"]').first().click();
    await page.waitForLoadState('networkidle');

    const loaded = await page.evaluate(() => {
      type Loaded = { loaded?: boolean; lib?: unknown };
      type Share = Record<string, Record<string, Record<string, Loaded & { from?: string; treeShaking?: Loaded }>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__
        .__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            // A tree-shaken singleton (react-router) keeps its loaded copy under treeShaking.
            const isLoaded = (copy?: Loaded) => Boolean(copy?.loaded || copy?.lib);
            if (isLoaded(entry) || isLoaded(entry.treeShaking)) (result[pkg] ??= []).push(`${version}@${entry.from}`);
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router']) {
      expect(new Set(loaded[pkg] ?? []).size, `${pkg}: ${JSON.stringify(loaded[pkg])}`).toBe(1);
    }
    // And the browser downloaded each library's code exactly once: a string found only in that
    // library's source appears in exactly one downloaded script (remotes carry fallback copies
    // that must never be fetched while the shell provides the singleton).
    const countScripts = (needle: string) => scripts.filter((source) => source.includes(needle)).length;
    expect(countScripts('React.Children.only expected to receive a single React element child')).toBe(1);
    expect(countScripts('__reactContainer$')).toBe(1);
    expect(countScripts('You cannot render a <Router> inside another <Router>')).toBe(1);
  });

  test("a remote redeployed to use a react-router export no deployed code uses finds it in the shell's tree-shaken copy", async ({
    page,
  }) => {
    // react-router is tree-shaken to a declared list (docs/architecture.md#shared-tree-shaking), not
    // to what the shell happens to import: a remote that starts using useMatch or generatePath gets
    // them from the one shared copy, the copy whose router context the shell rendered.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
    });
    await page.goto(url('/'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    const shared = await page.evaluate(async () => {
      type Copy = { lib?: () => Record<string, unknown> };
      type Share = Record<string, Record<string, Record<string, Copy & { treeShaking?: Copy }>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__
        .__SHARE__;
      // Every loaded copy, complete or tree-shaken (the tree-shaken one sits under treeShaking).
      const loaded = Object.values(share)
        .flatMap((scopes) => Object.values(scopes.default?.['react-router'] ?? {}))
        .flatMap((entry) => [entry, entry.treeShaking ?? {}])
        .filter((copy) => typeof copy.lib === 'function');
      const router = loaded[0]!.lib!();
      const names = ['useMatch', 'generatePath', 'useOutletContext', 'resolvePath', 'useNavigationType', 'Link'];
      return {
        copies: loaded.length,
        kinds: Object.fromEntries(names.map((name) => [name, typeof router[name]])),
        path: (router.generatePath as (p: string, params: object) => string)('/p/:code', { code: 'abc' }),
        hasDataRouter: typeof router.createBrowserRouter,
      };
    });
    expect(shared.copies).toBe(1);
    for (const [name, kind] of Object.entries(shared.kinds)) expect(kind, name).not.toBe('undefined');
    expect(shared.path).toBe('/p/abc');
    // The data-router part is left out of the copy, and the complete fallback copy is never fetched.
    expect(shared.hasDataRouter).toBe('undefined');
    expect(scripts.filter((script) => script.includes('independent-packages'))).toEqual([]);
  });
});

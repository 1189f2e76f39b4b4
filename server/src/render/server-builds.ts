import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FirstScreenData, Locale, PageLayout, RemoteName, Viewer } from 'shared-contracts';
import type { BuildStyles, CssIndex } from './page-styles.js';

// The server builds of the shell and the remotes (docs/performance.md#the-first-screen-is-rendered-on-the-server):
// CommonJS files written by `npm run build` beside each browser build, under dist/server/.

/** The file each frontend package's server build is written to, relative to its dist/ folder. */
export const SERVER_BUILD_FILE = 'server/server.cjs';

/** Which of the browser build's stylesheets hold which CSS module, beside the server build. */
export const CSS_INDEX_FILE = 'server/css-index.json';

/** A remote's entry as its server build exports it; the shell checks it as in the browser. */
export type ServerRemoteEntry = unknown;

/** What one page is rendered for (the shell's ServerPage). */
export interface ServerPageInput {
  url: string;
  /** The response's CSP nonce, for React's inline scripts. */
  nonce: string;
  viewer: Viewer | null;
  locale: Locale;
  layout: PageLayout;
  firstScreen: FirstScreenData | null;
  apiOrigin: string;
  remotes: Partial<Record<RemoteName, ServerRemoteEntry>>;
}

/** What the shell's server build exports (shell/src/server/server-entry.tsx). */
export interface ShellServerBuild {
  sharedModules: Record<string, unknown>;
  serverRenderedRoute(url: string, loggedIn: boolean): { id: string; remote: RemoteName } | null;
  renderPage(page: ServerPageInput, signal: AbortSignal): Promise<{ html: string; errors: unknown[] }>;
}

function isShellServerBuild(value: unknown): value is ShellServerBuild {
  const build = value as Partial<ShellServerBuild> | null;
  return (
    typeof build?.renderPage === 'function' &&
    typeof build.serverRenderedRoute === 'function' &&
    typeof build.sharedModules === 'object'
  );
}

/** Loads the shell's server build; its libraries (React, the router, the query cache) resolve beside it. */
export function loadShellServerBuild(file: string): ShellServerBuild {
  const build: unknown = createRequire(file)(file);
  if (!isShellServerBuild(build)) throw new Error(`${file} is not the shell's server build.`);
  return build;
}

/**
 * Evaluates a remote's server build, given its source (read from its folder, or fetched from its
 * own origin). The remote takes the shared entries from the shell's build, as the federation runtime
 * shares them in the browser, and its libraries from where the shell's build resolves them: one
 * React, one session store, one query cache context for the page.
 */
export function evaluateRemoteServerBuild(
  source: string,
  filename: string,
  shell: { build: ShellServerBuild; file: string },
): ServerRemoteEntry {
  const shellRequire = createRequire(shell.file);
  const requireShared = (id: string): unknown =>
    Object.hasOwn(shell.build.sharedModules, id) ? shell.build.sharedModules[id] : shellRequire(id);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename,
  }) as (...args: unknown[]) => void;
  wrapper(module.exports, requireShared, module, filename, path.dirname(filename));
  return module.exports.default;
}

/** The server builds of an install, and their stylesheets (the shell's first). */
export interface ServerBuilds {
  shell: ShellServerBuild;
  remotes: Partial<Record<RemoteName, ServerRemoteEntry>>;
  styles: BuildStyles[];
}

function readCssIndex(file: string): CssIndex {
  if (!fs.existsSync(file)) return { global: [], modules: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CssIndex;
}

/**
 * The server builds of a one-port install: the shell's and each remote's, from their dist/ folders.
 * `remoteBaseUrls` are where each remote's browser files are served (its manifest's folder).
 */
export function loadLocalServerBuilds(
  frontendRoot: string,
  remoteBaseUrls: Partial<Record<RemoteName, string>>,
): ServerBuilds | null {
  const shellDist = path.join(frontendRoot, 'shell', 'dist');
  const shellFile = path.join(shellDist, SERVER_BUILD_FILE);
  if (!fs.existsSync(shellFile)) return null;
  const shell = loadShellServerBuild(shellFile);
  const remotes: Partial<Record<RemoteName, ServerRemoteEntry>> = {};
  const styles: BuildStyles[] = [
    { name: 'shell', index: readCssIndex(path.join(shellDist, CSS_INDEX_FILE)), baseUrl: '/assets/' },
  ];
  for (const [name, baseUrl] of Object.entries(remoteBaseUrls) as Array<[RemoteName, string]>) {
    const dist = path.join(frontendRoot, `remote-${name}`, 'dist');
    const file = path.join(dist, SERVER_BUILD_FILE);
    if (!fs.existsSync(file)) continue;
    remotes[name] = evaluateRemoteServerBuild(fs.readFileSync(file, 'utf8'), file, { build: shell, file: shellFile });
    styles.push({ name, index: readCssIndex(path.join(dist, CSS_INDEX_FILE)), baseUrl });
  }
  return { shell, remotes, styles };
}

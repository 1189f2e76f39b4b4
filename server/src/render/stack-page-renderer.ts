import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import type { CssIndex } from './page-styles.js';
import { createPageRenderer, type PageRequest, type RenderedRoot } from './page-renderer.js';
import { createRemoteServerBuilds, type RemoteLocation } from './remote-server-builds.js';
import { once } from './once.js';
import { CSS_INDEX_FILE, SERVER_BUILD_FILE, loadShellServerBuild, type ServerBuilds } from './server-builds.js';

export interface StackPageRendererOptions {
  /** The shell's built folder (its dist/), served by this server at '/'. */
  shellRoot: string;
  /** The API's public origin, as the browser's API client resolves media against it. */
  apiOrigin: string;
  /** The render's budget (SERVER_RENDER_TIMEOUT_MS); fetching a remote's build has the same. */
  timeoutMs: number;
  /** How long a remote's build is used before its origin is asked whether it changed. */
  revalidateMs: number;
  /** Where this server reaches remotes' origins when not at their public addresses (public to internal origin). */
  internalOrigins?: Readonly<Record<string, string>>;
  onError: (error: unknown, where: string) => void;
}

/** One page to render in stack mode: the page, and the remotes the browser is told about. */
export type StackPageRequest = PageRequest & { remotes: readonly RemoteLocation[] };

/** The shell's server build and stylesheets, and the remotes' builds fetched beside it. */
function loadShell(options: StackPageRendererOptions, shellFile: string) {
  const shell = loadShellServerBuild(shellFile);
  const indexFile = path.join(options.shellRoot, CSS_INDEX_FILE);
  const index = fs.existsSync(indexFile)
    ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as CssIndex)
    : { global: [], modules: {} };
  const builds: ServerBuilds = { shell, remotes: {}, styles: [{ name: 'shell', index, baseUrl: '/assets/' }] };
  return {
    builds,
    remoteBuilds: createRemoteServerBuilds({
      shell: { build: shell, file: shellFile },
      timeoutMs: options.timeoutMs,
      revalidateMs: options.revalidateMs,
      ...(options.internalOrigins ? { internalOrigins: options.internalOrigins } : {}),
      onError: (error, remote: RemoteName) => options.onError(error, `remote ${remote}'s server build`),
    }),
  };
}

/**
 * Stack mode's server rendering (docs/performance.md#stack-mode-renders-with-each-remotes-own-build):
 * the shell's own server build, read from its folder once, and each remote's server build fetched
 * from that remote's origin, revalidated so a remote redeployed alone is rendered at its new version.
 * Null when the shell has no server build: its pages then go out unrendered.
 */
export function createStackPageRenderer(
  options: StackPageRendererOptions,
): (request: StackPageRequest) => Promise<RenderedRoot | null> {
  const shellFile = path.join(options.shellRoot, SERVER_BUILD_FILE);
  // Loaded by the first page once the shell is built (until then, asked again by each page).
  const load = once(() => (fs.existsSync(shellFile) ? loadShell(options, shellFile) : null));
  // Each page's builds, fetched before it waits its turn (a remote's origin is never asked while
  // another page renders); the renderer takes pages in the order they were handed to it, so it
  // takes their builds in the same order.
  const waiting: ServerBuilds[] = [];
  const renderPage = createPageRenderer({
    builds: async () => waiting.shift() ?? null,
    apiOrigin: options.apiOrigin,
    timeoutMs: options.timeoutMs,
    onError: options.onError,
  });

  return async ({ remotes, ...request }) => {
    const shell = load();
    // Pages not rendered on the server need no remote's build.
    if (!shell?.builds.shell.serverRenderedRoute(request.url, request.viewer !== null)) return null;
    const fetched = await shell.remoteBuilds(remotes);
    waiting.push({
      shell: shell.builds.shell,
      remotes: fetched.remotes,
      styles: [...shell.builds.styles, ...fetched.styles],
    });
    return renderPage(request);
  };
}

import { fetchRemoteManifest } from 'shared-client';
import { FIRST_SCREEN_ELEMENT_ID, isReelsFeedPath, type RemoteManifest, type RemoteName } from 'shared-contracts';
import type { RemoteRegistry } from './remote-registry';

/** What the page written by the server says about itself (window.__LUMEN_CONFIG__ and the DOM). */
export interface PageFacts {
  config: Window['__LUMEN_CONFIG__'];
  /** Whether the page carries its first screen's data (read before the query cache takes it). */
  hasFirstScreen: boolean;
  pathname: string;
}

/** The facts of the current page; call before the query cache consumes the first-screen element. */
export function currentPageFacts(): PageFacts {
  return {
    config: window.__LUMEN_CONFIG__,
    hasFirstScreen: document.getElementById(FIRST_SCREEN_ELEMENT_ID) !== null,
    pathname: window.location.pathname,
  };
}

/**
 * The remote that draws the screen the page's first-screen data is for: the server writes that
 * data only for the home feed, a post and the reels feed (remote-feed), the explore grid, a tag's
 * and a place's page (remote-search), the direct inbox (remote-direct) and a profile
 * (remote-profile).
 */
export function firstScreenRemote(page: PageFacts): RemoteName | null {
  if (!page.hasFirstScreen) return null;
  const { pathname } = page;
  if (pathname === '/' || pathname.startsWith('/p/') || isReelsFeedPath(pathname)) return 'feed';
  if (/^\/explore(\/|$)/.test(pathname)) return 'search';
  if (/^\/direct(\/|$)/.test(pathname)) return 'direct';
  return 'profile';
}

/** The remote manifest the page came with, else the one /remotes.json answers. */
function remoteManifest(page: PageFacts): Promise<RemoteManifest> {
  const remotes = page.config?.remotes;
  // Written by the server from the configuration /remotes.json answers from, unchecked like it.
  if (Array.isArray(remotes)) {
    return Promise.resolve({ remotes: remotes as RemoteManifest['remotes'], apiOrigin: page.config?.apiOrigin ?? '' });
  }
  return fetchRemoteManifest();
}

/**
 * Configures the registry and starts loading the first screen's remote at once, beside the
 * session call, instead of after the shell's first render
 * (docs/performance.md#the-first-screen-comes-with-the-page). The load goes through the registry
 * like any other: a failure is kept there for the screen's fallback, and Retry starts over.
 */
export async function startRemotes(registry: RemoteRegistry, page: PageFacts): Promise<void> {
  registry.configure(await remoteManifest(page));
  const remote = firstScreenRemote(page);
  // Handled here so an early failure is not an unhandled rejection; the boundary shows it.
  if (remote) registry.load(remote).catch(() => undefined);
}

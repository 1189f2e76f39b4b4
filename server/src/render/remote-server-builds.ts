import type { RemoteName } from 'shared-contracts';
import type { BuildStyles, CssIndex } from './page-styles.js';
import {
  CSS_INDEX_FILE,
  SERVER_BUILD_FILE,
  evaluateRemoteServerBuild,
  type ServerRemoteEntry,
  type ShellServerBuild,
} from './server-builds.js';

// Stack mode's shell server renders each remote with the server build that remote's own origin
// serves beside its browser build (docs/performance.md#stack-mode-renders-with-each-remotes-own-build):
// a remote redeployed alone is rendered at its new version without touching the shell.

/** A remote as the manifest names it: its mf-manifest.json's address. */
export interface RemoteLocation {
  name: RemoteName;
  entry: string;
}

/** One file as last fetched: its validator and text. */
interface FetchedFile {
  etag: string | null;
  text: string;
}

/** A remote's server build as last fetched and evaluated, or why it is left to the browser. */
type RemoteBuildState =
  | { ok: true; checkedAt: number; build: FetchedFile; index: FetchedFile; entry: ServerRemoteEntry; css: CssIndex }
  | { ok: false; checkedAt: number };

export interface RemoteServerBuildsOptions {
  shell: { build: ShellServerBuild; file: string };
  /** How long a fetch of a remote's file may take (the render's budget). */
  timeoutMs: number;
  /** How long a build is used before its origin is asked again whether it changed. */
  revalidateMs: number;
  /**
   * Where this server reaches a remote's origin when not at its public address (public origin to
   * internal origin: on docker-compose's network `http://localhost:3101` is `http://remote-feed:3101`).
   */
  internalOrigins?: Readonly<Record<string, string>>;
  onError: (error: unknown, remote: RemoteName) => void;
  now?: () => number;
}

/** The remotes' server builds and stylesheets for one page. */
export interface RemoteBuildSet {
  remotes: Partial<Record<RemoteName, ServerRemoteEntry>>;
  styles: BuildStyles[];
}

/** The folder a remote's files are served from: its manifest's, ending in '/'. */
export function remoteFolder(entry: string): string {
  return entry.replace(/[^/]*$/, '');
}

/**
 * Fetches `url`, asking only whether it changed when `previous` has a validator; answers the
 * previous file when it did not.
 */
async function fetchRevalidated(url: string, previous: FetchedFile | null, timeoutMs: number): Promise<FetchedFile> {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  const response = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 304 && previous) return previous;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { etag: response.headers.get('etag'), text: await response.text() };
}

/**
 * Keeps each remote's server build as its own origin serves it (its manifest's folder +
 * server/server.cjs, and server/css-index.json for its stylesheets): used for `revalidateMs`, then
 * revalidated (ETag, If-None-Match) and evaluated again only when its text changed. A remote whose
 * build cannot be fetched or evaluated is left out for `revalidateMs`, so its slot is drawn by the
 * browser and no page waits for a dead origin more than once in that time.
 */
export function createRemoteServerBuilds(
  options: RemoteServerBuildsOptions,
): (remotes: readonly RemoteLocation[]) => Promise<RemoteBuildSet> {
  const now = options.now ?? Date.now;
  const states = new Map<string, RemoteBuildState>();
  const pending = new Map<string, Promise<RemoteBuildState>>();

  /** The folder's address as this server reaches it. */
  function reachable(folder: string): string {
    const { origin } = new URL(folder);
    const internal = options.internalOrigins?.[origin];
    return internal ? `${internal.replace(/\/$/, '')}${folder.slice(origin.length)}` : folder;
  }

  async function refresh(remote: RemoteLocation, folder: string): Promise<RemoteBuildState> {
    const previous = states.get(folder);
    const last = previous?.ok ? previous : null;
    const from = reachable(folder);
    try {
      const [build, index] = await Promise.all([
        fetchRevalidated(`${from}${SERVER_BUILD_FILE}`, last?.build ?? null, options.timeoutMs),
        fetchRevalidated(`${from}${CSS_INDEX_FILE}`, last?.index ?? null, options.timeoutMs),
      ]);
      const entry =
        last && last.build.text === build.text
          ? last.entry
          : evaluateRemoteServerBuild(build.text, `${folder}${SERVER_BUILD_FILE}`, options.shell);
      const css = last && last.index.text === index.text ? last.css : (JSON.parse(index.text) as CssIndex);
      return { ok: true, checkedAt: now(), build, index, entry, css };
    } catch (error) {
      options.onError(error, remote.name);
      return { ok: false, checkedAt: now() };
    }
  }

  function stateOf(remote: RemoteLocation): Promise<RemoteBuildState> {
    const folder = remoteFolder(remote.entry);
    const state = states.get(folder);
    if (state && now() - state.checkedAt < options.revalidateMs) return Promise.resolve(state);
    let running = pending.get(folder);
    if (!running) {
      running = refresh(remote, folder).then((fresh) => {
        states.set(folder, fresh);
        pending.delete(folder);
        return fresh;
      });
      pending.set(folder, running);
    }
    return running;
  }

  return async (remotes) => {
    // Only remotes on an origin of their own: a relative entry is served beside the page, not here.
    const located = remotes.filter((remote) => /^https?:\/\//.test(remote.entry));
    const current = await Promise.all(located.map(stateOf));
    const set: RemoteBuildSet = { remotes: {}, styles: [] };
    located.forEach((remote, position) => {
      const state = current[position];
      if (!state?.ok) return;
      set.remotes[remote.name] = state.entry;
      // The remote's stylesheets are linked on its own origin.
      set.styles.push({ name: remote.name, index: state.css, baseUrl: remoteFolder(remote.entry) });
    });
    return set;
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../config.js';

/** The parts of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: Record<'js' | 'css', { sync?: string[]; async?: string[] } | undefined> }>;
}

interface RemoteFiles {
  mtimeMs: number;
  prefix: string;
  entry: string[];
  chunks: string[];
  styles: string[];
  screens: Map<string, string[]>;
}

/** The source map of a chunk names the source files it holds (before their contents). */
function chunkHoldsSource(dist: string, chunk: string, source: string): boolean {
  try {
    const map = fs.readFileSync(path.join(dist, `${chunk}.map`), 'utf8');
    const end = map.indexOf('"sourcesContent"');
    return (end === -1 ? map : map.slice(0, end)).includes(`/./src/${source}"`);
  } catch {
    return false;
  }
}

/**
 * The files a remote needs first for one screen, to preload from the page's <head>
 * (docs/performance.md#the-first-screen-comes-with-the-page): the shell's remote list, the remote's
 * manifest, its entry script, the script of its exposed entry, and the lazy chunk holding the
 * screen with its styles (found through the chunks' source maps). Only for remotes this server
 * hosts itself (the default `/remotes/<name>/mf-manifest.json`); the manifest is re-read when a
 * rebuild replaces it. Remotes are classic scripts (the federation entry is a global, not an ES
 * module), so they are preloaded as scripts, not modulepreloaded.
 */
export function createRemotePreloads(
  frontendRoot: string,
  remoteEntries: Record<RemoteName, string>,
): (remote: RemoteName, screenSource: string) => string[] {
  const cache = new Map<RemoteName, RemoteFiles | null>();

  function load(remote: RemoteName): RemoteFiles | null {
    const prefix = `/remotes/${remote}/`;
    if (remoteEntries[remote] !== `${prefix}mf-manifest.json`) return null;
    const dist = path.join(frontendRoot, `remote-${remote}`, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(manifestFile).mtimeMs;
    } catch {
      return null;
    }
    const known = cache.get(remote);
    if (known && known.mtimeMs === mtimeMs) return known;
    let manifest: FederationManifest;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FederationManifest;
    } catch {
      return null;
    }
    const expose = manifest.exposes?.find((e) => e.path === './entry');
    const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
    const entryPath = manifest.metaData?.remoteEntry?.path ?? '';
    const files: RemoteFiles = {
      mtimeMs,
      prefix,
      entry: [
        `${prefix}mf-manifest.json`,
        `${prefix}${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`,
        ...(expose?.assets?.js?.sync ?? []).map((file) => `${prefix}${file}`),
      ],
      chunks: (expose?.assets?.js?.async ?? []).filter((file) => file.endsWith('.js')),
      styles: expose?.assets?.css?.async ?? [],
      screens: new Map(),
    };
    cache.set(remote, files);
    return files;
  }

  return (remote, screenSource) => {
    const files = load(remote);
    if (!files) return [];
    let screen = files.screens.get(screenSource);
    if (!screen) {
      const dist = path.join(frontendRoot, `remote-${remote}`, 'dist');
      const chunk = files.chunks.find((file) => chunkHoldsSource(dist, file, screenSource));
      screen = [];
      if (chunk) {
        screen.push(`${files.prefix}${chunk}`);
        // The chunk's styles share its id (`145.<hash>.js` and `145.<hash>.css`).
        const id = chunk.split('.')[0];
        const styles = files.styles.find((file) => file.startsWith(`${id}.`));
        if (styles) screen.push(`${files.prefix}${styles}`);
      }
      files.screens.set(screenSource, screen);
    }
    return [...files.entry, ...screen];
  };
}

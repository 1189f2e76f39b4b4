import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  isRemoteEntry,
  REMOTE_ENTRY_EXPOSE,
  type RemoteEntry,
  type RemoteManifest,
  type RemoteName,
} from 'shared-contracts';
import { LOAD_FAILURE_MARKER } from './federation-runtime-plugin';

/** Why a remote is unavailable: it did not load, or it was built against another contracts major. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'load-failed' | 'incompatible' | 'not-configured',
    message: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

function resolveEntryUrl(entry: string): string {
  return new URL(entry, window.location.href).toString();
}

function isLoadFailure(value: unknown): value is { message: string } {
  return typeof value === 'object' && value !== null && LOAD_FAILURE_MARKER in value;
}

/**
 * Loads remotes by name, lazily, from the run-time manifest. Each load's promise is cached,
 * failed ones too: React re-renders a suspended slot with the same promise and must see the same
 * rejection (a fresh promise per render would refetch forever). Retry calls `reset` first.
 */
export class RemoteRegistry {
  private readonly loaded = new Map<RemoteName, Promise<RemoteEntry>>();
  private readonly configured = new Map<RemoteName, string>();

  /** Registers every remote of the manifest (nothing is fetched until a remote is needed). */
  configure(manifest: RemoteManifest): void {
    const remotes = manifest.remotes.map((remote) => ({ name: remote.name, entry: resolveEntryUrl(remote.entry) }));
    registerRemotes(remotes);
    for (const remote of remotes) this.configured.set(remote.name, remote.entry);
  }

  /** The address of a file a remote publishes beside its manifest (its nav module); null when not configured. */
  fileUrl(name: RemoteName, file: string): string | null {
    const manifest = this.configured.get(name);
    return manifest ? new URL(file, manifest).toString() : null;
  }

  /** The entry of a remote, loading it on first use. */
  load(name: RemoteName): Promise<RemoteEntry> {
    let pending = this.loaded.get(name);
    if (!pending) {
      pending = this.fetchEntry(name);
      this.loaded.set(name, pending);
    }
    return pending;
  }

  /** Hands the registry a remote's entry already loaded, or why it is not there (the server's, rendering a page). */
  provide(name: RemoteName, entry: RemoteEntry | Error): void {
    const pending = entry instanceof Error ? Promise.reject(entry) : Promise.resolve(entry);
    pending.catch(() => undefined);
    this.loaded.set(name, pending);
  }

  /** Forgets every remote's entry (the server's, after rendering a page). */
  resetAll(): void {
    this.loaded.clear();
  }

  /** Forgets a failed or stale remote so the next `load` starts over. */
  reset(name: RemoteName): void {
    this.loaded.delete(name);
  }

  private async fetchEntry(name: RemoteName): Promise<RemoteEntry> {
    if (!this.configured.has(name)) {
      throw new RemoteUnavailableError(name, 'not-configured', `Remote ${name} is not in the manifest.`);
    }
    let module: unknown;
    try {
      module = await loadRemote<{ default: unknown }>(`${name}/${REMOTE_ENTRY_EXPOSE.replace('./', '')}`);
    } catch (error) {
      throw new RemoteUnavailableError(name, 'load-failed', error instanceof Error ? error.message : String(error));
    }
    const entry = (module as { default?: unknown } | null)?.default;
    if (isLoadFailure(entry)) {
      const incompatible = /does not satisfy the requirement/i.test(entry.message);
      throw new RemoteUnavailableError(name, incompatible ? 'incompatible' : 'load-failed', entry.message);
    }
    if (!isRemoteEntry(entry))
      throw new RemoteUnavailableError(name, 'load-failed', `Remote ${name} has no valid entry.`);
    if (!isContractCompatible(entry.contractVersion, CONTRACT_VERSION)) {
      throw new RemoteUnavailableError(
        name,
        'incompatible',
        `Remote ${name} was built for shared-contracts ${entry.contractVersion}; the shell runs ${CONTRACT_VERSION}.`,
      );
    }
    return entry;
  }
}

/** The shell's registry. */
export const remoteRegistry = new RemoteRegistry();

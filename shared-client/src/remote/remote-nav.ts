import type { ApiClient } from '../api/client.js';
import type { EventBus } from 'shared-contracts/bus';
import type { SessionStore } from '../session/session-store.js';
import type { ReadonlyValueStore } from 'shared-ui';
import type { RemoteName } from 'shared-contracts';

/** The logged-in navigation's entries (the shell draws them; a remote may contribute a badge). */
export type NavItemId = 'home' | 'search' | 'explore' | 'messages' | 'notifications' | 'create' | 'profile';

/**
 * What the shell hands a nav module: the page's one bus, session store and API client. The module
 * imports nothing at run time (it is no federated module, see `RemoteNav`), so it takes them here.
 */
export interface NavHost {
  bus: EventBus;
  session: SessionStore;
  api: Pick<ApiClient, 'request'>;
}

/** A remote's contribution to one navigation entry: its badge's count (the entry's names are the shell's). */
export interface RemoteNavEntry {
  item: NavItemId;
  /** Starts the badge's count for the page's lifetime; 0 shows no badge (docs/behaviour/shell-chrome.md). */
  badge(host: NavHost): ReadonlyValueStore<number>;
}

/**
 * What a remote's nav module (`nav.js`) default-exports: the navigation entries it contributes
 * to (docs/architecture.md#navigation-entries-from-remotes). It is a plain ES module of its own,
 * not an exposed module of the remote's container: the shell imports it on every logged-in page,
 * and a container costs about 9 KB gzip of bundler runtime before its first module.
 */
export interface RemoteNav {
  name: RemoteName;
  /** The shared-contracts version the remote was built against (same major as the shell's). */
  contractVersion: string;
  entries: RemoteNavEntry[];
}

/** Runtime check of what a nav module exported (its entries are the remote's to get right). */
export function isRemoteNav(value: unknown): value is RemoteNav {
  const nav = value as Partial<RemoteNav> | null;
  return typeof nav?.name === 'string' && typeof nav.contractVersion === 'string' && Array.isArray(nav.entries);
}

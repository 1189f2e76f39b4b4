import { useMemo } from 'react';
import { apiClient, isRemoteNav, sessionStore, type NavItemId, type RemoteNavEntry } from 'shared-client';
import { createValueStore, useValueStore, type ReadonlyValueStore } from 'shared-ui';
import { isContractCompatible, REMOTE_NAV_FILE, type RemoteName } from 'shared-contracts';
import { eventBus } from 'shared-contracts/bus';
import { remoteRegistry } from '../remotes/remote-registry';
import { importNavModule } from './import-nav-module';

/** The counts remotes contribute, by nav entry. */
const counts = createValueStore<Partial<Record<NavItemId, number>>>({});
/** The remotes whose nav module is loading or loaded. */
const started = new Set<RemoteName>();

/** Runs one contributed entry's badge and keeps its count in `counts`. */
function follow(entry: RemoteNavEntry): void {
  const count = entry.badge({ bus: eventBus, session: sessionStore, api: apiClient });
  const publish = (): void => counts.update((current) => ({ ...current, [entry.item]: count.getValue() }));
  count.subscribe(publish);
  publish();
}

/**
 * Imports the nav module of one remote and follows its entries. A failed import may be tried
 * again; a module that is not a compatible `RemoteNav` is left out, as an incompatible entry is.
 */
async function loadNav(remote: RemoteName, url: string): Promise<void> {
  started.add(remote);
  const nav = await importNavModule(url).then(
    (module) => (module as { default?: unknown } | null)?.default,
    (error: unknown) => {
      started.delete(remote);
      return error;
    },
  );
  if (isRemoteNav(nav) && isContractCompatible(nav.contractVersion)) nav.entries.forEach(follow);
  else console.warn(`[shell] no nav module from remote "${remote}"`, nav);
}

/**
 * The count a remote contributes to a nav entry's badge (0 without one): the entry names its
 * remote, whose nav module loads on first use, after the nav's first render
 * (docs/architecture.md#navigation-entries-from-remotes). A module that fails to load leaves the
 * entry without a badge, and the next nav to render tries again.
 */
export function useNavBadgeCount(item: NavItemId | 'threads' | 'reels', remote: RemoteName | undefined): number {
  const contributed: ReadonlyValueStore<Partial<Record<NavItemId, number>>> = useMemo(
    () => ({
      getValue: counts.getValue,
      subscribe(listener) {
        if (remote && !started.has(remote)) {
          const url = remoteRegistry.fileUrl(remote, REMOTE_NAV_FILE);
          if (url) void loadNav(remote, url);
        }
        return counts.subscribe(listener);
      },
    }),
    [remote],
  );
  return useValueStore(contributed, (value) => (item === 'threads' || item === 'reels' ? 0 : (value[item] ?? 0)));
}

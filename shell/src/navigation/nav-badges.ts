import {
  apiClient,
  createValueStore,
  eventBus,
  isContractCompatible,
  isRemoteNav,
  REMOTE_NAV_FILE,
  REMOTES,
  sessionStore,
  useValueStore,
  type Locale,
  type NavItemId,
  type ReadonlyValueStore,
  type RemoteNavEntry,
} from 'shared-contracts';
import { remoteRegistry } from '../remotes/remote-registry';
import { importNavModule } from './import-nav-module';

/** A badge a remote contributes to a nav entry: its count and the entry's name while it shows. */
export interface NavBadge {
  count: number;
  name: Record<Locale, string>;
}

/** Contributed badges by nav entry. */
type NavBadges = Partial<Record<NavItemId, NavBadge>>;

const badges = createValueStore<NavBadges>({});
/** The remotes whose nav module is loading or loaded. */
const started = new Set<string>();

/** Runs one contributed entry's badge and keeps its count in `badges`. */
function follow(entry: RemoteNavEntry): void {
  const count = entry.badge({ bus: eventBus, session: sessionStore, api: apiClient });
  const publish = (): void =>
    badges.update((current) => ({ ...current, [entry.item]: { count: count.getValue(), name: entry.badgeName } }));
  count.subscribe(publish);
  publish();
}

/** Imports the nav module of one remote and follows its entries. */
async function loadNav(remote: string): Promise<void> {
  const url = remoteRegistry.fileUrl(remote, REMOTE_NAV_FILE);
  if (!url) return;
  const nav = ((await importNavModule(url)) as { default?: unknown } | null)?.default;
  if (!isRemoteNav(nav) || !isContractCompatible(nav.contractVersion)) {
    console.warn(`[shell] remote "${remote}" published no compatible nav module`);
    return;
  }
  nav.entries.forEach(follow);
}

/**
 * The badges remotes contribute to the navigation (remotes.json's `"nav": true`). Their modules
 * load on first use, after the nav's first render, off the first load; a module that fails to
 * load leaves its entry without a badge, and the next nav to render tries again.
 */
const contributed: ReadonlyValueStore<NavBadges> = {
  getValue: badges.getValue,
  subscribe(listener) {
    for (const remote of REMOTES) {
      if (!remote.nav || started.has(remote.name)) continue;
      started.add(remote.name);
      loadNav(remote.name).catch((error: unknown) => {
        console.warn(`[shell] the nav module of remote "${remote.name}" failed to load`, error);
        started.delete(remote.name);
      });
    }
    return badges.subscribe(listener);
  },
};

/** The badge a remote contributes to a nav entry, if any (docs/architecture.md#navigation-entries-from-remotes). */
export function useNavBadge(item: NavItemId | 'threads'): NavBadge | undefined {
  return useValueStore(contributed, (value) => (item === 'threads' ? undefined : value[item]));
}

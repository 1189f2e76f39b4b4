import type { ComponentType } from 'react';
import type { RemoteName } from '../schemas/types.js';
import type { RouteId, SlotId } from './routes.js';

/** Props the shell passes to a routed screen. */
export interface RouteScreenProps {
  /** Renders the shell's page-not-found screen (e.g. for an unknown username). */
  NotFound: ComponentType;
}

/** Props the shell passes to a slot; `onClose` hands control back to the shell. */
export interface SlotProps {
  onClose: () => void;
}

/**
 * What every remote's exposed `./entry` module default-exports. The shell composes remotes only
 * through this: it checks `contractVersion` (same major as its own) and renders what is listed.
 * A remote's navigation entries are its other module, `RemoteNav` (remote-nav.ts): the shell needs
 * them on every page, where loading the remote's container would cost more than the entries.
 */
export interface RemoteEntry {
  name: RemoteName;
  /** The shared-contracts version the remote was built against. */
  contractVersion: string;
  routes: Partial<Record<RouteId, ComponentType<RouteScreenProps>>>;
  slots: Partial<Record<SlotId, ComponentType<SlotProps>>>;
}

/** The exposed module name every remote publishes. */
export const REMOTE_ENTRY_EXPOSE = './entry';

/** Identity helper that type-checks a remote's entry. */
export function defineRemoteEntry(entry: RemoteEntry): RemoteEntry {
  return entry;
}

/** Runtime check of what a remote's entry module exported. */
export function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.contractVersion === 'string' &&
    typeof entry.routes === 'object' &&
    entry.routes !== null &&
    typeof entry.slots === 'object' &&
    entry.slots !== null
  );
}

/** The file a remote's nav module is published as, beside its mf-manifest.json (docs/architecture.md#navigation-entries-from-remotes). */
export const REMOTE_NAV_FILE = 'nav.js';

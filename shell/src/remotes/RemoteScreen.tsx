import { use, type ComponentType } from 'react';
import type { RemoteEntry, RemoteName, RouteId, RouteScreenProps, SlotId, SlotProps } from 'shared-contracts';
import { remoteRegistry, RemoteUnavailableError } from './remote-registry';
import { NotFoundPage } from '../app/lazy-pages';

function useRemoteEntry(remote: RemoteName): RemoteEntry {
  return use(remoteRegistry.load(remote));
}

/** Renders the screen a remote provides for a route (suspends while the remote loads). */
export function RemoteRouteScreen({ remote, routeId }: { remote: RemoteName; routeId: RouteId }) {
  const entry = useRemoteEntry(remote);
  const Screen: ComponentType<RouteScreenProps> | undefined = entry.routes[routeId];
  if (!Screen) throw new RemoteUnavailableError(remote, 'load-failed', `Remote ${remote} does not provide ${routeId}.`);
  return <Screen NotFound={NotFoundPage} />;
}

/** Renders what a remote provides for a slot (a dialog, a panel). */
export function RemoteSlotContent({ remote, slotId, onClose }: { remote: RemoteName; slotId: SlotId } & SlotProps) {
  const entry = useRemoteEntry(remote);
  const Slot: ComponentType<SlotProps> | undefined = entry.slots[slotId];
  if (!Slot) throw new RemoteUnavailableError(remote, 'load-failed', `Remote ${remote} does not provide ${slotId}.`);
  return <Slot onClose={onClose} />;
}

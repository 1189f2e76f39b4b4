import type { RemoteName, SlotId } from 'shared-contracts';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';

/** The panels the left nav opens beside itself, each a remote's slot. */
export const NAV_PANELS = {
  search: { remote: 'search', slotId: 'search.panel' },
  notifications: { remote: 'activity', slotId: 'activity.panel' },
} as const satisfies Record<string, { remote: RemoteName; slotId: SlotId }>;

/** Which panel: search or notifications. */
export type NavPanelId = keyof typeof NAV_PANELS;

/**
 * A panel beside the left nav (search, notifications): the remote's slot, whose code loads when
 * the panel first opens (docs/behaviour/search.md#the-search-panel,
 * docs/behaviour/activity.md#the-screens).
 */
export function NavPanelHost({ panel, onClose }: { panel: NavPanelId; onClose: () => void }) {
  const { remote, slotId } = NAV_PANELS[panel];
  return (
    <RemoteBoundary remote={remote} loading={<span />} compact>
      <RemoteSlotContent remote={remote} slotId={slotId} onClose={onClose} />
    </RemoteBoundary>
  );
}

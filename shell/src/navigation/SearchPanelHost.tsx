import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';

/** The search panel beside the left nav: remote-search's panel, loaded on first open. */
export function SearchPanelHost({ onClose }: { onClose: () => void }) {
  return (
    <RemoteBoundary remote="search" loading={<span />} compact>
      <RemoteSlotContent remote="search" slotId="search.panel" onClose={onClose} />
    </RemoteBoundary>
  );
}
